import { firstScreenOf } from '../../../shared/first-screen';
import type { SnapshotPush } from '../../../shared/ipc';
import type { ProjectRow, WindowSnapshot } from '../../../shared/types';

/** Marks a page that got a first screen of rows: never the identity of a real list. */
const OWED: readonly ProjectRow[] = Object.freeze([]);

/**
 * Decides what each snapshot push carries. A refresh emits four or five snapshots
 * (reload, refreshing, result, idle…) and most of them share the project list: with
 * 10,000 projects that list is ~5 MB of structured clone per push, plus a regrouping in
 * the renderer. The core keeps the same array while the list is unchanged, so the list
 * goes out only when the reference changes.
 *
 * A list counts as delivered only once the page has asked for state (`delivered`): a push
 * sent while the page is still loading reaches no listener, so until then every push
 * carries the list. A (re)load of the page forgets what it had (`forget`).
 * The renderer keeps the last list it got (`getState()` always carries it).
 *
 * A `state:get` answer may carry only the first screen of rows (`answer`); the page then says
 * when it has painted them (`window:painted`), and `owedList` hands over the whole list.
 */
export class SnapshotPusher {
  #target: unknown = null;
  /** The list the page holds; null until it has asked for state. */
  #sent: readonly ProjectRow[] | null = null;

  /** Page loads seen so far (`forget` calls): an answer asked for by an older page is no delivery. */
  #loads = 0;
  /** First-screen answers numbered so far. */
  #answers = 0;
  /** The whole list the latest first-screen answer left out, with that answer's number. */
  #owed: { id: number; full: WindowSnapshot } | null = null;

  get loads(): number {
    return this.#loads;
  }

  /**
   * Notes the list `target` got whole (the `state:get` answer), so pushes need not repeat it.
   * `askedAt` is `loads` when the page asked: if the page reloaded since, the answer went to
   * a page that is gone.
   */
  delivered(snapshot: WindowSnapshot, target: unknown, askedAt = this.#loads): void {
    if (askedAt !== this.#loads) return;
    this.#target = target;
    // A first screen only: the page still needs the whole list, and the next push carries it.
    this.#sent = snapshot.firstScreenOnly ? OWED : snapshot.projects;
  }

  /**
   * The `state:get` answer for the page in `target`, asked when `loads` was `askedAt`: only the
   * first screen of `full`'s rows when that is worth it, numbered (`firstScreenId`), the whole
   * list owed until `owedList` hands it over (or a push carries it); else `full` itself.
   */
  answer(full: WindowSnapshot, target: unknown, askedAt = this.#loads): WindowSnapshot {
    const first = firstScreenOf(full);
    if (first === full) {
      this.delivered(full, target, askedAt);
      if (askedAt === this.#loads) this.#owed = null;
      return full;
    }
    const id = ++this.#answers;
    const answer: WindowSnapshot = { ...first, firstScreenId: id };
    this.delivered(answer, target, askedAt);
    if (askedAt === this.#loads) this.#owed = { id, full };
    return answer;
  }

  /**
   * The push with the whole list for the page in `target`, which painted the first screen of
   * answer `firstScreenId` (or never said so in time): once, and only while that answer is the
   * page's latest and its list is still owed. Null otherwise: an older page's answer, a list
   * a push has carried already, or another web contents.
   */
  owedList(target: unknown, firstScreenId: number): SnapshotPush | null {
    const owed = this.#owed;
    if (!owed || owed.id !== firstScreenId || !this.owesList(target)) return null;
    return this.next(owed.full, target);
  }

  /** True while `target` has only a first screen of rows (see `delivered`) and is owed the list. */
  owesList(target: unknown): boolean {
    return target === this.#target && this.#sent === OWED;
  }

  /** The page in `target` starts (re)loading: it will hold no list until it asks again. */
  forget(target: unknown): void {
    this.#loads++;
    if (target === this.#target) {
      this.#sent = null;
      this.#owed = null;
    }
  }

  next(snapshot: WindowSnapshot, target: unknown): SnapshotPush {
    if (target !== this.#target) {
      this.#target = target;
      this.#sent = null;
      this.#owed = null;
    }
    if (this.#sent !== null && snapshot.projects === this.#sent) {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
      const { projects, ...rest } = snapshot;
      return rest;
    }
    // Only a page that has asked for state keeps what it is sent.
    if (this.#sent !== null) this.#sent = snapshot.projects;
    if (this.#sent !== OWED) this.#owed = null; // the page has a whole list now
    return snapshot;
  }
}

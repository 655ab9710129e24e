import type { SnapshotPush } from '../../shared/ipc';
import type { AppSnapshot, Project } from '../../shared/types';

/**
 * Decides what each snapshot push carries. A refresh emits four or five snapshots
 * (reload, refreshing, result, idle…) and most of them share the project list: with
 * 10,000 projects that list is ~5 MB of structured clone per push, plus a regrouping in
 * the renderer. The core keeps the same array while the list is unchanged, so the list
 * goes out only when the reference changes, and always first to a new target (window).
 * The renderer keeps the last list it got (`getState()` always carries it).
 */
export class SnapshotPusher {
  #target: unknown = null;
  #sent: readonly Project[] | null = null;

  /** Notes the list `target` got whole (the `state:get` answer), so pushes need not repeat it. */
  delivered(snapshot: AppSnapshot, target: unknown): void {
    this.#target = target;
    this.#sent = snapshot.projects;
  }

  next(snapshot: AppSnapshot, target: unknown): SnapshotPush {
    if (target !== this.#target) {
      this.#target = target;
      this.#sent = null;
    }
    if (snapshot.projects === this.#sent) {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
      const { projects, ...rest } = snapshot;
      return rest;
    }
    this.#sent = snapshot.projects;
    return snapshot;
  }
}

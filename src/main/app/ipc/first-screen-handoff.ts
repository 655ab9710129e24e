import { WHOLE_LIST_FALLBACK_MS } from '../../../shared/first-screen';
import type { IpcChannel, IpcContract, SnapshotPush } from '../../../shared/ipc';
import type { AppSnapshot, WindowSnapshot } from '../../../shared/types';
import { SnapshotPusher } from './snapshot-push';
import { parseArguments } from './validation';
import { toWindowSnapshot } from './window-snapshot';

/** A page main answers and pushes to: the panel's webContents, or the browser tests' page. */
export interface FedPage {
  /** Which page this is: what tells one page's pushes from another's (see `SnapshotPusher`). */
  readonly target: unknown;
  /** False once nothing can reach the page any more (a destroyed webContents). */
  isAlive(): boolean;
  /** Delivers a push (Electron: `webContents.send(STATE_CHANGED, push)`). */
  send(push: SnapshotPush): void;
}

/** The steps of the hand-off, as the browser tests watch them. */
export type HandoffEvent = { kind: 'first-screen'; id: number } | { kind: 'painted'; id: number };

export interface HandoffOptions {
  /** Told of each first-screen answer and each `window:painted` call, in order. */
  onEvent?: (event: HandoffEvent) => void;
  /** False: `window:painted` is ignored, as from a page that never says it (tests of the fallback). */
  heedPainted?: () => boolean;
}

/**
 * Everything main sends the page goes through here: channel answers and snapshot pushes. A long
 * list reaches the page in two steps: the `state:get` answer carries the first screen of rows
 * (numbered `firstScreenId`), and the whole list follows in a push once the page says it has
 * painted them (`window:painted` with that number), or {@link WHOLE_LIST_FALLBACK_MS} later if
 * it never does. The page paints before it parses and indexes thousands of rows; a page given
 * the whole list at once needs it in no push until it changes (`SnapshotPusher` decides what
 * each push carries). Plain Node: Electron's registration (register.ts) and the browser-test
 * harness (test/browser/app-bridge.ts) both feed their page through one of these.
 */
export class FirstScreenHandoff {
  readonly #pusher = new SnapshotPusher();
  readonly #options: HandoffOptions;

  constructor(options: HandoffOptions = {}) {
    this.#options = options;
  }

  /**
   * What `page` gets for its call of `channel`: `handle` runs the channel's handler. A
   * `state:get` answer may be cut to its first screen; a `window:painted` call releases the
   * list that screen's answer left out.
   */
  answer<K extends IpcChannel>(
    channel: K,
    args: readonly unknown[],
    page: FedPage,
    handle: () => Promise<ReturnType<IpcContract[K]>>,
  ): Promise<ReturnType<IpcContract[K]>> {
    if (channel === 'state:get') {
      // Taken before the handler runs: a page that reloads meanwhile never gets this answer.
      const askedAt = this.#pusher.loads;
      return handle().then((full) => {
        const reply = this.#pusher.answer(full as WindowSnapshot, page.target, askedAt);
        const id = reply.firstScreenId;
        if (id !== undefined) {
          this.#options.onEvent?.({ kind: 'first-screen', id });
          // Only a net: the page says when it has painted (`window:painted`).
          setTimeout(() => this.#pushOwedList(page, id), WHOLE_LIST_FALLBACK_MS);
        }
        return reply as ReturnType<IpcContract[K]>;
      });
    }
    if (channel === 'window:painted') {
      // The handler checks and logs too; here only a valid number releases the list.
      const parsed = parseArguments('window:painted', args);
      if (parsed.ok) {
        const id = parsed.value[0];
        this.#options.onEvent?.({ kind: 'painted', id });
        if (this.#options.heedPainted?.() ?? true) this.#pushOwedList(page, id);
      }
    }
    return handle();
  }

  /** Pushes a new snapshot of the core to `page`, the project list only when it is news there. */
  push(snapshot: AppSnapshot, page: FedPage): void {
    if (!page.isAlive()) return;
    page.send(this.#pusher.next(toWindowSnapshot(snapshot), page.target));
  }

  /** `page` starts (re)loading: it holds no list until it asks again, and earlier answers are void. */
  forget(page: FedPage): void {
    this.#pusher.forget(page.target);
  }

  /** The whole list owed for first-screen answer `id`, unless it is gone or already sent. */
  #pushOwedList(page: FedPage, id: number): void {
    if (!page.isAlive()) return;
    const push = this.#pusher.owedList(page.target, id);
    if (push) page.send(push);
  }
}

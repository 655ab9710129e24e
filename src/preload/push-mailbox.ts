import type { SnapshotPush } from '../shared/ipc';

/**
 * Holds main's snapshot pushes until the page listens. The preload asks for the state as it
 * loads (long before the page's code runs), so a push can arrive between that answer and the
 * page's subscription; dropping it would leave the page on the older answer. Only the latest
 * push is kept, with the list of an earlier one when the latest leaves the list out (a push
 * carries `projects` only when they changed).
 */
export class PushMailbox {
  #held: SnapshotPush | null = null;
  readonly #listeners = new Set<(push: SnapshotPush) => void>();

  deliver(push: SnapshotPush): void {
    if (this.#listeners.size > 0) {
      for (const listener of this.#listeners) listener(push);
      return;
    }
    const list = push.projects ?? this.#held?.projects;
    this.#held = list ? { ...push, projects: list } : push;
  }

  /** Returns the unsubscribe function; the first listener gets the held push at once. */
  listen(listener: (push: SnapshotPush) => void): () => void {
    this.#listeners.add(listener);
    const held = this.#held;
    this.#held = null;
    if (held) listener(held);
    return () => void this.#listeners.delete(listener);
  }
}

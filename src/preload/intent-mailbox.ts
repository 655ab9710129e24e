import type { WindowIntent } from '../shared/ipc';

/**
 * Holds the tray's intent until the page listens. A tray click may create the window, and
 * the intent then arrives while the page is still starting; dropping it would open the
 * panel on the wrong screen. Only the latest intent counts.
 */
export class IntentMailbox {
  #pending: WindowIntent | null = null;
  #listener: ((intent: WindowIntent) => void) | null = null;

  deliver(intent: WindowIntent): void {
    if (this.#listener) this.#listener(intent);
    else this.#pending = intent;
  }

  /** One listener at a time (the page's); returns the unsubscribe function. */
  listen(listener: (intent: WindowIntent) => void): () => void {
    this.#listener = listener;
    const pending = this.#pending;
    this.#pending = null;
    if (pending) listener(pending);
    return () => {
      if (this.#listener === listener) this.#listener = null;
    };
  }
}

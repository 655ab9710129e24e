import type { IpcChannel } from '../../src/shared/ipc';

/**
 * The few page globals the page-side test code touches. `tsconfig.node.json` (which checks
 * these files) has no DOM lib, and adding one would let main-process code use `window` by
 * mistake; so page functions cast `globalThis` to this instead.
 */
export interface PageElement {
  src?: string;
  textContent: string | null;
  /** The inline style's property names (a CSSStyleDeclaration is array-like). */
  style?: ArrayLike<string>;
  append(...nodes: PageElement[]): void;
}

/** The computed style properties the tests read. */
export interface PageStyle {
  color: string;
  borderTopColor: string;
  outlineStyle: string;
  getPropertyValue(name: string): string;
}

export interface PageScope {
  getComputedStyle(element: unknown): PageStyle;
  document: {
    body: PageElement;
    documentElement: PageElement;
    createRange(): { selectNodeContents(node: unknown): void; getBoundingClientRect(): { left: number } };
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): ArrayLike<PageElement>;
    createElement(tag: string): PageElement;
    addEventListener(
      type: 'securitypolicyviolation',
      listener: (event: { violatedDirective: string; blockedURI: string }) => void,
    ): void;
  };
  fetch(url: string): Promise<unknown>;
  MutationObserver: new (callback: (records: unknown, observer: { disconnect(): void }) => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
  };
  requestAnimationFrame(callback: () => void): number;
  /** The `page.exposeFunction` binding to the real handlers; answers are JSON text. */
  __timetrayInvoke(channel: IpcChannel, args: unknown[]): Promise<string>;
  /** Delivers a snapshot pushed by main (JSON text) to the app's `onState` listeners. */
  __timetrayPush(snapshotJson: string): void;
  /** Delivers a tray intent (JSON text) to the app's `onIntent` listener. */
  __timetrayIntent(intentJson: string): void;
  __cspViolation(text: string): void;
  __injected?: boolean;
}

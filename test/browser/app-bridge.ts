import type { Page } from '@playwright/test';
import type { TimetrayCore } from '../../src/main/core/timetray-core';
import type { IpcHandlers } from '../../src/main/app/ipc/handlers';
import {
  FirstScreenHandoff,
  type FedPage,
  type HandoffEvent,
} from '../../src/main/app/ipc/first-screen-handoff';
import type { IpcChannel, SnapshotPush } from '../../src/shared/ipc';
import type { AppSnapshot } from '../../src/shared/types';
import { preloadScript } from './bridge-shim';
import type { PageScope } from './page-scope';

export interface PushRecord {
  bytes: number;
  withProjects: boolean;
  /** How many projects' totals it carried (always sent; only fetched projects have any). */
  totals: number;
  /** Their share of `bytes`. */
  totalsBytes: number;
}

/** One call the page made through `window.timetray`, timed on main's side. */
export interface InvokeRecord {
  channel: IpcChannel;
  /** The handler's own time (validation + core). */
  handlerMs: number;
  /** Turning the answer into the JSON text that travels to the page. */
  stringifyMs: number;
  bytes: number;
}

/** What main did around the first screen, in order (see `FirstScreenHandoff`). */
export type BridgeEvent = HandoffEvent | { kind: 'list-pushed' };

export interface AppBridge {
  /** Every snapshot pushed to the page: its size as JSON, and whether it carried the list. */
  pushes: PushRecord[];
  /** First-screen answers, the page's `window:painted` calls and the pushes carrying the list, in order. */
  events: BridgeEvent[];
  /** While on, `window:painted` calls are recorded but not acted on (a page that never says it painted). */
  ignorePainted: { on: boolean };
  /** Runs while a `state:get` answer is in flight, before the page gets it (e.g. to push first). */
  whileStateInFlight: { run: (() => Promise<void>) | null };
  /** From now on every core change is pushed to the page (call it before the app page loads). */
  startPushing(): void;
  /** Stops pushing core changes to the page. */
  stop(): void;
}

export interface BridgeOptions {
  /** Told about every call the page makes (the window bench uses it to see where time goes). */
  onInvoke?: (record: InvokeRecord) => void;
}

/**
 * Wires `window.timetray` in `page` to the real handlers, as register.ts does in Electron: the
 * page runs the built preload (bridge-shim.ts), its calls travel through a `page.exposeFunction`
 * binding, and answers and pushes go through the same `FirstScreenHandoff` main uses. Shared by the browser-test harness and the
 * window bench.
 */
export async function connectAppBridge(
  page: Page,
  core: Pick<TimetrayCore, 'onChange'>,
  handlers: IpcHandlers,
  options: BridgeOptions = {},
): Promise<AppBridge> {
  const whileStateInFlight: AppBridge['whileStateInFlight'] = { run: null };
  const events: BridgeEvent[] = [];
  const ignorePainted = { on: false };
  const handoff = new FirstScreenHandoff({
    onEvent: (event) => void events.push(event),
    heedPainted: () => !ignorePainted.on,
  });
  const pushes: PushRecord[] = [];
  const fed: FedPage = {
    target: page,
    isAlive: () => true, // a closing page drops the push (below)
    send: (push: SnapshotPush): void => {
      if ('projects' in push) events.push({ kind: 'list-pushed' });
      const json = JSON.stringify(push);
      pushes.push({
        bytes: Buffer.byteLength(json),
        withProjects: 'projects' in push,
        totals: Object.keys(push.totals).length,
        totalsBytes: Buffer.byteLength(JSON.stringify(push.totals)),
      });
      page
        .evaluate((text) => (globalThis as unknown as PageScope).__timetrayPush(text), json)
        .catch(() => undefined); // the page may be closing
    },
  };
  // Answers travel as JSON text: Playwright's own serialiser is slow on 10,000 projects,
  // and plain data is all Electron's structured clone would carry anyway.
  await page.exposeFunction('__timetrayInvoke', async (channel: IpcChannel, args: unknown[]) => {
    if (!(channel in handlers)) throw new Error(`unknown channel ${String(channel)}`);
    let handlerMs = 0;
    const answer = await handoff.answer(channel, args, fed, async () => {
      const started = performance.now();
      const handled = await handlers[channel](...args);
      handlerMs = performance.now() - started;
      if (channel === 'state:get') await whileStateInFlight.run?.();
      return handled;
    });
    const beforeStringify = performance.now();
    const json = JSON.stringify(answer ?? null);
    options.onInvoke?.({
      channel,
      handlerMs,
      stringifyMs: performance.now() - beforeStringify,
      bytes: Buffer.byteLength(json),
    });
    return json;
  });
  await page.addInitScript({ content: await preloadScript() });
  // Nothing is pushed before the app page is open (nobody listens yet).
  let pushing = false;
  const stop = core.onChange((snapshot: AppSnapshot) => {
    if (pushing) handoff.push(snapshot, fed);
  });
  return {
    pushes,
    events,
    ignorePainted,
    whileStateInFlight,
    startPushing: () => void (pushing = true),
    stop,
  };
}

import type { Page } from '@playwright/test';
import type { TimetrayCore } from '../../src/main/core/timetray-core';
import type { IpcHandlers } from '../../src/main/ipc/handlers';
import { SnapshotPusher } from '../../src/main/ipc/snapshot-push';
import { toWindowSnapshot } from '../../src/main/ipc/window-snapshot';
import { WHOLE_LIST_DELAY_MS, firstScreenOf } from '../../src/shared/first-screen';
import type { IpcChannel } from '../../src/shared/ipc';
import type { AppSnapshot, WindowSnapshot } from '../../src/shared/types';
import { installBridgeShim } from './bridge-shim';
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

export interface AppBridge {
  /** Every snapshot pushed to the page: its size as JSON, and whether it carried the list. */
  pushes: PushRecord[];
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
 * Wires `window.timetray` in `page` to the real handlers, as the preload and register.ts do
 * in Electron: calls travel through a `page.exposeFunction` binding, and every new core
 * snapshot is pushed to the page through the same `SnapshotPusher` main uses. Shared by the
 * browser-test harness and the window bench.
 */
export async function connectAppBridge(
  page: Page,
  core: Pick<TimetrayCore, 'onChange'>,
  handlers: IpcHandlers,
  options: BridgeOptions = {},
): Promise<AppBridge> {
  const pusher = new SnapshotPusher();
  const whileStateInFlight: AppBridge['whileStateInFlight'] = { run: null };
  // Answers travel as JSON text: Playwright's own serialiser is slow on 10,000 projects,
  // and plain data is all Electron's structured clone would carry anyway.
  await page.exposeFunction('__timetrayInvoke', async (channel: IpcChannel, args: unknown[]) => {
    if (!(channel in handlers)) throw new Error(`unknown channel ${String(channel)}`);
    const started = performance.now();
    let answer = await handlers[channel](...args);
    const handled = performance.now();
    if (channel === 'state:get') {
      await whileStateInFlight.run?.();
      // As register.ts: the first screen of rows now, the whole list in a push soon after.
      const full = answer as WindowSnapshot;
      const first = firstScreenOf(full);
      pusher.delivered(first, page);
      if (first !== full) setTimeout(() => pushOwedList(full), WHOLE_LIST_DELAY_MS);
      answer = first;
    }
    const beforeStringify = performance.now();
    const json = JSON.stringify(answer ?? null);
    options.onInvoke?.({
      channel,
      handlerMs: handled - started,
      stringifyMs: performance.now() - beforeStringify,
      bytes: Buffer.byteLength(json),
    });
    return json;
  });
  await page.addInitScript(installBridgeShim);
  // Nothing is pushed before the app page is open (nobody listens yet).
  let pushing = false;
  const pushes: PushRecord[] = [];
  const send = (snapshot: WindowSnapshot): void => {
    const push = pusher.next(snapshot, page);
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
  };
  const pushOwedList = (full: WindowSnapshot): void => {
    if (pusher.owesList(page)) send(full);
  };
  const stop = core.onChange((snapshot: AppSnapshot) => {
    if (pushing) send(toWindowSnapshot(snapshot));
  });
  return {
    pushes,
    whileStateInFlight,
    startPushing: () => void (pushing = true),
    stop,
  };
}

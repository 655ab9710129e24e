import type {
  BRIDGE_METHODS,
  BridgeInvokers,
  IpcChannel,
  SnapshotPush,
  TimetrayBridge,
  WindowIntent,
} from '../../src/shared/ipc';
import type { PageScope } from './page-scope';

/**
 * Runs in the page before the app (via `addInitScript`): a `window.timetray` that behaves
 * like the preload's. Calls go to `__timetrayInvoke`, a `page.exposeFunction` binding,
 * which travels over CDP rather than the network, so the page's `connect-src 'none'` stays
 * in force. Snapshots come back through `__timetrayPush`. It must be self-contained: it is
 * serialised into the page, and gets the preload's method table (`BRIDGE_METHODS`) as its
 * argument: `page.addInitScript(installBridgeShim, BRIDGE_METHODS)`.
 */
export function installBridgeShim(methods: typeof BRIDGE_METHODS): void {
  const page = globalThis as unknown as PageScope;
  const listeners = new Set<(push: SnapshotPush) => void>();
  // Marks (sent / received / parsed) let the window bench see where a call's time goes.
  const invoke = async (channel: IpcChannel, ...args: unknown[]): Promise<never> => {
    performance.mark(`timetray:${channel}:sent`);
    const text = await page.__timetrayInvoke(channel, args);
    performance.mark(`timetray:${channel}:received`);
    const answer = JSON.parse(text) as never;
    performance.mark(`timetray:${channel}:parsed`);
    return answer;
  };
  // The tray's intents (the preload's IntentMailbox; the page has subscribed by the time a test sends one).
  let intentListener: ((intent: WindowIntent) => void) | null = null;
  page.__timetrayIntent = (json) => intentListener?.(JSON.parse(json) as WindowIntent);
  // As the preload does: pushes before the page listens are held (the latest, keeping an
  // earlier push's list when the latest leaves it out), and the state is asked for at once.
  let held: SnapshotPush | null = null;
  page.__timetrayPush = (json) => {
    const push = JSON.parse(json) as SnapshotPush;
    if (listeners.size === 0) {
      const list = push.projects ?? held?.projects;
      held = list ? { ...push, projects: list } : push;
      return;
    }
    for (const listener of listeners) listener(push);
  };
  let earlyState: Promise<never> | null = invoke('state:get');
  earlyState.catch(() => undefined); // the page sees a failure when it asks
  // As the preload's bridgeInvokers (which cannot be serialised into the page): one function per method.
  const invokers: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [method, channel] of Object.entries(methods)) {
    invokers[method] = (...args) => invoke(channel, ...args);
  }
  const bridge: TimetrayBridge = {
    getState: () => {
      const early = earlyState;
      earlyState = null;
      return early ?? invoke('state:get');
    },
    ...(invokers as BridgeInvokers),
    onState: (listener) => {
      listeners.add(listener);
      const pending = held;
      held = null;
      if (pending) listener(pending);
      return () => void listeners.delete(listener);
    },
    onIntent: (listener) => {
      intentListener = listener;
      return () => void (intentListener = null);
    },
  };
  // Frozen like a contextBridge object: the page cannot swap a function for another.
  Object.defineProperty(globalThis, 'timetray', { value: Object.freeze(bridge), enumerable: true });
}

import type { IpcChannel, SnapshotPush } from '../../src/shared/ipc';
import type { PageScope } from './page-scope';

/**
 * Runs in the page before the app (via `addInitScript`): a `window.timetray` that behaves
 * like the preload's. Calls go to `__timetrayInvoke`, a `page.exposeFunction` binding,
 * which travels over CDP rather than the network, so the page's `connect-src 'none'` stays
 * in force. Snapshots come back through `__timetrayPush`. It must be self-contained: it is
 * serialised into the page.
 */
export function installBridgeShim(): void {
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
  let intentListener: ((intent: unknown) => void) | null = null;
  page.__timetrayIntent = (json) => intentListener?.(JSON.parse(json));
  page.__timetrayPush = (json) => {
    const push = JSON.parse(json) as SnapshotPush;
    for (const listener of listeners) listener(push);
  };
  const bridge = {
    getState: () => invoke('state:get'),
    listProjects: () => invoke('projects:list'),
    getCachedProject: (id: number) => invoke('projects:cached', id),
    getProject: (id: number) => invoke('projects:get', id),
    wantTotals: (ids: number[]) => invoke('projects:want-totals', ids),
    copySummary: (id: number) => invoke('projects:copy-summary', id),
    renameCustomer: (customerId: number, name: string) => invoke('customers:rename', customerId, name),
    signIn: (input: unknown) => invoke('session:sign-in', input),
    signOut: () => invoke('session:sign-out'),
    importToken: (input: unknown) => invoke('session:import-token', input),
    useAccount: (key: string) => invoke('accounts:use', key),
    removeAccount: (key: string) => invoke('accounts:remove', key),
    hideWindow: () => invoke('window:hide'),
    onState: (listener: (push: SnapshotPush) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onIntent: (listener: (intent: unknown) => void) => {
      intentListener = listener;
      return () => void (intentListener = null);
    },
  };
  // Frozen like a contextBridge object: the page cannot swap a function for another.
  Object.defineProperty(globalThis, 'timetray', { value: Object.freeze(bridge), enumerable: true });
}

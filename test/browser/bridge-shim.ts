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
  const bridge = {
    getState: () => {
      const early = earlyState;
      earlyState = null;
      return early ?? invoke('state:get');
    },
    listProjects: () => invoke('projects:list'),
    getCachedProject: (id: number) => invoke('projects:cached', id),
    getProject: (id: number) => invoke('projects:get', id),
    wantTotals: (ids: number[]) => invoke('projects:want-totals', ids),
    copySummary: (id: number) => invoke('projects:copy-summary', id),
    renameCustomer: (customerId: number, name: string) => invoke('customers:rename', customerId, name),
    setBudget: (projectId: number, budget: unknown) => invoke('budgets:set', projectId, budget),
    clearBudget: (projectId: number) => invoke('budgets:clear', projectId),
    setPinned: (projectId: number, pinned: boolean) => invoke('projects:pin', projectId, pinned),
    openWebApp: () => invoke('webapp:open'),
    signIn: (input: unknown) => invoke('session:sign-in', input),
    signOut: () => invoke('session:sign-out'),
    importToken: (input: unknown) => invoke('session:import-token', input),
    useAccount: (key: string) => invoke('accounts:use', key),
    removeAccount: (key: string) => invoke('accounts:remove', key),
    hideWindow: () => invoke('window:hide'),
    getSettingsInfo: () => invoke('settings:info'),
    setPreference: (change: unknown) => invoke('settings:set', change),
    chooseCaFile: () => invoke('settings:choose-ca-file'),
    runHealthCheck: () => invoke('health:run'),
    firstScreenPainted: (firstScreenId: number) => invoke('window:painted', firstScreenId),
    onState: (listener: (push: SnapshotPush) => void) => {
      listeners.add(listener);
      const pending = held;
      held = null;
      if (pending) listener(pending);
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

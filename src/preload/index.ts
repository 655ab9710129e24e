import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  STATE_CHANGED,
  WINDOW_INTENT,
  type WindowIntent,
  type IpcChannel,
  type SnapshotPush,
  type IpcContract,
  type TimetrayBridge,
} from '../shared/ipc';
import type { WindowSnapshot } from '../shared/types';
import { IntentMailbox } from './intent-mailbox';
import { PushMailbox } from './push-mailbox';

/**
 * The sandboxed preload (built as CommonJS: sandboxed preloads cannot be ES modules). It
 * exposes named functions only: never `ipcRenderer` itself and never the IPC event, whose
 * `sender` would hand the page a way to send on any channel.
 */

const invoke = <K extends IpcChannel>(
  channel: K,
  ...args: Parameters<IpcContract[K]>
): Promise<ReturnType<IpcContract[K]>> =>
  ipcRenderer.invoke(channel, ...args) as Promise<ReturnType<IpcContract[K]>>;

// Listening from the start: an intent sent while the page is still loading waits here.
const intents = new IntentMailbox();
ipcRenderer.on(WINDOW_INTENT, (_event: IpcRendererEvent, intent: WindowIntent) => intents.deliver(intent));

// The state is asked for now, while the page's scripts still load and parse, not when the
// app mounts (150–270 ms later): the first `getState()` returns this answer. Pushes that
// arrive before the page listens wait in the mailbox, so none is lost in between.
const pushes = new PushMailbox();
ipcRenderer.on(STATE_CHANGED, (_event: IpcRendererEvent, push: SnapshotPush) => pushes.deliver(push));
let earlyState: Promise<WindowSnapshot> | null = invoke('state:get');
earlyState.catch(() => undefined); // the page sees a failure when it asks, not as an unhandled rejection

const bridge: TimetrayBridge = {
  getState: () => {
    const early = earlyState;
    earlyState = null;
    return early ?? invoke('state:get');
  },
  listProjects: () => invoke('projects:list'),
  getCachedProject: (id) => invoke('projects:cached', id),
  getProject: (id) => invoke('projects:get', id),
  wantTotals: (ids) => invoke('projects:want-totals', ids),
  copySummary: (id) => invoke('projects:copy-summary', id),
  renameCustomer: (customerId, name) => invoke('customers:rename', customerId, name),
  setBudget: (projectId, budget) => invoke('budgets:set', projectId, budget),
  clearBudget: (projectId) => invoke('budgets:clear', projectId),
  setPinned: (projectId, pinned) => invoke('projects:pin', projectId, pinned),
  openWebApp: () => invoke('webapp:open'),
  signIn: (input) => invoke('session:sign-in', input),
  signOut: () => invoke('session:sign-out'),
  importToken: (input) => invoke('session:import-token', input),
  useAccount: (key) => invoke('accounts:use', key),
  removeAccount: (key) => invoke('accounts:remove', key),
  hideWindow: () => invoke('window:hide'),
  getSettingsInfo: () => invoke('settings:info'),
  setPreference: (change) => invoke('settings:set', change),
  chooseCaFile: () => invoke('settings:choose-ca-file'),
  runHealthCheck: () => invoke('health:run'),
  firstScreenPainted: (firstScreenId) => invoke('window:painted', firstScreenId),
  // Only the snapshot crosses over; the event stays here.
  onState: (listener) => pushes.listen(listener),
  onIntent: (listener) => intents.listen(listener),
};

contextBridge.exposeInMainWorld('timetray', bridge);

import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  bridgeInvokers,
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
  // One function per entry of BRIDGE_METHODS, each bound to its own channel.
  ...bridgeInvokers((channel, ...args) => ipcRenderer.invoke(channel, ...args)),
  // Only the snapshot crosses over; the event stays here.
  onState: (listener) => pushes.listen(listener),
  onIntent: (listener) => intents.listen(listener),
};

contextBridge.exposeInMainWorld('timetray', bridge);

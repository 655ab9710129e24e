import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { STATE_CHANGED, type InvokeChannel, type InvokeContract, type TimetrayBridge } from '../shared/ipc';
import type { AppSnapshot } from '../shared/types';

/**
 * The sandboxed preload (built as CommonJS: sandboxed preloads cannot be ES modules). It
 * exposes named functions only: never `ipcRenderer` itself and never the IPC event, whose
 * `sender` would hand the page a way to send on any channel.
 */

const invoke = <K extends InvokeChannel>(
  channel: K,
  ...args: Parameters<InvokeContract[K]>
): Promise<ReturnType<InvokeContract[K]>> =>
  ipcRenderer.invoke(channel, ...args) as Promise<ReturnType<InvokeContract[K]>>;

const bridge: TimetrayBridge = {
  getState: () => invoke('state:get'),
  listProjects: () => invoke('projects:list'),
  renameCustomer: (customerId, name) => invoke('customers:rename', customerId, name),
  signIn: (input) => invoke('session:sign-in', input),
  signOut: () => invoke('session:sign-out'),
  hideWindow: () => invoke('window:hide'),
  onState(listener) {
    // Only the snapshot crosses over; the event stays here.
    const forward = (_event: IpcRendererEvent, snapshot: AppSnapshot): void => listener(snapshot);
    ipcRenderer.on(STATE_CHANGED, forward);
    return () => {
      ipcRenderer.removeListener(STATE_CHANGED, forward);
    };
  },
};

contextBridge.exposeInMainWorld('timetray', bridge);

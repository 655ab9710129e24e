import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { STATE_CHANGED, WINDOW_INTENT, type IpcChannel } from '../../src/shared/ipc';
import type { PageScope } from './page-scope';

/** The preload the app's window loads (`npx electron-vite build` makes it). */
export const PRELOAD_FILE = resolve(__dirname, '../../out/preload/index.js');

/** The channels main pushes on, handed to the page (the DOUBLE is serialised: it imports nothing). */
interface PushChannels {
  state: typeof STATE_CHANGED;
  intent: typeof WINDOW_INTENT;
}

/** What a preload may require: the two parts of `electron` ours uses. */
interface ElectronDouble {
  contextBridge: { exposeInMainWorld(name: string, api: object): void };
  ipcRenderer: {
    invoke(channel: IpcChannel, ...args: unknown[]): Promise<unknown>;
    on(channel: string, listener: (event: object, value: unknown) => void): void;
  };
}

/**
 * Runs in the page before the app: a DOUBLE of the `electron` module, then the BUILT preload
 * itself over it (`runPreload`), so `window.timetray` is the app's own bridge (its method
 * table, early state request and mailboxes), not a copy. Calls go to `__timetrayInvoke`, a
 * `page.exposeFunction` binding, which travels over CDP rather than the network, so the
 * page's `connect-src 'none'` stays in force; main's pushes and the tray's intents come in
 * through `__timetrayPush` and `__timetrayIntent`. It must be self-contained: it is
 * serialised into the page.
 */
function installPreload(
  channels: PushChannels,
  runPreload: (require: (id: string) => unknown) => void,
): void {
  const page = globalThis as unknown as PageScope;
  const listeners = new Map<string, ((event: object, value: unknown) => void)[]>();
  const emit = (channel: string, json: string): void => {
    const value: unknown = JSON.parse(json);
    for (const listener of listeners.get(channel) ?? []) listener({}, value);
  };
  page.__timetrayPush = (json) => emit(channels.state, json);
  page.__timetrayIntent = (json) => emit(channels.intent, json);
  const electron: ElectronDouble = {
    contextBridge: {
      // Frozen like a contextBridge object: the page cannot swap a function for another.
      exposeInMainWorld: (name, api) =>
        void Object.defineProperty(globalThis, name, { value: Object.freeze(api), enumerable: true }),
    },
    ipcRenderer: {
      // Marks (sent / received / parsed) let the window bench see where a call's time goes.
      invoke: async (channel, ...args) => {
        performance.mark(`timetray:${channel}:sent`);
        const text = await page.__timetrayInvoke(channel, args);
        performance.mark(`timetray:${channel}:received`);
        const answer: unknown = JSON.parse(text);
        performance.mark(`timetray:${channel}:parsed`);
        return answer;
      },
      on: (channel, listener) => void listeners.set(channel, [...(listeners.get(channel) ?? []), listener]),
    },
  };
  // As Electron's sandboxed preloads: `electron` is all it may require.
  runPreload((id) => {
    if (id !== 'electron') throw new Error(`a sandboxed preload cannot require ${id}`);
    return electron;
  });
}

/** The init script that gives the page `window.timetray`: {@link installPreload} with the built preload. */
export async function preloadScript(): Promise<string> {
  const preload = await readFile(PRELOAD_FILE, 'utf8');
  const channels: PushChannels = { state: STATE_CHANGED, intent: WINDOW_INTENT };
  // The preload runs in a function of its own, as Node wraps a CommonJS module: its top-level
  // names stay out of the page's globals (in Electron they live in an isolated world).
  return `(${installPreload.toString()})(${JSON.stringify(channels)}, function (require) {\n${preload}\n});`;
}

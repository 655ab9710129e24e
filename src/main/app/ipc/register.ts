import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { STATE_CHANGED, type IpcChannel, type IpcContract } from '../../../shared/ipc';
import type { AppSnapshot, WindowSnapshot } from '../../../shared/types';
import type { IpcHandlers } from './handlers';
import { SnapshotPusher } from './snapshot-push';
import { isTrustedSender } from './trusted-sender';
import { WHOLE_LIST_FALLBACK_MS } from '../../../shared/first-screen';
import { parseArguments } from './validation';
import { toWindowSnapshot } from './window-snapshot';

/** The only module that may import `ipcMain` (the lint rule points here). */

export interface RegisterOptions {
  handlers: IpcHandlers;
  /** The URL our window loads: the only page allowed to call in. */
  rendererUrl: string;
  /** The window to push snapshots to, if it exists right now. */
  getWindow: () => BrowserWindow | null;
  /** Subscribes to the core's snapshots; returns the unsubscribe function. */
  onSnapshot: (listener: (snapshot: AppSnapshot) => void) => () => void;
}

/**
 * Wires every channel of the contract to `ipcMain.handle` through one typed wrapper that
 * checks the sender first, and pushes each new snapshot to the window. Returns a function
 * that undoes all of it.
 */
export function registerIpc(options: RegisterOptions): () => void {
  const { handlers, rendererUrl } = options;
  const pusher = new SnapshotPusher();
  // A reload (or a navigation) in the same webContents starts a page with no list.
  const watched = new WeakSet<WebContents>();
  const watch = (contents: WebContents): void => {
    if (watched.has(contents)) return;
    watched.add(contents);
    contents.on('did-start-loading', () => pusher.forget(contents));
  };

  const handle = <K extends IpcChannel>(channel: K): void => {
    ipcMain.handle(
      channel,
      (event: IpcMainInvokeEvent, ...args: unknown[]): Promise<ReturnType<IpcContract[K]>> => {
        const frame = event.senderFrame;
        // A main frame has no parent; the sender must also be our panel, not some other
        // web contents that happens to load the same file.
        const isMainFrame = frame !== null && frame.parent === null;
        const fromPanel = event.sender === options.getWindow()?.webContents;
        if (!fromPanel || !isTrustedSender(frame?.url, rendererUrl, isMainFrame)) {
          // Log the origin only: a full URL could carry anything the page put in it.
          console.warn(`[ipc] refused ${channel} from an untrusted frame (${safeOrigin(frame?.url)})`);
          return Promise.reject(new Error('Refused: this page may not use Timetray.'));
        }
        const answer = handlers[channel](...args);
        const sender = event.sender;
        if (channel === 'state:get') {
          // The page gets the first screen of rows at once and the whole list in a push once
          // it has painted them (it paints before it parses and indexes thousands of rows);
          // a page given the whole list needs it in no push until it changes.
          watch(sender);
          const askedAt = pusher.loads;
          return answer.then((full) => {
            const reply = pusher.answer(full as WindowSnapshot, sender, askedAt);
            const id = reply.firstScreenId;
            // Only a net: the page says when it has painted (`window:painted`, below).
            if (id !== undefined) setTimeout(() => pushOwedList(sender, id), WHOLE_LIST_FALLBACK_MS);
            return reply as ReturnType<IpcContract[K]>;
          });
        }
        if (channel === 'window:painted') {
          const parsed = parseArguments('window:painted', args);
          if (parsed.ok) pushOwedList(sender, parsed.value[0]);
        }
        return answer;
      },
    );
  };

  /** The whole list owed for first-screen answer `id`, unless it is gone or already sent. */
  const pushOwedList = (sender: WebContents, id: number): void => {
    if (sender.isDestroyed()) return;
    const push = pusher.owedList(sender, id);
    if (push) sender.send(STATE_CHANGED, push);
  };

  const channels = Object.keys(handlers) as IpcChannel[];
  for (const channel of channels) handle(channel);

  const unsubscribe = options.onSnapshot((snapshot) => {
    const window = options.getWindow();
    if (window && !window.isDestroyed() && !window.webContents.isDestroyed()) {
      watch(window.webContents);
      window.webContents.send(STATE_CHANGED, pusher.next(toWindowSnapshot(snapshot), window.webContents));
    }
  });

  return () => {
    unsubscribe();
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}

function safeOrigin(url: string | undefined): string {
  if (!url) return 'no url';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'file:' ? 'file:' : parsed.origin;
  } catch {
    return 'unparseable url';
  }
}

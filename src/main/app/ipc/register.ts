import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { STATE_CHANGED, type IpcChannel, type IpcContract } from '../../../shared/ipc';
import type { AppSnapshot } from '../../../shared/types';
import { FirstScreenHandoff, type FedPage } from './first-screen-handoff';
import type { IpcHandlers } from './handlers';
import { isTrustedSender } from './trusted-sender';

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
 * checks the sender first, and pushes each new snapshot to the window; what the page is sent
 * (the first screen of a long list, then the rest) is `FirstScreenHandoff`'s. Returns a
 * function that undoes all of it.
 */
export function registerIpc(options: RegisterOptions): () => void {
  const { handlers, rendererUrl } = options;
  const handoff = new FirstScreenHandoff();
  const pages = new WeakMap<WebContents, FedPage>();
  /** The page in `contents`; a reload (or a navigation) there starts a page with no list. */
  const pageIn = (contents: WebContents): FedPage => {
    let page = pages.get(contents);
    if (!page) {
      const made: FedPage = {
        target: contents,
        isAlive: () => !contents.isDestroyed(),
        send: (push) => contents.send(STATE_CHANGED, push),
      };
      contents.on('did-start-loading', () => handoff.forget(made));
      pages.set(contents, made);
      page = made;
    }
    return page;
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
        return handoff.answer(channel, args, pageIn(event.sender), () => handlers[channel](...args));
      },
    );
  };

  const channels = Object.keys(handlers) as IpcChannel[];
  for (const channel of channels) handle(channel);

  const unsubscribe = options.onSnapshot((snapshot) => {
    const window = options.getWindow();
    if (window && !window.isDestroyed() && !window.webContents.isDestroyed())
      handoff.push(snapshot, pageIn(window.webContents));
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

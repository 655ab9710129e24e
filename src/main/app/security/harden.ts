import type { App, Session } from 'electron';
import { RENDERER_CSP } from './csp';

/**
 * App-wide guards for every web contents, present or future: no `<webview>`, no
 * navigation away from the page we loaded, no new windows. The UI shows no links, so
 * nothing is handed to the user's browser either: a compromised page cannot open URLs.
 */
export function guardAllWebContents(app: App): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.setWindowOpenHandler(denyWindowOpen);
  });
}

/**
 * Denies every permission (camera, notifications, clipboard read, …): the panel needs none.
 * Adds the CSP header to every http(s) response the session sees, so a page served over
 * http (dev server excepted) gets the same policy as the meta tag.
 */
export function hardenSession(session: Session, options: { dev: boolean }): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  if (options.dev) return; // Vite's dev server injects styles and a websocket; the meta tag still applies.
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [RENDERER_CSP] },
    });
  });
}

/** Every `window.open` and `target=_blank` request: refused, and opened nowhere else. */
export function denyWindowOpen(): { action: 'deny' } {
  return { action: 'deny' };
}

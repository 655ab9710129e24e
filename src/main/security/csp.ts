/**
 * The renderer's Content-Security-Policy. The same string is in `src/renderer/index.html`
 * as a meta tag (which is what applies to `file:` pages) and is sent as a response header
 * for anything served over http(s). The renderer never uses the network, so
 * `connect-src 'none'`; Vite's production build has no inline script or style.
 */
export const RENDERER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

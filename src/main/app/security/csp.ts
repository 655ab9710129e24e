/**
 * The renderer's Content-Security-Policy, as a meta tag in `src/renderer/index.html` (what
 * applies to `file:` pages; the browser tests check the two agree) and as a response header
 * for anything served over http(s). The renderer never uses the network, so
 * `connect-src 'none'`; Vite's production build has no inline script or style.
 */
export const RENDERER_META_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The header adds `frame-ancestors`, which a meta tag cannot carry (browsers ignore it there). */
export const RENDERER_CSP = `${RENDERER_META_CSP}; frame-ancestors 'none'`;

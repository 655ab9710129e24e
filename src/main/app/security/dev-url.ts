/**
 * The dev server URL electron-vite passes in `ELECTRON_RENDERER_URL`, if it is one we may
 * load with the preload's powers: plain http on this machine only. Anything else (another
 * host, https to who knows where, a `file:` or `javascript:` URL) is refused, so a stray
 * environment variable cannot point the privileged window at a foreign page.
 */
export function trustedDevUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'http:' || !loopback || url.username || url.password) return undefined;
  return url.href;
}

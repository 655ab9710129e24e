/**
 * Whether an IPC message comes from our own renderer page, in its main frame.
 *
 * Pure (no electron) so it is unit-tested. In production the renderer is a `file:` page:
 * every `file:` URL has the opaque origin "null", so the path itself must match. With the
 * dev server (`ELECTRON_RENDERER_URL`) the origin must match. Subframes are never trusted,
 * whatever their URL: our page has none, so one would be an injected iframe.
 *
 * @param frameUrl URL of the frame that sent the message (`event.senderFrame.url`).
 * @param rendererUrl URL we loaded into our window.
 * @param isMainFrame whether that frame is its page's main frame.
 */
export function isTrustedSender(
  frameUrl: string | null | undefined,
  rendererUrl: string,
  isMainFrame: boolean,
): boolean {
  if (!isMainFrame || !frameUrl) return false;
  const frame = parse(frameUrl);
  const ours = parse(rendererUrl);
  if (!frame || !ours || frame.protocol !== ours.protocol) return false;
  if (ours.protocol === 'file:') {
    // Same file, host included (UNC paths on Windows); query and hash are ours to use.
    return frame.host === ours.host && frame.pathname === ours.pathname;
  }
  if (ours.protocol !== 'http:' && ours.protocol !== 'https:') return false;
  return frame.origin === ours.origin;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

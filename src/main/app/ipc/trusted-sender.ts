import { posix, win32 } from 'node:path';

/**
 * Whether an IPC message comes from our own renderer page, in its main frame.
 *
 * Pure (no electron) so it is unit-tested. In production the renderer is a `file:` page:
 * every `file:` URL has the opaque origin "null", so the file itself must match. With the
 * dev server (`ELECTRON_RENDERER_URL`) the origin must match. Subframes are never trusted,
 * whatever their URL: our page has none, so one would be an injected iframe.
 *
 * Files are compared as paths, not as URL text: `loadFile` builds its URL with
 * `url.format` (which leaves `%`, `[`, `]`, `^`, `|` as they are) and Chromium then
 * normalises it its own way, while `pathToFileURL` escapes them. Compared as text, an
 * install folder such as `C:\Tools\100% [beta]` made every IPC call refused.
 *
 * @param frameUrl URL of the frame that sent the message (`event.senderFrame.url`).
 * @param rendererUrl URL we loaded into our window.
 * @param isMainFrame whether that frame is its page's main frame.
 * @param platform decides how paths compare (case-insensitive, `\` and drive letters on Windows).
 */
export function isTrustedSender(
  frameUrl: string | null | undefined,
  rendererUrl: string,
  isMainFrame: boolean,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (!isMainFrame || !frameUrl) return false;
  const frame = parse(frameUrl);
  const ours = parse(rendererUrl);
  if (!frame || !ours || frame.protocol !== ours.protocol) return false;
  if (ours.protocol === 'file:') {
    // Same file, host included (UNC paths on Windows); query and hash are ours to use.
    const path = (url: URL): string | null => filePath(url, platform);
    const [theirs, mine] = [path(frame), path(ours)];
    return frame.host.toLowerCase() === ours.host.toLowerCase() && theirs !== null && theirs === mine;
  }
  if (ours.protocol !== 'http:' && ours.protocol !== 'https:') return false;
  return frame.origin === ours.origin;
}

/** The file a `file:` URL names, normalised for comparison; null if it cannot name one. */
function filePath(url: URL, platform: NodeJS.Platform): string | null {
  const decoded = decodeEscapes(url.pathname);
  if (decoded === null) return null;
  if (platform !== 'win32') return posix.normalize(decoded);
  // `/C:/Program Files/…` → `c:\program files\…` (NTFS compares names case-insensitively).
  return win32.normalize(decoded.replace(/^\/([a-zA-Z]:)/, '$1')).toLowerCase();
}

/**
 * Decodes `%XX` escapes, leaving a `%` that starts none as it is (Chromium keeps a bare
 * `%` from the path `loadFile` gave it). An escaped `/`, `\` or NUL would change which
 * file is meant, so a URL holding one names no file.
 */
function decodeEscapes(text: string): string | null {
  if (/%(2f|5c|00)/i.test(text)) return null;
  try {
    return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => decodeURIComponent(run));
  } catch {
    return null; // escapes that are not UTF-8
  }
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

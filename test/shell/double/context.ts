/**
 * TEST DOUBLE — shared state of the recording double of Electron (test/shell/double/*).
 * Not Electron: it records what the app asks of Electron's API and answers the way
 * `node_modules/electron/electron.d.ts` says each platform does.
 */
export type DoubleSession = 'native' | 'x11' | 'wayland';

export interface DoubleContext {
  platform: NodeJS.Platform;
  session: DoubleSession;
  /** Every call or option the app used that electron.d.ts says this platform lacks. */
  unsupported: string[];
  /** Where `loadFile` resolves relative paths (`app.getAppPath()`). */
  appPath: string;
}

/** Records `what` as unsupported unless the platform is one of `platforms`. */
export function onlyOn(context: DoubleContext, platforms: NodeJS.Platform[], what: string): boolean {
  if (platforms.includes(context.platform)) return true;
  context.unsupported.push(`${what} (${platforms.join(',')} only; this is ${context.platform})`);
  return false;
}

/** Records `what` as unsupported on Wayland (apps may not place or raise their windows there). */
export function notOnWayland(context: DoubleContext, what: string): boolean {
  if (context.session !== 'wayland') return true;
  context.unsupported.push(`${what} (not supported on Wayland)`);
  return false;
}

import { mkdirSync, watch } from 'node:fs';

/** Changes within this long are one reload (an atomic save is a create and a rename). */
const SETTLE_MS = 100;

/**
 * Calls `onChange` soon after `settings.json` in `dir` is replaced — by this process or by
 * another one (a `timetray login` while the tray app runs), so the app shows the new account
 * without waiting for its next refresh. Returns the function that stops watching. Never
 * keeps the process alive; a folder that cannot be watched only costs the live update.
 */
export function watchSettingsFile(dir: string, onChange: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const watcher = watch(dir, { persistent: false }, (_event, name) => {
      if (name !== null && name !== 'settings.json') return;
      clearTimeout(timer);
      timer = setTimeout(onChange, SETTLE_MS);
      timer.unref();
    });
    watcher.on('error', () => watcher.close());
    return () => {
      clearTimeout(timer);
      watcher.close();
    };
  } catch {
    return () => undefined;
  }
}

import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive } from './file-lock';

/** A temp file this old is never a write in progress, whatever its process id says. */
const ABANDONED_MS = 10 * 60_000;

/** `<file>.<pid>.<hex>.tmp`, as `writeFileAtomic` names its temp files. */
const TEMP_NAME = /\.(\d+)\.[0-9a-f]+\.tmp$/;

/**
 * Removes the temp files of atomic writes that never finished (a process killed mid-write)
 * from the config folder and its cache. A temp file of a process that still runs, and is
 * recent, is a write in progress and stays.
 */
export async function removeAbandonedTempFiles(configDir: string): Promise<number> {
  let removed = 0;
  for (const dir of [configDir, join(configDir, 'cache')]) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue; // no such folder yet
    }
    for (const name of names) {
      const match = TEMP_NAME.exec(name);
      if (!match) continue;
      const file = join(dir, name);
      const pid = Number(match[1]);
      const age = await stat(file).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (pid !== process.pid && isAlive(pid) && age < ABANDONED_MS) continue;
      await rm(file, { force: true }).then(
        () => (removed += 1),
        () => undefined,
      );
    }
  }
  return removed;
}

import { stat } from 'node:fs/promises';

/**
 * What identifies one version of settings.json: inode (every save is an atomic rename),
 * size and change times in ns. Another process's `login`, `logout` or `use` always rewrites
 * the file, so an equal stamp means nothing another process did needs re-reading.
 */
export async function settingsStamp(file: string): Promise<string> {
  try {
    const s = await stat(file, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
  } catch (error) {
    return `none:${(error as NodeJS.ErrnoException).code ?? 'error'}`;
  }
}

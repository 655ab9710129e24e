import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway config folder (what `TIMETRAY_CONFIG_DIR` points at in tests). */
export interface TempConfig {
  dir: string;
  cleanup(): Promise<void>;
}

export async function makeTempConfig(prefix = 'timetray-config-'): Promise<TempConfig> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Every file under `dir`, recursively. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out;
}

/**
 * The files under `dir` that contain any of `secrets`. Tests assert this is empty after
 * each scenario: a token or password must never reach the disk outside the keychain.
 */
export async function filesContaining(dir: string, secrets: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const file of await listFiles(dir)) {
    const text = await readFile(file, 'utf8');
    if (secrets.some((s) => s.length > 0 && text.includes(s))) hits.push(file);
  }
  return hits;
}

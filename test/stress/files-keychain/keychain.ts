import type { Sandbox } from '../../sandbox';
import type { AreaResult } from './index';

/** Rows of the "files and keychain" part for this area; filled by its issue's work. */
export async function keychainRows(_sb: Sandbox, _dir: string): Promise<AreaResult> {
  return { rows: [], notes: [] };
}

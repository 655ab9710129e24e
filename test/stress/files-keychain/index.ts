/**
 * The "files and keychain" part: what an unlucky user meets on their own machine — a locked
 * keychain, files they cannot read or write, a full disk, stale or future-dated locks, idle
 * accounts, hostile names and broken standard streams. Each area lives in its own file and
 * returns its rows; `notes` are one-line reasons why a case could not run here (no
 * unprivileged user, no tmpfs), printed above the closing count like the audit's; a note
 * containing `NOT RUN` counts as a skipped check in the report.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sandbox } from '../../sandbox';
import type { Row } from '../report';
import { filesRows } from './files';
import { hygieneRows } from './hygiene';
import { idleRows } from './idle';
import { keychainRows } from './keychain';

export interface AreaResult {
  rows: Row[];
  notes: string[];
}

export type Area = (sb: Sandbox, dir: string) => Promise<AreaResult>;

const AREAS: [string, Area][] = [
  ['keychain', keychainRows],
  ['files', filesRows],
  ['idle', idleRows],
  ['hygiene', hygieneRows],
];

export async function filesKeychainRows(sb: Sandbox, dir: string): Promise<AreaResult> {
  const out: AreaResult = { rows: [], notes: [] };
  for (const [name, area] of AREAS) {
    const areaDir = join(dir, name);
    await mkdir(areaDir, { recursive: true });
    try {
      const { rows, notes } = await area(sb, areaDir);
      out.rows.push(...rows);
      out.notes.push(...notes);
    } catch (error) {
      out.rows.push({
        part: 'files+keychain',
        check: `${name}: ran to the end`,
        expected: 'yes',
        observed: String(error).slice(0, 160),
        ms: 0,
        ok: false,
      });
    }
  }
  return out;
}

/**
 * `npm run test:stress`: faults, hostile input, concurrency, a bounded soak, files and
 * keychain faults on this machine, and a secrets audit, against the loopback sandbox and the real keychain (run inside
 * scripts/with-keyring.sh). Prints one table and ends with `N passed, N failed`; exits 1 on
 * any failure. `TIMETRAY_STRESS_REPORT=<file>` also writes `{passed, failed, skipped}` there
 * for scripts/test-summary.mjs. `--only faults,soak` runs some parts.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLanguage } from '../../src/main/core/i18n';
import { LOCALES } from '../../src/shared/i18n/locale';
import { startSandbox } from '../sandbox';
import { auditRows, notRunHere } from './audit';
import { concurrencyRows } from './concurrency';
import { faultRows } from './faults';
import { filesKeychainRows } from './files-keychain';
import { hostileRows } from './hostile-input';
import { printTable, type Row } from './report';
import { soakRows } from './soak';

const PARTS = ['faults', 'hostile', 'concurrency', 'soak', 'files-keychain', 'audit'] as const;
type Part = (typeof PARTS)[number];

async function main(): Promise<number> {
  // Every language's words, as the app loads them at start (index.ts): the tray menu is built here.
  await Promise.all(LOCALES.map(loadLanguage));
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]?.split(',')
    : null;
  const wanted = (part: Part) => only === null || only === undefined || only.includes(part);
  const unhandled: unknown[] = [];
  process.on('unhandledRejection', (reason) => unhandled.push(reason));
  const rows: Row[] = [];
  const started = performance.now();
  const startedAt = Date.now();
  const temp = await mkdtemp(join(tmpdir(), 'timetray-stress-'));
  const outputs: string[] = [];
  /** One line per case that could not run on this machine (see files-keychain/index.ts). */
  const notes: string[] = [];
  try {
    for (const part of PARTS) {
      if (!wanted(part)) continue;
      const sb = await startSandbox({ projects: 24 });
      const dir = await mkdtemp(join(temp, `${part}-`));
      const t0 = performance.now();
      try {
        if (part === 'faults') rows.push(...(await faultRows(sb, dir, temp)));
        if (part === 'hostile') rows.push(...(await hostileRows(sb, dir)));
        if (part === 'concurrency') rows.push(...(await concurrencyRows(sb, dir, outputs)));
        if (part === 'soak') rows.push(...(await soakRows(sb, dir)));
        if (part === 'files-keychain') {
          const area = await filesKeychainRows(sb, dir);
          rows.push(...area.rows);
          notes.push(...area.notes);
        }
        if (part === 'audit') rows.push(...(await auditRows(sb, dir, outputs, startedAt)));
      } catch (error) {
        rows.push({
          part,
          check: 'part ran to the end',
          expected: 'yes',
          observed: String(error).slice(0, 160),
          ms: 0,
          ok: false,
        });
      } finally {
        await sb.close();
      }
      process.stderr.write(`[stress] ${part}: ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  rows.push({
    part: 'all',
    check: 'no unhandled rejection',
    expected: '0',
    observed: String(unhandled.length),
    ms: performance.now() - started,
    ok: unhandled.length === 0,
  });
  const skipped = [...notes, ...(wanted('audit') ? notRunHere() : [])];
  const table = printTable(rows).split('\n');
  // The lines about what could not run go just above the closing count, so nobody misses them.
  console.log([...table.slice(0, -1), ...skipped, table.at(-1)].join('\n'));
  const passed = rows.filter((r) => r.ok).length;
  const report = process.env.TIMETRAY_STRESS_REPORT;
  const note = skipped.filter((l) => l.includes('NOT RUN')).length;
  if (report) {
    const counts = {
      passed,
      failed: rows.length - passed,
      skipped: note,
      note: `${note} checks could not run here`,
    };
    writeFileSync(report, JSON.stringify(counts));
  }
  return passed === rows.length ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);

// Prints one line per suite and the closing "N passed, N failed, N skipped" line from the
// JSON reports Vitest and Playwright wrote. Exits 1 when a suite ran no test at all, so
// a broken glob can never pass as green.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'reports';
// Suites run outside `npm test` (CI's stress suite) are named after the folder.
const suites = [
  'unit',
  'integration',
  'shell',
  'package',
  'browser',
  'e2e-electron',
  ...process.argv.slice(3),
];
const totals = { passed: 0, failed: 0, skipped: 0 };
let empty = false;

/** Vitest's JSON (Jest-compatible) and Playwright's JSON reporters, reduced to counts. */
function countsOf(report) {
  if ('numTotalTests' in report) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  if (report.stats) {
    const s = report.stats;
    return { passed: s.expected + (s.flaky ?? 0), failed: s.unexpected, skipped: s.skipped };
  }
  return report; // our own runners write { passed, failed, skipped } directly
}

for (const suite of suites) {
  const file = join(dir, `${suite}.json`);
  if (!existsSync(file)) {
    console.log(`${suite}: no report (the suite did not run to the end)`);
    totals.failed += 1;
    continue;
  }
  const counts = countsOf(JSON.parse(readFileSync(file, 'utf8')));
  const note = counts.note ? ` — ${counts.note}` : '';
  console.log(`${suite}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${note}`);
  if (counts.passed + counts.failed === 0 && suite !== 'e2e-electron') empty = true;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.failed > 0 || empty) process.exit(1);

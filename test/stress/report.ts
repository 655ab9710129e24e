/** One line of the stress table: what was tried, what was expected, what happened. */
export interface Row {
  part: string;
  check: string;
  expected: string;
  observed: string;
  ms: number;
  ok: boolean;
  /** Faults only: did the last good project list survive (in the snapshot and on disk)? */
  cacheKept?: boolean;
  /** Faults only: did any request after a redirect carry `Authorization`? */
  authAfterRedirect?: boolean;
}

const yesNo = (value: boolean | undefined) => (value === undefined ? '—' : value ? 'yes' : 'no');

/** The table, fixed-width, then the closing line `N passed, N failed`. */
export function printTable(rows: readonly Row[]): string {
  const head = [
    'part',
    'check',
    'expected',
    'observed',
    'time',
    'cache kept',
    'auth after redirect',
    'result',
  ];
  const lines = rows.map((r) => [
    r.part,
    r.check,
    r.expected,
    r.observed,
    `${r.ms < 10_000 ? r.ms.toFixed(0) : (r.ms / 1000).toFixed(1) + ' s'}${r.ms < 10_000 ? ' ms' : ''}`,
    yesNo(r.cacheKept),
    yesNo(r.authAfterRedirect),
    r.ok ? 'pass' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  const passed = rows.filter((r) => r.ok).length;
  return [
    format(head),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...lines.map(format),
    '',
    `${passed} passed, ${rows.length - passed} failed`,
  ].join('\n');
}

/** Runs `check` and times it; a throw is a failed row saying why, never a crash of the suite. */
export async function timed(
  part: string,
  check: string,
  expected: string,
  run: () => Promise<{ observed: string; ok?: boolean; cacheKept?: boolean; authAfterRedirect?: boolean }>,
): Promise<Row> {
  const started = performance.now();
  try {
    const out = await run();
    const ok =
      (out.ok ?? out.observed === expected) && out.cacheKept !== false && out.authAfterRedirect !== true;
    return { part, check, expected, ...out, ms: performance.now() - started, ok };
  } catch (error) {
    const observed = `threw: ${error instanceof Error ? error.message : String(error)}`.slice(0, 160);
    return { part, check, expected, observed, ms: performance.now() - started, ok: false };
  }
}

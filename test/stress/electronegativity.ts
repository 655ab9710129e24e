/**
 * Electronegativity (Doyensec's Electron misconfiguration scanner) over `src` and the built
 * `out`, in a child process whose outbound network is blocked (block-network.cjs): the tool
 * tries to fetch Electron's release list, and the audit must neither depend on nor leak to the
 * internet. The row proves the block was exercised (the count of refused connections) and that
 * the scan still wrote its report. Every finding at MEDIUM or above must be fixed in src or
 * listed, with its reason, in electronegativity-reviewed.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timed, type Row } from './report';

interface Finding {
  check: string;
  severity: string;
  file: string;
  location: string;
}

interface Review {
  check: string;
  file: string;
  reason: string;
  evidence?: { file: string; contains: string };
}

const SEVERE = new Set(['MEDIUM', 'HIGH', 'CRITICAL']);
const CLI = join('node_modules', '@doyensec', 'electronegativity', 'dist', 'index.js');
const PRELOAD = join('test', 'stress', 'block-network.cjs');
const REVIEWED = join('test', 'stress', 'electronegativity-reviewed.json');

/** The first five CSV columns are always quoted the same way; samples (column 6+) are ignored. */
function parseCsv(text: string, root: string): Finding[] {
  const findings: Finding[] = [];
  for (const line of text.split('\n')) {
    const m = /^([A-Z_]+),"(\w+)","\w+","([^"]*)","([^"]*)"/.exec(line);
    if (!m) continue;
    const [, check = '', severity = '', file = '', location = ''] = m;
    findings.push({ check, severity, file: file === 'N/A' ? 'N/A' : `${root}/${file}`, location });
  }
  return findings;
}

/** Electron's version as the project declares it: the scanner cannot detect it from src/out. */
function electronVersion(): string {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  return (pkg.devDependencies?.['electron'] ?? '').replace(/^[^\d]*/, '') || '45.0.0';
}

function scan(root: string, dir: string): { findings: Finding[]; blocked: number; error?: string } {
  const csv = join(dir, `${root}.csv`);
  const run = spawnSync(
    process.execPath,
    ['--require', join(process.cwd(), PRELOAD), CLI, '-i', root, '-r', '-e', electronVersion(), '-o', csv],
    { encoding: 'utf8', timeout: 180_000 },
  );
  const blocked = Number(/BLOCKED_NETWORK (\d+)/.exec(run.stderr ?? '')?.[1] ?? 'NaN');
  if (run.status !== 0 || !existsSync(csv))
    return {
      findings: [],
      blocked,
      error: `scan of ${root} failed (exit ${run.status}): ${(run.stderr ?? '').slice(-200)}`,
    };
  return { findings: parseCsv(readFileSync(csv, 'utf8'), root), blocked };
}

function isReviewed(f: Finding, reviews: readonly Review[]): Review | undefined {
  return reviews.find((r) => r.check === f.check && r.file === f.file);
}

/** A review holds only while the code it cites is still there. */
function staleReview(r: Review): string | null {
  if (!r.evidence) return null;
  const { file, contains } = r.evidence;
  if (!existsSync(file) || !readFileSync(file, 'utf8').includes(contains))
    return `${r.check}: evidence gone from ${file}`;
  return null;
}

export async function electronegativityRow(): Promise<Row> {
  return timed(
    'audit',
    'electronegativity over src and out, network blocked',
    'every MEDIUM+ finding fixed or reviewed; network attempts blocked',
    async () => {
      if (!existsSync(CLI))
        return { observed: 'NOT RUN — @doyensec/electronegativity not installed', ok: false };
      if (!existsSync('out'))
        return { observed: 'NOT RUN — out/ missing: run `npx electron-vite build` first', ok: false };
      const reviews = (JSON.parse(readFileSync(REVIEWED, 'utf8')) as { reviewed: Review[] }).reviewed;
      const dir = mkdtempSync(join(tmpdir(), 'timetray-eneg-'));
      try {
        const scans = ['src', 'out'].map((root) => scan(root, dir));
        const errors = scans.flatMap((s) => (s.error ? [s.error] : []));
        if (errors.length > 0) return { observed: errors.join('; '), ok: false };
        const findings = scans.flatMap((s) => s.findings);
        const blocked = scans.reduce((n, s) => n + s.blocked, 0);
        const bySeverity = new Map<string, number>();
        for (const f of findings) bySeverity.set(f.severity, (bySeverity.get(f.severity) ?? 0) + 1);
        const severe = findings.filter((f) => SEVERE.has(f.severity));
        const open = severe.filter((f) => !isReviewed(f, reviews));
        const stale = reviews.flatMap((r) => {
          const why = staleReview(r);
          return why ? [why] : [];
        });
        for (const f of severe) {
          const review = isReviewed(f, reviews);
          console.log(
            `  electronegativity ${f.severity} ${f.check} ${f.file}:${f.location} — ${review ? `reviewed: ${review.reason}` : 'OPEN'}`,
          );
        }
        const counts = [...bySeverity].map(([s, n]) => `${n} ${s.toLowerCase()}`).join(', ') || 'none';
        const observed =
          `findings ${counts}; ${severe.length - open.length}/${severe.length} medium+ reviewed` +
          `${open.length ? `, OPEN: ${open.map((f) => `${f.check} ${f.file}`).join(', ')}` : ''}` +
          `${stale.length ? `, STALE: ${stale.join(', ')}` : ''}; blocked connections ${blocked}`;
        // Both scans must have tried the network and been refused, or the block proves nothing.
        const ok = open.length === 0 && stale.length === 0 && scans.every((s) => s.blocked > 0);
        return { observed, ok };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
}

import { describe, expect, it } from 'vitest';
import { BUILT_CLI, buildCli } from '../support/run-cli';
import { ROOT } from '../support/run-probe';
import { runProcess } from '../support/run-process';

/**
 * `npm run demo` (test/sandbox/demo.ts) goes through every step and ends with exit 0, each
 * step answered as it should be: the demo is what a newcomer runs first, so it must not rot.
 */
describe('npm run demo', () => {
  it(
    'shows reports on, paged and odd, one-header services, 429s and accounts without reports',
    { timeout: 120_000 },
    async () => {
      buildCli();
      const run = await runProcess(process.execPath, ['--import', 'tsx', 'test/sandbox/demo.ts'], {
        cwd: ROOT,
        env: { ...process.env, TIMETRAY_DEMO_CLI: BUILT_CLI, LC_ALL: 'C', LANGUAGE: '' },
      });
      expect(run.code, run.stderr).toBe(0);
      const out = run.stdout;
      const said = run.stderr;
      expect(out).toMatch(/^This cycle · /m);
      expect(out).toMatch(/^This week · /m);
      expect(out).toMatch(/^\*\*Hours — This cycle · /m);
      expect(out.match(/^ {2}Total /gm)?.length).toBeGreaterThanOrEqual(4);
      // The 429 of 2 s waited out: the list came (exit 0); the one of 120 s said, exit 4.
      expect(said).toMatch(/too many requests — try again in 2 min/);
      expect(out.match(/^\(exit \d+\)$/gm)).toEqual(['(exit 4)']);
      expect(out.match(/offers no reports/g)).toHaveLength(2);
      expect(out).toContain('"offered": false');
      expect(out).toMatch(/^Done\./m);
    },
  );
});

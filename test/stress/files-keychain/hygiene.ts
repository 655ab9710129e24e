/**
 * Hostile names and broken standard streams (issue #16, defects 7–11 and the prompts): the
 * tray menu and the clipboard summary with a 1 MB name full of controls, the built CLI
 * writing to /dev/full or a closed pipe, reading /dev/zero, trusting a FIFO as its CA file,
 * Ctrl-C / Ctrl-D at a prompt on a real pseudo-terminal, and a rename made by a CLI whose
 * clock (libfaketime) was a year ahead.
 */
import { execFileSync } from 'node:child_process';
import { NO_PERIODS } from '../../../src/shared/reports';
import { existsSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultPreferences } from '../../../src/main/core/settings/preferences';
import { accountKey, KeytarSecretStore } from '../../../src/main/core/vault';
import { buildTrayMenu } from '../../../src/main/app/tray/menu-template';
import type { TrayMenuItem } from '../../../src/main/app/tray/tray-menu-item';
import { messagesIn } from '../../../src/main/core/i18n';
import { projectSummaryMarkdown } from '../../../src/shared/project-summary';
import type { AppSnapshot } from '../../../src/shared/types';
import type { Sandbox } from '../../sandbox';
import { sandboxLoginArgs } from '../../support/login-args';
import { makeProject } from '../../support/project-fixture';
import { BUILT_CLI, buildCli, runCli } from '../../support/run-cli';
import { ROOT } from '../../support/run-probe';
import { runProcess } from '../../support/run-process';
import { CTRL_C, CTRL_D, runInTerminal } from '../../support/run-in-terminal';
import { runWithStreams, withFd } from '../../support/run-with-streams';
import { timed, type Row } from '../report';
import type { AreaResult } from './index';

const PART = 'files+keychain';
const HOSTILE = 'Evil\u001b]52;c;AAAA\u0007\u009b2J\u202eexe.pdf\u2066\u200b';
const HUGE = 'M'.repeat(1_048_576);
// eslint-disable-next-line no-control-regex -- what must not reach a person
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b]/;
const FAKETIME = ['/usr/bin/faketime', '/usr/local/bin/faketime'].find((p) => existsSync(p));

function menuLabels(items: TrayMenuItem[]): string[] {
  return items.flatMap((i) =>
    i.type === 'separator' ? [] : [i.label, ...(i.type === 'submenu' ? menuLabels(i.submenu) : [])],
  );
}

function hostileSnapshot(lastRefresh: string): AppSnapshot {
  const account = {
    key: 'k',
    label: `${HOSTILE}${HUGE}`,
    baseUrl: 'https://x.test/api/v1',
    accountId: HOSTILE,
    email: 'a@b.test',
    signedIn: true,
    active: true,
    lastUsed: null,
  };
  const projects = [
    makeProject({ id: 1, name: `${HOSTILE}${HUGE}`, customerId: 7, customerName: `${HUGE}${HOSTILE}` }),
  ];
  return {
    session: { status: 'signed_in', account },
    accounts: [account],
    projects,
    skippedProjects: 0,
    lastRefresh,
    refreshing: false,
    error: { code: 'server', message: `${HOSTILE}${HUGE}` },
    totals: {},
    recent: [1],
    budgets: { 1: { hours: 10, value: null } },
    pinned: [1],
    preferences: defaultPreferences(),
    locale: 'en',
    periods: NO_PERIODS,
  };
}

export async function hygieneRows(sb: Sandbox, dir: string): Promise<AreaResult> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const env = { ...process.env, TIMETRAY_CONFIG_DIR: join(dir, 'config') };
  const now = Date.now();

  rows.push(
    await timed(
      PART,
      'hygiene: tray menu, 1 MB names with ESC/BEL/C1/bidi',
      'inert, ≤ 260 chars',
      async () => {
        const labels = menuLabels(buildTrayMenu(hostileSnapshot(new Date(now).toISOString()), { now }));
        const longest = Math.max(...labels.map((l) => l.length));
        const raw = labels.filter((l) => UNSAFE.test(l)).length;
        return { observed: `${raw} raw, longest ${longest}`, ok: raw === 0 && longest <= 260 };
      },
    ),
    await timed(
      PART,
      'hygiene: tray "Updated" for a lastRefresh a year ahead',
      'not "just now"',
      async () => {
        const ahead = new Date(now + 365 * 86_400_000).toISOString();
        // Found by its words, not its place: the menu gains items (Pinned, Open Rabbiit…).
        const labels = menuLabels(buildTrayMenu(hostileSnapshot(ahead), { now }));
        const line = labels.find((label) => label.startsWith('Updated')) ?? labels.join(' | ');
        return { observed: line, ok: line.startsWith('Updated on ') };
      },
    ),
    await timed(PART, 'hygiene: clipboard summary of a hostile 1 MB name', 'inert, < 1 KB', async () => {
      const project = makeProject({ id: 1, name: `${HOSTILE}${HUGE}`, customerId: 7, customerName: HOSTILE });
      const text = projectSummaryMarkdown(
        { project, fetchedAt: new Date(now).toISOString() },
        { words: messagesIn('en') },
      );
      // Its own line breaks are Markdown's; anything else raw in a line is the name's.
      const raw = text.split('\n').some((line) => UNSAFE.test(line));
      return { observed: `${raw ? 'raw' : 'inert'}, ${text.length} chars`, ok: !raw && text.length < 1024 };
    }),
  );

  if (!existsSync(BUILT_CLI)) buildCli(); // run alone (--only files-keychain): concurrency did not build it
  const keychain = new KeytarSecretStore();
  const login = await runCli([...sandboxLoginArgs(sb, sb.demo), '--json'], {
    env,
    input: `${sb.demo.password}\n`,
  });
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr.slice(0, 120)}`);
  try {
    rows.push(
      await timed(PART, 'hygiene: `status >/dev/full`', 'exit 1, one line', async () => {
        const run = await withFd('/dev/full', 'w', (full) =>
          runWithStreams(['status'], env, { stdout: full }),
        );
        const lines = run.stderr.trimEnd().split('\n').length;
        return {
          observed: `exit ${run.code}, ${lines} line(s)`,
          ok: run.code === 1 && lines === 1 && !run.stderr.includes('    at '),
        };
      }),
      await timed(PART, 'hygiene: `projects | head -0` (reader gone)', 'exit 0, quiet', async () => {
        const run = await runWithStreams(['projects'], env, { stdout: 'closed-pipe' });
        return {
          observed: `exit ${run.code}${run.stderr ? ', said something' : ', quiet'}`,
          ok: run.code === 0 && run.stderr === '',
        };
      }),
      await timed(PART, 'hygiene: `login --password-stdin </dev/zero`', 'exit 2 in < 5 s', async () => {
        const run = await withFd('/dev/zero', 'r', (zero) =>
          runWithStreams([...sandboxLoginArgs(sb, sb.demo)], env, { stdin: zero, killAfterMs: 15_000 }),
        );
        return { observed: `exit ${run.code} in ${run.ms} ms`, ok: run.code === 2 && run.ms < 5_000 };
      }),
    );

    const fifo = join(dir, 'corp-ca.pem');
    await copyFile(sb.caFile, fifo);
    const saved = await runCli(['config', 'set', 'caFile', fifo], { env });
    if (saved.code !== 0) throw new Error(`config set caFile failed: ${saved.stderr.slice(0, 120)}`);
    await rm(fifo);
    execFileSync('mkfifo', [fifo]);
    rows.push(
      await timed(PART, 'hygiene: FIFO caFile, `config set caFile`', 'refused (exit 2)', async () => {
        const run = await runWithStreams(['config', 'set', 'caFile', fifo], env, { killAfterMs: 25_000 });
        return {
          observed: run.code === 2 ? 'refused (exit 2)' : `exit ${run.code} in ${run.ms} ms`,
          ok: run.code === 2,
        };
      }),
      await timed(PART, 'hygiene: FIFO caFile saved earlier, `projects`', 'exit 4 in < 5 s', async () => {
        const run = await runWithStreams(['projects'], env, { killAfterMs: 25_000 });
        return { observed: `exit ${run.code} in ${run.ms} ms`, ok: run.code === 4 && run.ms < 5_000 };
      }),
      await timed(
        PART,
        'hygiene: FIFO caFile saved earlier, `doctor`',
        'FAIL ca-file in < 10 s',
        async () => {
          const run = await runWithStreams(['doctor'], env, { killAfterMs: 25_000 });
          const named = /FAIL +ca-file .*named pipe \(FIFO\)/.test(run.stdout);
          return {
            observed: `${named ? 'FAIL ca-file' : `exit ${run.code}`} in ${run.ms} ms`,
            ok: named && run.ms < 10_000,
          };
        },
      ),
    );
    await rm(fifo);
    await runCli(['config', 'set', 'caFile', sb.caFile], { env });

    const address = 'Service address [https://app.rabbiit.com/api/v1]: ';
    for (const [key, name, expected] of [
      [CTRL_C, 'Ctrl-C', 130],
      [CTRL_D, 'Ctrl-D', 2],
    ] as const) {
      rows.push(
        await timed(
          PART,
          `hygiene: ${name} at login's address prompt (pty)`,
          `exit ${expected}`,
          async () => {
            const { code } = await runInTerminal([BUILT_CLI, 'login'], [[address, key]], env);
            return { observed: `exit ${code}` };
          },
        ),
      );
    }

    if (!FAKETIME) {
      notes.push(
        'hygiene: rename with the clock a year ahead NOT RUN — no libfaketime (apt-get install faketime)',
      );
    } else {
      rows.push(
        await timed(
          PART,
          'hygiene: rename a year ahead (faketime), then today',
          '`projects` shows today’s',
          async () => {
            const id = [...sb.state.customers.values()].find((c) => c.accountId === sb.demo.accountId)!.id;
            const ahead = await runProcess(
              FAKETIME,
              [
                '-f',
                '+365d',
                process.execPath,
                BUILT_CLI,
                'rename-customer',
                String(id),
                'Renamed a year ahead',
              ],
              { cwd: ROOT, env },
            );
            if (ahead.code !== 0) return { observed: `skewed rename: exit ${ahead.code}`, ok: false };
            await runCli(['rename-customer', String(id), 'Renamed today'], { env });
            const list = await runCli(['projects', '--json'], { env });
            const projects = (
              JSON.parse(list.stdout) as { projects: Array<{ customerId: number; customerName: string }> }
            ).projects;
            return {
              observed: `shows "${projects.find((p) => p.customerId === id)?.customerName}"`,
              ok: projects.some((p) => p.customerId === id && p.customerName === 'Renamed today'),
            };
          },
        ),
      );
    }
  } finally {
    await runCli(['remove', '--account', sb.demo.email, '--json'], { env }).catch(() => undefined);
    await keychain.delete(accountKey(sb.baseUrl, sb.demo.accountId, sb.demo.email)).catch(() => undefined);
  }
  return { rows, notes };
}

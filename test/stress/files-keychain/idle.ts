import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LAST_USED_FILE } from '../../../src/main/core/accounts/last-used';
import { TimetrayCore } from '../../../src/main/core/timetray-core';
import { startSandbox, type Sandbox, type SandboxUser } from '../../sandbox';
import { BUILT_CLI, buildCli, runCli } from '../../support/run-cli';
import { timed, type Row } from '../report';
import type { AreaResult } from './index';

const PART = 'files+keychain';
const DAY = 24 * 60 * 60 * 1000;
/** A third account (the sandbox seeds two), signed in with its own curl User-Agent. */
const THIRD: SandboxUser = {
  email: 'third@timetray.test',
  password: 'third-Passw0rd',
  accountId: 'c0ffee000003',
};
/** Forward steps of the clock, in hours, summing past day 40: half days, days, a two-day gap. */
const STEPS_H = [
  12, 12, 24, 48, 6, 18, 24, 72, 24, 24, 12, 36, 24, 48, 24, 96, 24, 24, 24, 120, 24, 48, 24, 72, 24, 48, 30,
];

/**
 * Idle accounts (issue #16, defect 3) on a sandbox of its own: its clock is skewed forward
 * to day 40 and must not age the tokens of the other areas. Three accounts, one active, two
 * never used by hand; the core's keep-alive runs twice a step (as the app's timer and a CLI
 * run would) from two processes' worth of cores, on the sandbox's clock.
 */
export async function idleRows(_shared: Sandbox, dir: string): Promise<AreaResult> {
  const sb = await startSandbox({ projects: 6 });
  sb.state.users.push({ ...THIRD });
  const [demo, second] = sb.users as [SandboxUser, SandboxUser];
  const open = () => TimetrayCore.open({ configDir: dir, caFile: sb.caFile, now: sb.clock.now });
  const cores: TimetrayCore[] = [];
  const rows: Row[] = [];
  try {
    const app = await open();
    const cli = await open();
    cores.push(app, cli);
    const agents = new Map<string, string>(); // account key → the User-Agent of its token
    for (const [user, userAgent] of [
      [THIRD, 'curl/8.5.0'],
      [second, 'HTTPie/3.2.2'],
    ] as const) {
      const token = sb.issueToken({ userAgent, accountId: user.accountId, email: user.email });
      const account = await app.importToken({ baseUrl: sb.baseUrl, ...user, token, userAgent });
      agents.set(account.key, userAgent);
    }
    const active = await app.signIn({ baseUrl: sb.baseUrl, ...demo });
    await cli.reload();
    const start = sb.clock.now();
    const firstKeepAlive = sb.log.length;

    rows.push(
      await timed(
        PART,
        'idle: 3 accounts, clock skewed forward in steps to day 40',
        '3 of 3 alive at day 40',
        async () => {
          for (const hours of STEPS_H) {
            sb.clock.advance(hours * 60 * 60_000);
            await app.refreshProjects().catch(() => undefined); // the active account, used by hand
            await app.keepAliveDue();
            await cli.keepAliveDue();
          }
          const day = Math.floor((sb.clock.now() - start) / DAY);
          let count = 0; // one at a time: a refresh lists the active account
          for (const a of app.snapshot().accounts) {
            await app.useAccount(a.key);
            if (
              await app.refreshProjects().then(
                () => true,
                () => false,
              )
            )
              count += 1;
          }
          await app.useAccount(active.key);
          return {
            observed: `${count} of 3 alive at day ${day}`,
            ok: count === 3 && day >= 40,
          };
        },
      ),
    );

    rows.push(
      await timed(
        PART,
        'idle: keep-alive calls per account per day (two processes)',
        '≤ 1, own User-Agent',
        async () => {
          const perDay = new Map<string, number>();
          let foreign = 0;
          for (const entry of sb.log.slice(firstKeepAlive)) {
            const userAgent = entry.headers['user-agent'] ?? '';
            const key = [...agents].find(([, ua]) => ua === userAgent)?.[0];
            if (!key) continue; // the active account's own refreshes
            if (entry.status === 401) foreign += 1;
            const slot = `${key}@${Math.floor((entry.at - start) / DAY)}`;
            perDay.set(slot, (perDay.get(slot) ?? 0) + 1);
          }
          const most = Math.max(0, ...perDay.values());
          const calls = [...perDay.values()].reduce((a, b) => a + b, 0);
          return {
            observed: `max ${most}/day, ${calls} calls for 2 idle accounts in 40 days, ${foreign} refused`,
            ok: most <= 1 && calls >= 8 && foreign === 0,
          };
        },
      ),
    );

    rows.push(
      await timed(
        PART,
        'idle: a lastUsed dated a year ahead (clock changed)',
        'not trusted: used again',
        async () => {
          const file = join(dir, LAST_USED_FILE);
          const record = JSON.parse(await readFile(file, 'utf8')) as { accounts: Record<string, object> };
          const ahead = new Date(sb.clock.now() + 365 * DAY).toISOString();
          for (const key of Object.keys(record.accounts))
            record.accounts[key] = { used: ahead, tried: ahead };
          await writeFile(file, JSON.stringify(record));
          const fresh = await open();
          cores.push(fresh);
          const unknown = fresh.snapshot().accounts.every((a) => a.lastUsed === null);
          const outcomes = await fresh.keepAliveDue();
          const used = [...outcomes.values()].filter((o) => o === 'used').length;
          return {
            observed:
              unknown && used === 3
                ? 'not trusted: used again'
                : `shown ${unknown ? 'unknown' : 'as is'}, ${used} used`,
          };
        },
      ),
    );

    if (!existsSync(BUILT_CLI)) buildCli();
    rows.push(
      await timed(
        PART,
        'idle: `timetray projects` with 2 idle accounts due (real clock)',
        '1 call each, ≤ 1.5 s more',
        async () => {
          // The record holds sandbox-clock times weeks ahead of the real clock: the CLI trusts none.
          const env = { ...process.env, TIMETRAY_CONFIG_DIR: dir };
          const args = ['projects', '--ca-file', sb.caFile];
          const since = sb.log.length;
          const t0 = performance.now();
          const due = await runCli(args, { env });
          const withKeepAlive = performance.now() - t0;
          const t1 = performance.now();
          const again = await runCli(args, { env });
          const without = performance.now() - t1;
          const idleCalls = sb.log
            .slice(since)
            .filter((e) => [...agents.values()].includes(e.headers['user-agent'] ?? ''));
          const extra = withKeepAlive - without;
          return {
            observed: `${idleCalls.length} call(s), +${extra.toFixed(0)} ms (${withKeepAlive.toFixed(0)} vs ${without.toFixed(0)} ms)`,
            ok:
              due.code === 0 &&
              again.code === 0 &&
              idleCalls.length === 2 &&
              new Set(idleCalls.map((e) => e.headers['user-agent'])).size === 2 &&
              extra < 1500,
          };
        },
      ),
    );
    rows.push(
      await timed(PART, 'idle: a signed-out account idle 8 days', 'no call', async () => {
        const [key, userAgent] = [...agents][0]!;
        await app.signOut(key);
        await cli.reload();
        sb.clock.advance(8 * DAY);
        const since = sb.log.length;
        await app.keepAliveDue();
        await cli.keepAliveDue();
        const calls = sb.log.slice(since).filter((e) => e.headers['user-agent'] === userAgent).length;
        return { observed: calls === 0 ? 'no call' : `${calls} call(s)` };
      }),
    );
  } finally {
    const last = await open().catch(() => null);
    if (last) {
      for (const a of last.snapshot().accounts) await last.removeAccount(a.key).catch(() => undefined);
      await last.close();
    }
    await Promise.all(cores.map((c) => c.close().catch(() => undefined)));
    await sb.close();
  }
  return { rows, notes: [] };
}

/**
 * The secrets audit: after a full session (sign-in, list, rename, a second account, sign-out,
 * through the CLI and the core), no token the service issued and no password may be found
 * anywhere but the keychain: not in the config folder, the cache, the temp folders written
 * during the run, nor any output of any command. Plus Electronegativity (its own row, network
 * blocked) and the dependency advisories, which may not run here: then one line says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { decodeSecret, KeytarSecretStore } from '../../src/main/core/vault';
import type { Sandbox } from '../sandbox';
import { sandboxLoginArgs } from '../support/login-args';
import { BUILT_CLI, buildCli, runCli } from '../support/run-cli';
import { electronegativityRow } from './electronegativity';
import { timed, type Row } from './report';

/** Files under `dir` changed since `since`, at most 4 MB each (nothing we write is larger). */
function recentFiles(dir: string, since: number, depth = 0): string[] {
  if (depth > 6) return [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const name of names) {
    const path = join(dir, name);
    try {
      const s = statSync(path);
      if (s.isDirectory()) {
        if (s.mtimeMs >= since || depth === 0) out.push(...recentFiles(path, since, depth + 1));
      } else if (s.isFile() && s.mtimeMs >= since && s.size < 4 * 1024 * 1024) out.push(path);
    } catch {
      // vanished or unreadable (another user's): not ours
    }
  }
  return out;
}

export async function auditRows(
  sb: Sandbox,
  configDir: string,
  outputs: string[],
  since: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  if (!existsSync(BUILT_CLI)) buildCli(); // run alone (--only audit): concurrency did not build it
  const keychain = new KeytarSecretStore();
  const env = { ...process.env, TIMETRAY_CONFIG_DIR: configDir };
  const cli = async (args: string[], input?: string) => {
    const run = await runCli(args, { env, ...(input === undefined ? {} : { input }) });
    outputs.push(run.stdout, run.stderr);
    return run;
  };
  const [demo, second] = sb.users as [(typeof sb.users)[0], (typeof sb.users)[0]];
  const login = (user: typeof demo) => cli(sandboxLoginArgs(sb, user), `${user.password}\n`);
  const inKeychain: string[] = [];
  rows.push(
    await timed('audit', 'a full session: CLI and core', 'done', async () => {
      await login(demo);
      await cli(['projects']);
      await cli(['projects', '--json']);
      const customer = [...sb.state.customers.values()].find((c) => c.accountId === demo.accountId)!;
      await cli(['rename-customer', String(customer.id), 'Audit & Co']);
      await login(second);
      await cli(['status', '--json']);
      const core = await TimetrayCore.open({ configDir, caFile: sb.caFile });
      await core.refreshProjects();
      for (const a of core.snapshot().accounts) {
        const secret = decodeSecret(await keychain.get(a.key));
        if (secret) inKeychain.push(secret.token);
      }
      await core.useAccount(core.snapshot().accounts[0]!.key);
      await core.close();
      await cli(['logout', '--account', second.email]);
      await cli(['accounts']);
      return { observed: inKeychain.length === 2 ? 'done' : `${inKeychain.length} tokens in the keychain` };
    }),
  );
  const secrets = [...sb.state.tokens.keys(), ...inKeychain, ...sb.users.map((u) => u.password)];
  const issued = sb.log.filter((e) => e.path.endsWith('/auth') && e.status === 200).length;
  rows.push(
    await timed('audit', `${issued} tokens + passwords: config folder and cache`, 'nowhere', async () => {
      const hits = recentFiles(configDir, 0).filter((f) =>
        secrets.some((s) => readFileSync(f, 'utf8').includes(s)),
      );
      return { observed: hits.length === 0 ? 'nowhere' : hits.join(', ') };
    }),
  );
  rows.push(
    await timed('audit', 'tokens in temp folders written during the run', 'nowhere', async () => {
      // Tokens only: the sandbox's test passwords are constants in its source, which other
      // tools running on this machine (Vite, Playwright) cache in the temp folder too.
      const tokens = [...sb.state.tokens.keys(), ...inKeychain];
      const files = recentFiles(tmpdir(), since).filter((f) => !f.includes('timetray-sandbox-'));
      const hits = files.filter((f) => {
        try {
          const text = readFileSync(f, 'latin1');
          return tokens.some((s) => text.includes(s));
        } catch {
          return false;
        }
      });
      return { observed: hits.length === 0 ? 'nowhere' : hits.slice(0, 3).join(', '), ok: hits.length === 0 };
    }),
  );
  rows.push(
    await timed('audit', `every output of the run (${outputs.length} streams)`, 'nowhere', async () => {
      const hits = outputs.filter((o) => secrets.some((s) => o.includes(s))).length;
      return { observed: hits === 0 ? 'nowhere' : `${hits} outputs` };
    }),
  );
  rows.push(
    await timed('audit', 'the live token is in the keychain', 'yes', async () => {
      const core = await TimetrayCore.open({ configDir, caFile: sb.caFile });
      const active = core.snapshot().accounts.find((a) => a.active);
      const secret = active ? decodeSecret(await keychain.get(active.key)) : null;
      for (const a of core.snapshot().accounts) await keychain.delete(a.key);
      await core.close();
      return { observed: secret && sb.state.tokens.has(secret.token) ? 'yes' : 'no' };
    }),
  );
  rows.push(await electronegativityRow());
  return rows;
}

/** Checks that cannot run on this machine: each is one line saying why, never a silent pass. */
export function notRunHere(): string[] {
  const lines: string[] = [];
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 60_000 });
  const text = `${audit.stdout}\n${audit.stderr}`;
  if (audit.status === 0) lines.push('npm audit: no advisories for the production dependencies');
  else {
    let found: string | null = null;
    try {
      const report = JSON.parse(audit.stdout) as { metadata?: { vulnerabilities?: Record<string, number> } };
      const v = report.metadata?.vulnerabilities;
      if (v)
        found = Object.entries(v)
          .map(([level, n]) => `${n} ${level}`)
          .join(', ');
    } catch {
      // not a report: the registry refused
    }
    const status = /\b(4\d\d|5\d\d)\b/.exec(text)?.[1];
    lines.push(
      found !== null
        ? `npm audit: advisories found (${found}) — see npm audit`
        : `npm audit: NOT RUN — the registry's audit endpoint refused${status ? ` (${status})` : ''}; dependency advisories unchecked here`,
    );
  }
  return lines;
}

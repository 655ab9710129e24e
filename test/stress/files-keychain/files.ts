/**
 * Files an unlucky user meets (issue #16, defects 2, 4, 5, 6), through the built CLI: a
 * settings or cache file they cannot read (as the unprivileged `timetray-tester`: root reads
 * anything), odd locks (empty, future-dated, a live stranger's, a folder), a full disk (a
 * 64 KiB tmpfs) and a sign-out whose cache folder refuses the delete. Each row says what the
 * user saw and how long they waited.
 */
import { chmod, chown, mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProjectCache } from '../../../src/main/core/projects/project-cache';
import { KeytarSecretStore } from '../../../src/main/core/vault';
import type { Sandbox } from '../../sandbox';
import { sandboxLoginArgs } from '../../support/login-args';
import { buildCli, runCli, type CliRun } from '../../support/run-cli';
import { makeTempConfig } from '../../support/temp-config';
import { mountTinyDisk, noTinyDisk } from '../../support/tiny-disk';
import {
  giveToTester,
  NO_TESTER,
  runAsTester,
  runCliAsTester,
  tester,
  testerCommand,
} from '../../support/unprivileged';
import { oneAccountSettingsText } from '../../support/settings-fixture';
import { timed, type Row } from '../report';
import type { AreaResult } from './index';

const PART = 'files+keychain';

const SETTINGS = oneAccountSettingsText();

/** "exit N" plus what the user was told, short enough for the table. */
const said = (run: CliRun, ...wanted: string[]) =>
  `exit ${run.code}${wanted.every((w) => run.stderr.includes(w)) ? ', names file+fix' : `, said: ${run.stderr.trim().slice(0, 90)}`}`;

export async function filesRows(sb: Sandbox, _dir: string): Promise<AreaResult> {
  const rows: Row[] = [];
  const notes: string[] = [];
  buildCli();
  rows.push(...(await permissionRows(sb, notes)));
  rows.push(...(await lockRows()));
  rows.push(...(await fullDiskRows(sb, notes)));
  return { rows, notes };
}

/** As the tester: an unreadable settings file (mode 000, root's), an unreadable cache, logout that cannot delete. */
async function permissionRows(sb: Sandbox, notes: string[]): Promise<Row[]> {
  if (!tester()) {
    notes.push(`files: unreadable settings/cache and logout with an unwritable cache NOT RUN — ${NO_TESTER}`);
    return [];
  }
  const rows: Row[] = [];
  const config = await makeTempConfig();
  const dir = config.dir;
  const file = join(dir, 'settings.json');
  const cli = (args: string[]) => runCliAsTester(args, { env: { TIMETRAY_CONFIG_DIR: dir } });
  try {
    for (const [how, setUp] of [
      ['mode 000', () => chmod(file, 0o000)],
      ['owned by root (after sudo)', () => chown(file, 0, 0).then(() => chmod(file, 0o600))],
    ] as const) {
      rows.push(
        await timed(
          PART,
          `files: settings.json ${how}, \`config\` and \`use\``,
          'exit 1, names file+fix; nothing moved, accounts intact',
          async () => {
            await writeFile(file, SETTINGS);
            giveToTester(dir, file);
            await setUp();
            const config = await cli(['config']);
            const use = await cli(['use', 'Work']);
            const intact =
              (await readdir(dir)).join() === 'settings.json' && (await readFile(file, 'utf8')) === SETTINGS;
            const fix = how === 'mode 000' ? `chmod u+rw "${file}"` : `sudo chown "$USER" "${file}"`;
            const [saidConfig, saidUse] = [said(config, file, fix), said(use, file, fix)];
            const both = saidConfig === saidUse ? saidConfig : `config: ${saidConfig}; use: ${saidUse}`;
            return { observed: `${both}; ${intact ? 'nothing moved, accounts intact' : 'FILE CHANGED'}` };
          },
        ),
      );
    }
    await chown(file, tester()!.uid, tester()!.gid);
    await chmod(file, 0o600);
    rows.push(await unreadableCacheRow(dir));
    rows.push(await logoutRow(sb, dir));
  } finally {
    await config.cleanup();
  }
  return rows;
}

async function unreadableCacheRow(dir: string): Promise<Row> {
  return timed(
    PART,
    'files: cache file mode 000, `accounts`',
    'exit 0, names file+fix; file kept',
    async () => {
      const cacheFile = new ProjectCache(dir).fileOf('k1');
      await mkdir(join(dir, 'cache'), { recursive: true });
      await writeFile(cacheFile, '{"version":1}');
      giveToTester(join(dir, 'cache'), cacheFile);
      await chmod(cacheFile, 0o000);
      const run = await runCliAsTester(['accounts'], {
        keyring: true,
        env: { TIMETRAY_CONFIG_DIR: dir },
      });
      const kept = (await readFile(cacheFile, 'utf8')) === '{"version":1}';
      return { observed: `${said(run, cacheFile, 'chmod u+rw')}; ${kept ? 'file kept' : 'FILE CHANGED'}` };
    },
  );
}

async function logoutRow(sb: Sandbox, dir: string): Promise<Row> {
  return timed(
    PART,
    'files: logout with cache/ not writable',
    'exit 0, revoked, warns which saved list stayed',
    async () => {
      const caFile = join(dir, 'ca.pem');
      await writeFile(caFile, await readFile(sb.caFile));
      giveToTester(dir, caFile);
      const cli = testerCommand();
      const script = [
        `${cli} ${sandboxLoginArgs({ ...sb, caFile }, sb.demo).join(' ')} >/dev/null || exit 9`,
        `chmod 555 "$TIMETRAY_CONFIG_DIR/cache"`,
        `${cli} logout; echo "exit=$?"`,
      ].join('\n');
      const revokesBefore = sb.log.filter((e) => e.path === '/api/v1/auth/revoke' && e.status === 200).length;
      const run = await runAsTester('bash', ['-c', script], {
        keyring: true,
        env: { TIMETRAY_CONFIG_DIR: dir },
        input: `${sb.demo.password}\n`,
      });
      const revoked =
        sb.log.filter((e) => e.path === '/api/v1/auth/revoke' && e.status === 200).length > revokesBefore;
      const exit = /exit=(\d+)/.exec(run.stdout)?.[1] ?? `? (${run.code})`;
      const warned =
        /Left behind on this computer: the saved project list \(Could not delete .*cache.*EACCES/.test(
          run.stderr,
        );
      return {
        observed: `exit ${exit}, ${revoked ? 'revoked' : 'NOT revoked'}, ${warned ? 'warns which saved list stayed' : `said: ${run.stderr.trim().slice(0, 80)}`}`,
      };
    },
  );
}

/** As root (a lock needs no permission fault): empty, future-dated, a live stranger's, a folder. */
async function lockRows(): Promise<Row[]> {
  const config = await makeTempConfig();
  const lock = join(config.dir, 'settings.json.lock');
  const set = () =>
    runCli(['config', 'set', 'hideMoney', 'true'], {
      env: { ...process.env, TIMETRAY_CONFIG_DIR: config.dir },
    });
  const waited = async (): Promise<{ run: CliRun; s: number }> => {
    const started = performance.now();
    const run = await set();
    return { run, s: (performance.now() - started) / 1000 };
  };
  const rows: Row[] = [];
  try {
    rows.push(
      await timed(PART, 'files: empty lock (its writer failed)', 'exit 0, waited ≤ 3 s', async () => {
        await writeFile(lock, '');
        const { run, s } = await waited();
        return { observed: `exit ${run.code}, waited ${s.toFixed(1)} s`, ok: run.code === 0 && s <= 3 };
      }),
    );
    rows.push(
      await timed(
        PART,
        'files: lock dated a year ahead (clock turned back)',
        'exit 0, waited < 1 s',
        async () => {
          const future = Date.now() + 365 * 24 * 3600_000;
          await writeFile(lock, JSON.stringify({ pid: process.pid, nonce: 'future', at: future }));
          await utimes(lock, new Date(future), new Date(future));
          const { run, s } = await waited();
          return { observed: `exit ${run.code}, waited ${s.toFixed(1)} s`, ok: run.code === 0 && s < 1 };
        },
      ),
    );
    rows.push(
      await timed(
        PART,
        'files: lock held by a live unrelated process',
        'exit 0, waited ≤ 10 s, said whom it waits for',
        async () => {
          await writeFile(lock, JSON.stringify({ pid: process.pid, nonce: 'stranger', at: Date.now() }));
          const { run, s } = await waited();
          const told = run.stderr.includes(
            `timetray: Waiting for another Timetray process (pid ${process.pid}) that holds ${lock}…`,
          );
          return {
            observed: `exit ${run.code}, waited ${s.toFixed(1)} s, ${told ? 'said whom it waits for' : 'SILENT'}`,
            ok: run.code === 0 && s <= 10 && told && run.stderr.split('Waiting').length === 2,
          };
        },
      ),
    );
    rows.push(
      await timed(PART, 'files: lock that is a folder', 'exit 1 at once, names lock+fix', async () => {
        await mkdir(lock);
        const { run, s } = await waited();
        const named =
          run.stderr.includes(`Could not lock ${lock} (EISDIR)`) && run.stderr.includes(`mv "${lock}"`);
        return {
          observed: `exit ${run.code}${s < 1 ? ' at once' : ` after ${s.toFixed(1)} s`}, ${named ? 'names lock+fix' : run.stderr.trim().slice(0, 80)}`,
        };
      }),
    );
  } finally {
    await config.cleanup();
  }
  return rows;
}

/** On a real full disk (a 64 KiB tmpfs): `use`, `config set` and `project`. */
async function fullDiskRows(sb: Sandbox, notes: string[]): Promise<Row[]> {
  const disk = mountTinyDisk();
  if (!disk) {
    notes.push(`files: full disk (use, config set, project) NOT RUN — ${noTinyDisk}`);
    return [];
  }
  const env = { ...process.env, TIMETRAY_CONFIG_DIR: disk.dir };
  const cli = (args: string[], input?: string) =>
    runCli(args, { env, ...(input === undefined ? {} : { input }) });
  const keychain = new KeytarSecretStore();
  let key: string | null = null;
  const rows: Row[] = [];
  try {
    const login = await cli([...sandboxLoginArgs(sb, sb.demo), '--json'], `${sb.demo.password}\n`);
    key = (JSON.parse(login.stdout) as { account: { key: string } }).account.key;
    const id = sb.state.projectsOf(sb.demo.accountId)[0]!.id;
    disk.fill();
    const full = 'the disk is full. Free some space on the disk holding';
    for (const args of [
      ['use', sb.demo.email],
      ['config', 'set', 'hideMoney', 'true'],
    ]) {
      rows.push(
        await timed(
          PART,
          `files: full disk, \`${args.slice(0, 2).join(' ')}\``,
          'exit 1, says the disk is full',
          async () => {
            const run = await cli(args);
            return {
              observed: `exit ${run.code}, ${run.stderr.includes(full) ? 'says the disk is full' : run.stderr.trim().slice(0, 90)}`,
            };
          },
        ),
      );
    }
    rows.push(
      await timed(
        PART,
        'files: full disk, `project ID`',
        'exit 0, project shown, says the disk is full, no lock left',
        async () => {
          const run = await cli(['project', String(id)]);
          const shown = run.stdout.includes(sb.state.projects.get(id)!.name);
          const left = (await readdir(disk.dir)).filter((f) => /\.(lock|tmp)$/.test(f));
          return {
            observed: [
              `exit ${run.code}`,
              shown ? 'project shown' : 'NOT shown',
              run.stderr.includes(full) ? 'says the disk is full' : `said: ${run.stderr.trim().slice(0, 60)}`,
              left.length === 0 ? 'no lock left' : `left ${left.join()}`,
            ].join(', '),
          };
        },
      ),
    );
  } finally {
    disk.unfill();
    if (key) await keychain.delete(key).catch(() => undefined);
    disk.unmount();
  }
  return rows;
}

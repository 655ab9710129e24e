import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareTls } from '../sandbox/tls';
import { BUILT_CLI, buildCli, runCli, type CliRun } from '../support/run-cli';
import { runProcess } from '../support/run-process';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/** `timetray config` as a user runs it: the built CLI on a throwaway config folder. */
let config: TempConfig;
let ca: TempConfig;
let caFile: string;

beforeAll(async () => {
  buildCli();
  ca = await makeTempConfig('timetray-config-ca-');
  caFile = (await prepareTls(ca.dir)).caFile;
});
afterAll(() => ca.cleanup());
beforeEach(async () => {
  config = await makeTempConfig();
});
afterEach(() => config.cleanup());

const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  TIMETRAY_CONFIG_DIR: config.dir,
  ...extra,
});
const cli = (args: string[], extra?: NodeJS.ProcessEnv): Promise<CliRun> => runCli(args, { env: env(extra) });
const saved = async (): Promise<Record<string, unknown>> =>
  (
    JSON.parse(await readFile(join(config.dir, 'settings.json'), 'utf8')) as {
      preferences: Record<string, unknown>;
    }
  ).preferences;

describe('timetray config', () => {
  it('lists every setting with its default, for people and as JSON', async () => {
    const human = await cli(['config']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^refreshIntervalMinutes\s+15$/m);
    expect(human.stdout).toMatch(/^globalShortcut\s+off$/m);
    expect(human.stdout).toMatch(/^caFile\s+none$/m);
    const json = await cli(['config', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      preferences: {
        refreshIntervalMinutes: 15,
        launchAtLogin: false,
        globalShortcut: null,
        showArchived: false,
        hideMoney: false,
        caFile: null,
        language: 'auto',
        budgetAlerts: true,
        currency: 'none',
        cycleStartDay: 1,
        weekStart: 'auto',
        trayTitle: 'off',
        workDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
        roundTo: null,
      },
    });
  });

  // CLI runs one after the other (each save must see the last): slow on a busy machine.
  it('sets each setting, saves it in settings.json and reads it back', { timeout: 90_000 }, async () => {
    const steps: Array<[string, string, unknown]> = [
      ['refreshIntervalMinutes', '30', 30],
      ['refreshIntervalMinutes', 'manual', null],
      ['launchAtLogin', 'true', true],
      ['globalShortcut', 'ctrl+alt+t', 'Ctrl+Alt+T'],
      ['showArchived', 'on', true],
      ['hideMoney', 'yes', true],
      ['caFile', caFile, caFile],
      ['language', 'pt-br', 'pt-BR'],
      ['language', 'en', 'en'],
      // As LANG spells it, codeset and all.
      ['language', 'pt_BR.UTF-8', 'pt-BR'],
      ['budgetAlerts', 'off', false],
      ['budgetAlerts', 'Sim', true],
      ['budgetAlerts', 'não', false],
      ['currency', 'brl', 'BRL'],
      ['cycleStartDay', '7', 7],
      ['weekStart', 'segunda', 'monday'],
      ['trayTitle', 'hoje', 'today'],
      ['trayTitle', 'Week', 'week'],
      // A range, in Portuguese, and a list out of order with a day twice: saved in week order.
      ['workDays', 'seg-sáb', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']],
      ['workDays', 'fri,mon tue,Mon', ['mon', 'tue', 'fri']],
      ['roundTo', '15', 15],
      ['roundTo', 'none', null],
      ['roundTo', '6', 6],
    ];
    for (const [key, value, stored] of steps) {
      const set = await cli(['config', 'set', key, value, '--json']);
      expect(set.code, `${key} ${value}: ${set.stderr}`).toBe(0);
      expect(JSON.parse(set.stdout)).toEqual({ key, value: stored });
    }
    const expected = {
      refreshIntervalMinutes: null,
      launchAtLogin: true,
      globalShortcut: 'Ctrl+Alt+T',
      showArchived: true,
      hideMoney: true,
      caFile,
      language: 'pt-BR',
      budgetAlerts: false,
      currency: 'BRL',
      cycleStartDay: 7,
      weekStart: 'monday',
      trayTitle: 'week',
      workDays: ['mon', 'tue', 'fri'],
      roundTo: 6,
    };
    expect(await saved()).toEqual(expected);
    expect(JSON.parse((await cli(['config', '--json'])).stdout)).toEqual({ preferences: expected });
    expect(JSON.parse((await cli(['config', 'get', 'hideMoney', '--json'])).stdout)).toEqual({
      key: 'hideMoney',
      value: true,
    });
    // language is pt-BR now: the CLI speaks it (keys and values stay as they are).
    const caSet = await cli(['config', 'set', 'caFile', caFile]);
    expect(caSet.stdout).toMatch(
      /caFile agora é .*ca\.pem\.\nConfiando em Timetray Sandbox CA \(válida até \d{1,2} de [a-zç]+\. de \d{4}\)/,
    );
    expect((await cli(['config', 'get', 'globalShortcut'])).stdout).toBe('Ctrl+Alt+T\n');
    // What only the tray app acts on is said to take effect there, not "now" in the CLI.
    expect((await cli(['config', 'set', 'launchAtLogin', 'false'])).stdout).toBe(
      'launchAtLogin agora é false.\nO aplicativo Timetray aplica isso: na hora, se estiver aberto; senão, quando abrir de novo.\n',
    );
    expect((await cli(['config', 'set', 'hideMoney', 'false'])).stdout).toBe('hideMoney agora é false.\n');
  });

  it('config set says first what the file holds that cannot be used, then where the file as it was is kept', async () => {
    const file = join(config.dir, 'settings.json');
    const text = JSON.stringify({
      version: 1,
      accounts: [],
      preferences: { refreshIntervalMinutes: 'fast' },
    });
    await writeFile(file, text);
    const set = await cli(['config', 'set', 'hideMoney', 'false']);
    expect([set.code, set.stdout]).toEqual([0, 'hideMoney is now false.\n']);
    const [notice, copied] = set.stderr.trimEnd().split('\n');
    expect(notice).toMatch(
      /^timetray: In .*settings\.json: refreshIntervalMinutes must be .*; using 15\. The next change saves the file that way/,
    );
    const copy = /the file as it was is (.*settings\.json\.before-[^ ]*)\.$/.exec(copied ?? '')?.[1];
    expect(await readFile(copy!, 'utf8')).toBe(text);
    expect((await saved())['refreshIntervalMinutes']).toBe(15);
  });

  it('stores a relative CA file path as an absolute one', async () => {
    const run = await runProcess(process.execPath, [BUILT_CLI, 'config', 'set', 'caFile', 'ca.pem'], {
      cwd: ca.dir,
      env: env(),
    });
    expect(run.code).toBe(0);
    expect((await saved()).caFile).toBe(join(ca.dir, 'ca.pem'));
  });

  it('refuses bad values with exit 2 and the accepted ones, changing nothing', async () => {
    const notPem = join(ca.dir, 'server-key.pem'); // a PEM file, but a key, not a certificate
    const damaged = join(ca.dir, 'damaged.pem');
    await writeFile(damaged, '-----BEGIN CERTIFICATE-----\nnot base64 at all\n-----END CERTIFICATE-----\n');
    const cases: Array<[string[], RegExp]> = [
      [['refreshIntervalMinutes', '10'], /refreshIntervalMinutes must be 5, 15, 30, 60 or manual; got "10"/],
      [['launchAtLogin', 'maybe'], /launchAtLogin must be true or false/],
      [['globalShortcut', 'T'], /not a shortcut Timetray understands.*CommandOrControl\+Alt\+T/],
      [['caFile', join(ca.dir, 'missing.pem')], /Not saved: .*missing\.pem does not exist/],
      [['caFile', notPem], /Not saved: .*holds no PEM certificate/],
      [['caFile', damaged], /Not saved: certificate 1 in .*damaged\.pem is damaged/],
      [['caFile', ca.dir], /Not saved: .* is a folder/],
      [['language', 'pt-PT'], /language must be auto, en, or pt-BR .*; got "pt-PT"/],
      [['workDays', 'fri-mon'], /workDays must be days of the week: mon,tue,wed,thu,fri or a range mon-fri/],
      [['workDays', 'weekdays'], /workDays must be days of the week.*; got "weekdays"/],
      [['roundTo', '10'], /roundTo must be none, 6, 15, or 30 \(minutes each invoice entry/],
      [['colour', 'blue'], /Unknown setting "colour". Settings: refreshIntervalMinutes, launchAtLogin/],
    ];
    // Side by side: none of them writes anything.
    const runs = await Promise.all(cases.map(([args]) => cli(['config', 'set', ...args])));
    runs.forEach((run, i) => {
      const [args, message] = cases[i]!;
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
    });
    const json = await cli(['config', 'set', 'hideMoney', 'perhaps', '--json']);
    expect(JSON.parse(json.stderr)).toMatchObject({ error: { code: 'bad_input' } });
    expect((await cli(['config', '--json'])).stdout).toContain('"refreshIntervalMinutes": 15');
  });

  it('usage errors exit 2: a missing value, an unknown action, too many arguments', async () => {
    const usages = [
      ['config', 'set', 'hideMoney'],
      ['config', 'frob'],
      ['config', 'get'],
      ['config', 'get', 'a', 'b'],
    ];
    const runs = await Promise.all(usages.map((args) => cli(args)));
    runs.forEach((run, i) => {
      expect(run.code, usages[i]!.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/Usage: timetray config/);
    });
    // Pointed at config's own help, as every other command's usage error is.
    expect(runs[2]!.stderr).toBe(
      'timetray: Usage: timetray config [get KEY | set KEY VALUE]. See `timetray config --help`.\n',
    );
    const help = await cli(['config', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/config set KEY VALUE/);
  });

  it('a bad value in settings.json is reported and shown at its default; the accounts survive a set', async () => {
    const account = {
      key: 'https://x.test|abc|a@x.test',
      label: 'Work',
      baseUrl: 'https://x.test/api/v1',
      accountId: 'abc',
      email: 'a@x.test',
      signedOutReason: null,
    };
    await mkdir(config.dir, { recursive: true });
    await writeFile(
      join(config.dir, 'settings.json'),
      JSON.stringify({
        version: 1,
        accounts: [account],
        activeKey: account.key,
        preferences: { refreshIntervalMinutes: 'often', hideMoney: true },
      }),
    );
    const run = await cli(['config', 'get', 'refreshIntervalMinutes']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('15\n');
    expect(run.stderr).toMatch(/refreshIntervalMinutes must be 5, 15, 30, 60 or null \(manual\); using 15/);
    // With --json every line on stderr is JSON, the notice too (here and where the core opens).
    for (const args of [
      ['config', 'get', 'refreshIntervalMinutes', '--json'],
      ['status', '--json'],
    ]) {
      const lines = (await cli(args)).stderr.trim().split('\n');
      expect(
        lines.map((line) => JSON.parse(line) as unknown),
        args.join(' '),
      ).toEqual([
        {
          warning: {
            code: 'settings',
            message: expect.stringMatching(/refreshIntervalMinutes must be 5, 15/),
          },
        },
      ]);
    }
    expect((await cli(['config', 'set', 'launchAtLogin', 'true'])).code).toBe(0);
    const file = JSON.parse(await readFile(join(config.dir, 'settings.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(file).toMatchObject({
      accounts: [account],
      preferences: { hideMoney: true, launchAtLogin: true, refreshIntervalMinutes: 15 },
    });
  });

  it('works without any keychain (no D-Bus session), and refuses to write over a newer version’s file', async () => {
    const noBus = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent', DISPLAY: '' };
    const set = await cli(['config', 'set', 'refreshIntervalMinutes', '60'], noBus);
    expect(set.code).toBe(0);
    expect((await saved()).refreshIntervalMinutes).toBe(60);

    const newer = JSON.stringify({ version: 3, accounts: [] });
    await writeFile(join(config.dir, 'settings.json'), newer);
    const refused = await cli(['config', 'set', 'hideMoney', 'true']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/newer Timetray/);
    expect(await readFile(join(config.dir, 'settings.json'), 'utf8')).toBe(newer);
  });

  it('says it waits for another Timetray holding the settings lock; with --json, as a JSON warning', async () => {
    await mkdir(config.dir, { recursive: true });
    // A live process that is not Timetray holds the lock (this test's own pid): it is waited
    // for, said after a second, then taken as abandoned.
    const lock = join(config.dir, 'settings.json.lock');
    await writeFile(lock, JSON.stringify({ pid: process.pid, nonce: 'stranger', at: Date.now() }));
    const run = await cli(['config', 'set', 'hideMoney', 'true', '--json']);
    expect(run.code).toBe(0);
    const lines = run.stderr.trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        warning: {
          code: 'lock_wait',
          message: expect.stringContaining(`(pid ${process.pid}) that holds ${lock}`),
        },
      },
    ]);
    expect(await saved()).toMatchObject({ hideMoney: true });
  }, 20_000);
});

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_NAMES, OPTIONS } from '../../src/main/cli/command-table';
import { PREFERENCE_KEYS } from '../../src/main/core/settings/preferences';
import { ROOT } from '../support/run-probe';
import { BUILT_CLI, buildCli, runCli } from '../support/run-cli';
import { seedSettings } from '../support/settings-fixture';

/**
 * `timetray completion bash|zsh|fish` from the built CLI (issue 18, point 7). bash and fish
 * really complete: the script is loaded into the shell and asked, as the shell asks it on Tab.
 * zsh is syntax-checked (`zsh -n`) and its function run with stand-ins for compadd and _files
 * (real zsh completion needs an interactive line editor).
 */
const dir = mkdtempSync(join(tmpdir(), 'timetray-completion-'));
const scripts: Record<string, string> = {};
const has = (shell: string): boolean => spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;

beforeAll(async () => {
  buildCli();
  for (const shell of ['bash', 'zsh', 'fish']) {
    const run = await runCli(['completion', shell]);
    expect(run.code).toBe(0);
    scripts[shell] = join(dir, `timetray.${shell}`);
    writeFileSync(scripts[shell], run.stdout);
  }
  writeFileSync(join(dir, 'corp-ca.pem'), '');
  // `timetray` as the shells find it on PATH, with two accounts (ids "work" and "acme").
  mkdirSync(join(dir, 'bin'));
  writeFileSync(join(dir, 'bin/timetray'), `#!/bin/sh\nexec "${process.execPath}" "${BUILT_CLI}" "$@"\n`);
  chmodSync(join(dir, 'bin/timetray'), 0o755);
  await seedSettings(join(dir, 'config'), 'work', 'work', 'acme');
  // A third account edited by hand: its id is shell code, which no completion may run.
  const file = join(dir, 'config/settings.json');
  const settings = JSON.parse(readFileSync(file, 'utf8')) as { accounts: Array<Record<string, unknown>> };
  const hostile = { ...settings.accounts[0], key: 'k3', accountId: `x$(touch ${join(dir, 'ran')})` };
  writeFileSync(file, JSON.stringify({ ...settings, accounts: [...settings.accounts, hostile] }));
});
/** The environment of the shells: the `timetray` above first on PATH, its accounts. */
const shellEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${join(dir, 'bin')}:${process.env['PATH']}`,
  TIMETRAY_CONFIG_DIR: join(dir, 'config'),
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What bash offers on Tab after `words` (the last one is being typed). */
function bashCompletes(words: string[]): string[] {
  const run = spawnSync(
    'bash',
    [
      '-c',
      'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _timetray; printf "%s\\n" "${COMPREPLY[@]}"',
      'test',
      scripts['bash']!,
      ...words,
    ],
    { encoding: 'utf8', cwd: dir, env: shellEnv() },
  );
  expect(run.stderr).toBe('');
  return run.stdout.split('\n').filter(Boolean).sort();
}

/** What fish offers on Tab for `line` (`complete -C`, fish's own query). */
function fishCompletes(line: string): string[] {
  const run = spawnSync(
    'fish',
    ['--no-config', '-c', `source $argv[1]; complete -C ${JSON.stringify(line)}`, scripts['fish']!],
    { encoding: 'utf8', cwd: dir, env: shellEnv() },
  );
  expect(run.stderr).toBe('');
  return run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t')[0]!)
    .sort();
}

describe('timetray completion', () => {
  it('bash completes commands, each command’s options, setting keys and their values', () => {
    expect(bashCompletes(['timetray', 'pro'])).toEqual(['project', 'projects']);
    expect(bashCompletes(['timetray', ''])).toEqual([...COMMAND_NAMES].sort());
    expect(bashCompletes(['timetray', 'projects', '--'])).toEqual(
      ['--cached', '--ca-file', '--help', '--json', '--version'].sort(),
    );
    expect(bashCompletes(['timetray', 'login', '--pa'])).toEqual(['--password-stdin']);
    expect(bashCompletes(['timetray', 'config', ''])).toEqual(['get', 'set']);
    expect(bashCompletes(['timetray', 'config', 'set', 'hide'])).toEqual(['hideMoney']);
    expect(bashCompletes(['timetray', '--json', 'config', 'get', ''])).toEqual([...PREFERENCE_KEYS].sort());
    expect(bashCompletes(['timetray', 'config', 'set', 'hideMoney', ''])).toEqual(['false', 'true']);
    expect(bashCompletes(['timetray', 'config', 'set', 'refreshIntervalMinutes', ''])).toEqual([
      '15',
      '30',
      '5',
      '60',
      'manual',
    ]);
    expect(bashCompletes(['timetray', 'config', 'set', 'caFile', 'corp'])).toEqual(['corp-ca.pem']);
    // An option's value is not taken for the command.
    expect(bashCompletes(['timetray', '--ca-file', 'corp-ca.pem', 'acc'])).toEqual(['accounts']);
    expect(bashCompletes(['timetray', 'completion', ''])).toEqual(['bash', 'fish', 'zsh']);
  });

  it('completes an account by its id where a command takes one, asking the CLI for the list', () => {
    expect(bashCompletes(['timetray', 'use', ''])).toEqual(['acme', 'work']); // not the hand-edited x$(…)
    expect(existsSync(join(dir, 'ran'))).toBe(false);
    expect(bashCompletes(['timetray', 'remove', 'ac'])).toEqual(['acme']);
    expect(bashCompletes(['timetray', 'logout', '--account', 'w'])).toEqual(['work']);
    expect(bashCompletes(['timetray', 'use', 'acme', ''])).toEqual([]); // one account per command
    expect(bashCompletes(['timetray', 'status', ''])).toEqual([]);
    if (has('fish')) {
      expect(fishCompletes('timetray use ')).toEqual(['acme', 'work']);
      expect(fishCompletes('timetray logout --account ')).toEqual(['acme', 'work']);
    }
  });

  it('every script is generated from the CLI’s tables: each command, option and setting key is in it', () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const text = readFileSync(scripts[shell]!, 'utf8');
      for (const word of [...COMMAND_NAMES, ...Object.keys(OPTIONS), ...PREFERENCE_KEYS]) {
        expect({ shell, word, found: text.includes(word) }).toEqual({ shell, word, found: true });
      }
    }
  });

  it.skipIf(!has('zsh'))('the zsh script parses (zsh -n) and offers the same words', () => {
    const check = spawnSync('zsh', ['-n', scripts['zsh']!], { encoding: 'utf8' });
    expect({ code: check.status, stderr: check.stderr }).toEqual({ code: 0, stderr: '' });
    // Outside a completion widget: compadd and _files stand in and print what was offered
    // (zsh itself then filters by the typed prefix, so every candidate is listed here).
    const offered = (words: string[]): string[] => {
      const run = spawnSync(
        'zsh',
        [
          '-f',
          '-c',
          'compdef() {}; _files() { print -- "<files>" }; compadd() { [[ $1 == -- ]] && shift; print -l -- "$@" }; ' +
            'source "$1"; shift; words=("$@"); CURRENT=$#; _timetray',
          'test',
          scripts['zsh']!,
          ...words,
        ],
        { encoding: 'utf8', env: shellEnv() },
      );
      expect(run.stderr).toBe('');
      return run.stdout.split('\n').filter(Boolean).sort();
    };
    expect(offered(['timetray', 'pro'])).toEqual([...COMMAND_NAMES].sort());
    expect(offered(['timetray', '--ca-file', 'x.pem', 'projects', '--'])).toEqual(
      ['--cached', '--ca-file', '--help', '--json', '--version'].sort(),
    );
    expect(offered(['timetray', 'config', 'set', 'hideMoney', ''])).toEqual(['false', 'true']);
    expect(offered(['timetray', 'config', 'set', 'caFile', ''])).toEqual(['<files>', 'none']);
    expect(offered(['timetray', 'use', ''])).toEqual(['acme', 'work']);
    expect(offered(['timetray', 'logout', '--account', ''])).toEqual(['acme', 'work']);
  });

  it.skipIf(!has('fish'))('fish parses and completes the same things', () => {
    const check = spawnSync('fish', ['--no-execute', scripts['fish']!], { encoding: 'utf8' });
    expect({ code: check.status, stderr: check.stderr }).toEqual({ code: 0, stderr: '' });
    expect(fishCompletes('timetray pro')).toEqual(['project', 'projects']);
    expect(fishCompletes('timetray config set hideMoney ')).toEqual(['false', 'true']);
    expect(fishCompletes('timetray config get show')).toEqual(['showArchived']);
    expect(fishCompletes('timetray projects --c')).toEqual(['--ca-file', '--cached']);
  });

  it('an unknown shell is a usage error naming the three', async () => {
    const run = await runCli(['completion', 'tcsh']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/No completion for "tcsh": choose bash, zsh, or fish\./);
    const portuguese = await runCli(['completion', 'tcsh'], {
      env: { ...process.env, LC_ALL: 'pt_BR.UTF-8' },
    });
    expect(portuguese.stderr).toMatch(/escolha bash, zsh ou fish\./);
  });

  it('the built CLI prints package.json’s version', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect((await runCli(['--version'])).stdout).toBe(`timetray ${version}\n`);
    // With --json, as every answer: for a script.
    expect(JSON.parse((await runCli(['--version', '--json'])).stdout)).toEqual({ version });
  });

  it('no command: the overview help on stderr (exit 2); with --json, the JSON error instead', async () => {
    const bare = await runCli([]);
    expect([bare.code, bare.stdout]).toEqual([2, '']);
    expect(bare.stderr).toMatch(/^timetray — /);
    const asJson = await runCli(['--json']);
    expect([asJson.code, asJson.stdout]).toEqual([2, '']);
    expect(JSON.parse(asJson.stderr)).toEqual({
      error: {
        code: 'bad_input',
        message: 'No command given. The commands and their options: `timetray --help`.',
      },
    });
  });
});

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/main/core/api';
import { CoreError } from '../../src/main/core/core-error';
import { parseCli } from '../../src/main/cli/args';
import { resolveAccount } from '../../src/main/cli/context';
import { errorCodeOf, exitCodeFor } from '../../src/main/cli/exit-codes';
import { overviewHelp } from '../../src/main/cli/help';
import { cliLocale } from '../../src/main/cli/when';
import type { CliIo } from '../../src/main/cli/io';
import { runCli } from '../../src/main/cli/main';
import { UsageError } from '../../src/main/cli/usage-error';
import type { AccountSummary } from '../../src/shared/types';

describe('parseCli', () => {
  it('takes a command, its arguments and its own options', () => {
    expect(parseCli(['rename-customer', '7', 'Acme Ltd', '--json'])).toMatchObject({
      command: 'rename-customer',
      positionals: ['7', 'Acme Ltd'],
      values: { json: true },
    });
    expect(parseCli(['login', '--base-url', 'https://x', '--password-stdin'])).toMatchObject({
      command: 'login',
      values: { 'base-url': 'https://x', 'password-stdin': true },
    });
    expect(parseCli([])).toMatchObject({ command: null });
  });

  it('config takes zero to three arguments; doctor takes none but --json and --ca-file', () => {
    expect(parseCli(['config'])).toMatchObject({ command: 'config', positionals: [] });
    expect(parseCli(['config', 'get', 'hideMoney'])).toMatchObject({ positionals: ['get', 'hideMoney'] });
    expect(parseCli(['config', 'set', 'caFile', '/ca.pem', '--json'])).toMatchObject({
      positionals: ['set', 'caFile', '/ca.pem'],
      values: { json: true },
    });
    expect(parseCli(['doctor', '--json', '--ca-file', 'ca.pem'])).toMatchObject({
      command: 'doctor',
      values: { json: true, 'ca-file': 'ca.pem' },
    });
  });

  it.each([
    [['frobnicate']],
    [['projects', '--nope']],
    [['projects', '--password-stdin']], // an option of another command
    [['use']], // missing ACCOUNT
    [['rename-customer', '7']],
    [['login', '--base-url']], // missing value
    [['config', 'set', 'hideMoney', 'true', 'extra']], // more than [get|set] [KEY] [VALUE]
    [['doctor', 'now']],
    [['doctor', '--cached']],
  ])('rejects %j as a usage error', (argv) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
  });
});

describe('exit codes', () => {
  it.each([
    [new UsageError('x'), 2],
    [new CoreError('signed_out', 'x'), 3],
    [new ApiError('unauthorized', 'x', 401), 3],
    [new ApiError('network', 'x'), 4],
    [new ApiError('timeout', 'x'), 4],
    [new ApiError('tls', 'x'), 4],
    [new ApiError('server', 'x', 500), 1],
    [new CoreError('keychain', 'x'), 1],
    [new Error('bug'), 1],
  ])('%s → %i', (error, code) => {
    expect(exitCodeFor(error)).toBe(code);
  });
});

const acct = (over: Partial<AccountSummary>): AccountSummary => ({
  key: 'k',
  label: 'L',
  baseUrl: 'https://x',
  accountId: 'id',
  email: 'e@x',
  signedIn: true,
  active: false,
  lastUsed: null,
  ...over,
});

describe('resolveAccount', () => {
  const list = [
    acct({ key: 'https://x|a1|ann@x', label: 'Work', accountId: 'a1', email: 'ann@x' }),
    acct({ key: 'https://x|a2|ann@x', label: 'Side', accountId: 'a2', email: 'ann@x' }),
  ];
  it('finds by key, label or account id, case-insensitively', () => {
    expect(resolveAccount(list, 'https://x|a2|ann@x').label).toBe('Side');
    expect(resolveAccount(list, 'work').accountId).toBe('a1');
    expect(resolveAccount(list, 'A2').label).toBe('Side');
  });
  it('finds a label typed without its accents, unless the accented spelling is another account', () => {
    const accented = [
      ...list,
      acct({ key: 'https://x|a3|bia@x', label: 'Ômega São Paulo', accountId: 'a3', email: 'bia@x' }),
    ];
    expect(resolveAccount(accented, 'omega sao paulo').accountId).toBe('a3');
    expect(resolveAccount(accented, 'Ômega São Paulo').accountId).toBe('a3');
    const twins = [
      ...accented,
      acct({ key: 'https://x|a4|cid@x', label: 'Omega Sao Paulo', accountId: 'a4', email: 'cid@x' }),
    ];
    expect(resolveAccount(twins, 'Omega Sao Paulo').accountId).toBe('a4'); // exact spelling first
    expect(() => resolveAccount(twins, 'omega são paulo')).toThrow(/several accounts/);
  });

  it('refuses an ambiguous or unknown name, listing the keys to pick from', () => {
    expect(() => resolveAccount(list, 'ann@x')).toThrow(/several accounts[\s\S]*https:\/\/x\|a1\|ann@x/);
    expect(() => resolveAccount(list, 'nobody')).toThrow(UsageError);
  });
});

describe('runCli before any command runs', () => {
  const capture = () => {
    const io = { out: '', err: '' };
    const cliIo: CliIo = {
      stdout: (t) => void (io.out += t),
      stderr: (t) => void (io.err += t),
      stdin: Readable.from([]),
      // No locale and no settings of this user's: English, whatever the machine speaks.
      env: { TIMETRAY_CONFIG_DIR: '/nonexistent/timetray-test-config' },
    };
    return { io, cliIo };
  };

  it('bare `timetray` is a usage error: help on stderr, exit 2; --help is help on stdout, exit 0', async () => {
    const bare = capture();
    expect(await runCli([], bare.cliIo)).toBe(2);
    expect(bare.io.out).toBe('');
    expect(bare.io.err).toBe(overviewHelp(80));
    const help = capture();
    expect(await runCli(['--help'], help.cliIo)).toBe(0);
    expect(help.io.out).toBe(overviewHelp(80));
    expect(help.io.err).toBe('');
  });

  it('reports a usage error in --json with the shared code bad_input, as the window does', async () => {
    const run = capture();
    expect(await runCli(['frobnicate', '--json'], run.cliIo)).toBe(2);
    expect(JSON.parse(run.io.err)).toMatchObject({ error: { code: 'bad_input' } });
    expect(errorCodeOf(new UsageError('x'))).toBe('bad_input');
    expect(errorCodeOf(new CoreError('bad_input', 'x'))).toBe('bad_input');
    expect(overviewHelp(80)).toMatch(/"bad_input" for a\s+usage error/);
    expect(overviewHelp(80)).toContain('warnings (stderr)  {"warning": {"code": string, "message": string}}');
  });

  it('says what decides the formats of times: the language setting, else LC_ALL, LC_TIME or LANG', () => {
    expect(cliLocale({ LANG: 'en_US.UTF-8' }, 'pt-BR')).toBe('pt-BR'); // the setting wins
    expect(cliLocale({ LANG: 'de_DE.UTF-8' }, null)).toBe('de-DE');
    expect(overviewHelp(80).replace(/\s+/g, ' ')).toContain(
      '(the language setting, else LC_ALL, LC_TIME or LANG)',
    );
  });
});

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCli } from '../../src/main/cli/args';
import { answerBeforeFirstAccount } from '../../src/main/cli/before-first-account';
import type { CliIo } from '../../src/main/cli/io';
import { runCommand } from '../../src/main/cli/run';
import type { CommandName } from '../../src/main/cli/command-table';
import { speak } from '../../src/main/core/i18n';

/**
 * Before the first sign-in, `status` and `accounts` answer from settings.json without opening
 * the core (cli/before-first-account.ts). They must say exactly what the core's way says —
 * words, `--json`, exit code — and leave to the core everything that is more than "no account
 * yet": a corrupt file it moves aside, a newer version's file, bad preferences, a sign-in that
 * a killed process left noted, a `--ca-file` to check.
 */
let configDir: string;
beforeEach(async () => {
  configDir = await mkdtemp(join(tmpdir(), 'timetray-first-'));
});
afterEach(async () => {
  speak('en');
  await rm(configDir, { recursive: true, force: true });
});

interface Answer {
  code: number | null;
  stdout: string;
  stderr: string;
}

function capture(): { io: CliIo; answer: Omit<Answer, 'code'> } {
  const answer = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: (text) => void (answer.stdout += text),
    stderr: (text) => void (answer.stderr += text),
    stdin: Readable.from([]),
    env: { ...process.env, TIMETRAY_CONFIG_DIR: configDir },
  };
  return { io, answer };
}

const parsed = (argv: string[]) => parseCli(argv) as ReturnType<typeof parseCli> & { command: CommandName };

async function quick(argv: string[]): Promise<Answer> {
  const { io, answer } = capture();
  const args = parsed(argv) as ReturnType<typeof parsed> & { command: 'status' | 'accounts' };
  return { code: await answerBeforeFirstAccount(args, io, configDir), ...answer };
}

async function throughTheCore(argv: string[]): Promise<Answer> {
  const { io, answer } = capture();
  return { code: await runCommand(parsed(argv), io), ...answer };
}

const settings = (body: object) => writeFile(join(configDir, 'settings.json'), JSON.stringify(body));

describe('status and accounts before the first sign-in', () => {
  const COMMANDS = [['status'], ['status', '--json'], ['accounts'], ['accounts', '--json']];

  it('say what the core would, word for word, with no settings file', async () => {
    for (const argv of COMMANDS) {
      const answer = await quick(argv);
      expect(answer.code, argv.join(' ')).not.toBeNull();
      expect(answer, argv.join(' ')).toEqual(await throughTheCore(argv));
    }
    expect((await quick(['status'])).stdout).toBe('No accounts yet. Add one with `timetray login`.\n');
    expect((await quick(['status'])).code).toBe(3);
  });

  it('in Portuguese too, and with a saved CA file (usable or gone) named as the core names it', async () => {
    speak('pt-BR');
    const ca = join(configDir, 'ca.pem');
    await settings({ version: 1, accounts: [], preferences: { caFile: ca } });
    const missing = await quick(['status']);
    expect(missing.stdout).toMatch(/^Nenhuma conta ainda\./);
    expect(missing.stdout).toContain(ca);
    for (const argv of COMMANDS)
      expect(await quick(argv), argv.join(' ')).toEqual(await throughTheCore(argv));
  });

  it('leave every other case to the core, and touch nothing', async () => {
    const file = join(configDir, 'settings.json');
    await writeFile(file, '\u0000garbage{{{');
    expect((await quick(['status'])).code).toBeNull();
    expect(await readFile(file, 'utf8')).toBe('\u0000garbage{{{'); // the core moves it aside, and says so
    expect(await readdir(configDir)).toEqual(['settings.json']);

    await settings({ version: 3, accounts: [] });
    expect((await quick(['status'])).code).toBeNull(); // a newer version's: the core's notice

    await settings({ version: 1, accounts: [], preferences: { hideMoney: 'maybe' } });
    expect((await quick(['accounts'])).code).toBeNull(); // a bad preference: the core's notice

    await rm(file);
    await mkdir(join(configDir, 'pending'));
    await writeFile(join(configDir, 'pending', `${'a'.repeat(32)}.999999.json`), '{}');
    expect((await quick(['status'])).code).toBeNull(); // a sign-in to settle (revoke its token)
    await rm(join(configDir, 'pending'), { recursive: true });

    expect((await quick(['status', '--ca-file', join(configDir, 'none.pem')])).code).toBeNull();
    expect((await quick(['status'])).code).toBe(3);
  });
});

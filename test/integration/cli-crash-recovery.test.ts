import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { accountKey, decodeSecret } from '../../src/main/core/vault';
import { json, useCliFixture } from '../support/cli-fixture';
import { BUILT_CLI } from '../support/run-cli';

/** A CLI killed with -9 half-way through a login, and the next start. */
const f = useCliFixture();

describe('kill -9 between the keychain write and the settings write', () => {
  it('the next start revokes the token no account lists and deletes it from the keychain', async () => {
    const key = accountKey(f.sb.baseUrl, f.sb.demo.accountId, f.sb.demo.email);
    // Hold the settings lock, as a slow writer would: the login stores its token, then waits.
    const lock = join(f.config.dir, 'settings.json.lock');
    await writeFile(lock, JSON.stringify({ pid: process.pid, nonce: 'test', at: Date.now() }));
    const child = spawn(
      process.execPath,
      [BUILT_CLI, 'login', ...f.loginArgs(), '--password-stdin', '--ca-file', f.sb.caFile],
      { env: f.env(), stdio: ['pipe', 'ignore', 'ignore'] },
    );
    child.stdin.end(`${f.sb.demo.password}\n`);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let stored: string | null = null;
    for (let i = 0; i < 300 && stored === null; i++) {
      stored = await f.keychain.get(key);
      if (stored === null) await sleep(20);
    }
    expect(stored).not.toBeNull(); // the token is in the keychain; settings.json does not list it
    f.seen.push(decodeSecret(stored)?.token ?? ''); // the fixture then checks no file or output holds it
    child.kill('SIGKILL');
    await exited;
    await rm(lock);
    expect(f.sb.state.tokens.size).toBe(1); // live at the service, listed nowhere

    const next = await f.cli(['accounts', '--json', '--ca-file', f.sb.caFile]);
    expect(json(next)).toEqual({ accounts: [] });
    expect(await f.keychain.get(key)).toBeNull();
    expect(f.sb.state.tokens.size).toBe(0); // revoked at its origin
    expect(f.sb.log.some((e) => e.path.endsWith('/auth/revoke') && e.status === 200)).toBe(true);
  });
});

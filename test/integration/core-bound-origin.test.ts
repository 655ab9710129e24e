import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCoreFixture } from '../support/core-fixture';

const fx = useCoreFixture();

/** Points the first account's `baseUrl` in settings.json at `baseUrl`, as an edit by hand (or malware) would. */
async function rewriteBaseUrl(baseUrl: string): Promise<void> {
  const file = join(fx.config.dir, 'settings.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as { accounts: Array<{ baseUrl: string }> };
  settings.accounts[0]!.baseUrl = baseUrl;
  await writeFile(file, JSON.stringify(settings));
}

const MISMATCH = /The address of Demo in settings\.json does not match its keychain entry — sign in again\./;

describe('a token only goes to the origin its keychain entry names', () => {
  it('refresh after settings.json points elsewhere: nothing reaches the other origin, a clear error', async () => {
    const core = await fx.open();
    const account = await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo, label: 'Demo' });
    const token = await fx.tokenOf(account.key);
    await rewriteBaseUrl(`${fx.sb.other.origin}/api/v1`);
    await core.reload();
    await expect(core.refreshProjects()).rejects.toMatchObject({ code: 'settings', message: MISMATCH });
    expect(fx.sb.other.log).toEqual([]);
    expect(core.snapshot().error).toMatchObject({ code: 'settings', message: MISMATCH });
    expect(await fx.tokenOf(account.key)).toBe(token); // not a 401: the session is intact
  });

  it('sign-out after settings.json points elsewhere: no revoke sent there, the token is deleted here', async () => {
    const core = await fx.open();
    const account = await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo, label: 'Demo' });
    await fx.tokenOf(account.key);
    await rewriteBaseUrl(`${fx.sb.other.origin}/api/v1`);
    await core.reload();
    expect(await core.signOut()).toEqual({ revoked: false, state: 'not_reached' });
    expect(fx.sb.other.log).toEqual([]);
    expect(await fx.keychain.get(account.key)).toBeNull();
    expect(core.snapshot().session.status).toBe('signed_out');
  });
});

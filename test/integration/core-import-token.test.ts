import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenRefused } from '../../src/main/core/timetray-core';
import { useCoreFixture } from '../support/core-fixture';

const fx = useCoreFixture();
const revokes = () => fx.sb.log.filter((e) => e.path === '/api/v1/auth/revoke');
const savedSettings = async () => readFile(join(fx.config.dir, 'settings.json'), 'utf8');

describe('importing a token the service refuses', () => {
  it('leaves the working session of that account alone: old token kept, nothing revoked', async () => {
    const core = await fx.open();
    const account = await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo, label: 'Demo' });
    const good = await fx.tokenOf(account.key);
    const before = await savedSettings();
    await expect(
      core.importToken({
        baseUrl: fx.sb.baseUrl,
        accountId: fx.sb.demo.accountId,
        email: fx.sb.demo.email,
        token: 'pasted-garbage',
        userAgent: 'curl/8.5.0',
      }),
    ).rejects.toMatchObject({ code: 'signed_out', message: tokenRefused() });
    expect(await fx.tokenOf(account.key)).toBe(good);
    expect(revokes()).toEqual([]);
    expect(await savedSettings()).toBe(before);
    expect(core.snapshot().session).toMatchObject({ status: 'signed_in', account: { key: account.key } });
    await expect(core.refreshProjects()).resolves.toHaveLength(24); // the old token still works
  });

  it('does not add (or activate) an account it could not sign in', async () => {
    const [demo, second] = fx.sb.users as [typeof fx.sb.demo, typeof fx.sb.demo];
    const core = await fx.open();
    const account = await core.signIn({ baseUrl: fx.sb.baseUrl, ...demo });
    await fx.tokenOf(account.key);
    await expect(
      core.importToken({
        baseUrl: fx.sb.baseUrl,
        accountId: second.accountId,
        email: second.email,
        token: 'pasted-garbage',
        userAgent: 'curl/8.5.0',
      }),
    ).rejects.toMatchObject({ code: 'signed_out', message: tokenRefused() });
    expect(core.snapshot().accounts.map((a) => [a.key, a.active])).toEqual([[account.key, true]]);
    expect(JSON.parse(await savedSettings())).toMatchObject({ activeKey: account.key });
    expect(revokes()).toEqual([]);
  });
});

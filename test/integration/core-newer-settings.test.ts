import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCoreFixture } from '../support/core-fixture';

const NEWER = JSON.stringify({ version: 3, accounts: [{ key: 'from-a-newer-timetray' }] });

describe("the app's core with a newer Timetray's settings", () => {
  const f = useCoreFixture();

  it('refuses to sign in before asking the service, so no token is left without an account', async () => {
    const file = join(f.config.dir, 'settings.json');
    await writeFile(file, NEWER);
    const core = await f.open();
    const { email, password, accountId } = f.sb.demo;

    await expect(core.signIn({ baseUrl: f.sb.baseUrl, email, password, accountId })).rejects.toMatchObject({
      code: 'settings',
      message: expect.stringContaining('written by a newer Timetray'),
    });
    expect(f.sb.log.filter((e) => e.path.endsWith('/auth'))).toEqual([]);
    expect(f.sb.state.tokens.size).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(NEWER);
  });

  it('refuses to import a token, leaving the keychain and the file as they were', async () => {
    const file = join(f.config.dir, 'settings.json');
    await writeFile(file, NEWER);
    const core = await f.open();
    const token = f.sb.issueToken({ userAgent: 'curl/8.5.0' });
    f.remember(token);

    await expect(
      core.importToken({
        baseUrl: f.sb.baseUrl,
        accountId: f.sb.demo.accountId,
        email: f.sb.demo.email,
        token,
        userAgent: 'curl/8.5.0',
      }),
    ).rejects.toMatchObject({ code: 'settings' });
    expect(core.snapshot().accounts).toEqual([]);
    expect(f.sb.log).toEqual([]);
    expect(await readFile(file, 'utf8')).toBe(NEWER);
  });
});

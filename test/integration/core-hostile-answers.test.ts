import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useCoreFixture } from '../support/core-fixture';

/** What a broken or hostile service answers must not cost the user data or store junk. */
const fx = useCoreFixture();

describe('a project list with no readable item', () => {
  it('is a bad_response and the last good list stays, in the snapshot and in the cache', async () => {
    const core = await fx.open();
    await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
    expect(core.snapshot().projects).toHaveLength(24);
    for (const body of ['{"data":[{"id":"x"}]}', JSON.stringify({ data: [[[[[[[[[[]]]]]]]]]] })]) {
      fx.sb.faults.add({ path: '/projects', fault: { kind: 'status', status: 200, body }, times: 1 });
      await expect(core.refreshProjects()).rejects.toMatchObject({ code: 'bad_response' });
      expect(core.snapshot().projects).toHaveLength(24);
    }
    const again = await fx.open(); // what the next start (or the CLI) shows
    expect(again.snapshot().projects).toHaveLength(24);
  });

  it('an empty list is still a valid answer: the service has no projects any more', async () => {
    const core = await fx.open();
    await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'status', status: 200, body: '{"data":[]}' } });
    expect(await core.refreshProjects()).toEqual([]);
    expect((await fx.open()).snapshot().projects).toEqual([]);
  });
});

describe('the account id the service echoes at sign-in', () => {
  it.each([
    ['a control character', 'abc\u0007def'],
    ['a "|" that would split the account key', 'abc|def'],
    ['3,000 characters', 'a'.repeat(3000)],
  ])('with %s is a bad_response: nothing stored, the token revoked', async (_what, echo) => {
    const core = await fx.open();
    fx.sb.state.authEcho = echo;
    await expect(core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo })).rejects.toMatchObject({
      code: 'bad_response',
      message: 'The service accepted the sign-in but sent an unusable account id.',
    });
    expect(core.snapshot().accounts).toEqual([]);
    expect(fx.sb.state.tokens.size).toBe(0); // revoked: no live token nobody lists
    await expect(readFile(`${fx.config.dir}/settings.json`, 'utf8')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('a plain echo (the user’s own id, or a number) is still taken', async () => {
    const core = await fx.open();
    fx.sb.state.authEcho = 12345;
    const account = await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
    expect(account.accountId).toBe('12345');
  });
});

describe('a config folder that cannot hold the sign-in note', () => {
  it('fails the sign-in with the settings error and leaves no live token at the service', async () => {
    const core = await fx.open();
    await writeFile(`${fx.config.dir}/pending`, 'in the way'); // a file where the folder must go
    await expect(core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo })).rejects.toMatchObject({
      code: 'settings',
    });
    expect(fx.sb.state.tokens.size).toBe(0);
    expect(core.snapshot().accounts).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { useShellFixture, useTrayHost } from './fixture';

/** "Open Rabbiit" (issue #19) in the built main process, on the Electron TEST DOUBLE. */
const fx = useShellFixture();
useTrayHost();

describe('webapp:open (built app, Electron double)', () => {
  it('opens the signed-in account’s https projects page with shell.openExternal, and nothing signed out', async () => {
    const app = await fx.start({ platform: 'linux' });
    expect(await app.invoke('webapp:open')).toMatchObject({ ok: false, error: { code: 'signed_out' } });
    expect(app.double.electron.shell.opened).toEqual([]);
    await fx.signIn(app);
    const url = `${new URL(fx.sb.baseUrl).origin}/a/${fx.sb.demo.accountId}/#/projects`;
    expect(await app.invoke('webapp:open')).toEqual({ ok: true, value: { url } });
    expect(app.double.electron.shell.opened).toEqual([url]);
  });
});

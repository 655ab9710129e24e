import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { argumentSchemas } from '../../src/main/ipc/validation';
import { useShellFixture, useTrayHost } from './fixture';
import { DoubleWebContents } from './double/window';

/** IPC of the built main process, called as the page would, on the Electron TEST DOUBLE. */
const fx = useShellFixture();
useTrayHost();
const CHANNELS = Object.keys(argumentSchemas).sort();

describe('IPC (built app, Electron double)', () => {
  it('handles every channel of the contract exactly once, and answers the panel', async () => {
    const app = await fx.start({ platform: 'linux' });
    expect([...app.double.handleCount.keys()].sort()).toEqual(CHANNELS);
    expect([...app.double.handleCount.values()].every((count) => count === 1)).toBe(true);
    // The panel was loaded from an install folder named "Timetray 100% [beta]^|".
    expect(app.panel()!.webContents.url).toContain('100%');
    const state = (await app.invoke('state:get')) as { session: { status: string } };
    expect(state.session.status).toBe('signed_out');
  });

  it('refuses every channel from a subframe, another page and another web contents', async () => {
    const app = await fx.start({ platform: 'linux' });
    const panel = app.fromPanel();
    const strangers = [
      { ...panel, mainFrame: false },
      { ...panel, url: 'file:///tmp/evil.html' },
      { ...panel, url: panel.url.replace('index.html', 'other.html') },
      { ...panel, url: 'https://example.com/' },
      { sender: new DoubleWebContents(), url: panel.url },
    ];
    for (const channel of CHANNELS) {
      for (const from of strangers) {
        await expect(app.double.invoke(channel, from), `${channel} from ${from.url}`).rejects.toThrow(
          /Refused/,
        );
      }
    }
    // Nothing reached the core: still signed out, no request to the service.
    expect(fx.sb.log).toEqual([]);
  });

  it('makes the panel sandboxed, context-isolated, without Node, with a preload file that exists', async () => {
    const app = await fx.start({ platform: 'linux' });
    const prefs = app.panel()!.options['webPreferences'] as Record<string, unknown>;
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(existsSync(String(prefs['preload']))).toBe(true);
    expect(app.double.log).toContain('app.enableSandbox');
    // Permissions are all denied; new windows are denied.
    const session = app.double.electron.session.defaultSession;
    let granted: boolean | null = null;
    (session.permissionRequest as (w: unknown, p: string, cb: (ok: boolean) => void) => void)(
      null,
      'media',
      (ok) => (granted = ok),
    );
    expect(granted).toBe(false);
    expect(app.panel()!.webContents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({
      action: 'deny',
    });
  });

  it('signs in through IPC against the sandbox and the real keychain; the page gets the list pushed', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    const pushes = app.panel()!.webContents.sent.filter((m) => m.channel === 'state:changed');
    const last = pushes.at(-1)!.args[0] as { session: { status: string } };
    expect(last.session.status).toBe('signed_in');
    const token = await fx.keychain.get(
      ((await app.invoke('state:get')) as { accounts: { key: string }[] }).accounts[0]!.key,
    );
    expect(token).toBeTruthy();
  });
});

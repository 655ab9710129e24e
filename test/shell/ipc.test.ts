import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { argumentSchemas } from '../../src/main/app/ipc/validation';
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

  it('loads the panel in the first language of the desktop it has (?locale=), as the snapshot says', async () => {
    const app = await fx.start({ platform: 'linux', systemLanguages: ['de-DE', 'pt-BR', 'en-US'] });
    expect(new URL(app.panel()!.webContents.url).searchParams.get('locale')).toBe('pt-BR');
    expect(((await app.invoke('state:get')) as { locale: string }).locale).toBe('pt-BR');
  });

  it('an English desktop gets the panel in English', async () => {
    const app = await fx.start({ platform: 'linux' });
    expect(new URL(app.panel()!.webContents.url).searchParams.get('locale')).toBe('en');
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

  it('a long list: state:get answers with its first screen, and window:painted naming that answer pushes the rest once', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    // 12 seeded projects, copied to 600 in the same customers: a list worth answering in two parts.
    const seeded = fx.sb.state.projectsOf(fx.sb.demo.accountId);
    for (let copy = 0; copy < 49; copy++) for (const p of seeded) fx.sb.state.addProject({ ...p, id: 0 });
    expect(((await app.invoke('projects:list')) as { ok: boolean }).ok).toBe(true);

    const answer = (await app.invoke('state:get')) as {
      projects: unknown[];
      firstScreenOnly?: true;
      firstScreenId?: number;
    };
    expect(answer.firstScreenOnly).toBe(true);
    expect(answer.projects.length).toBeLessThan(300);
    const id = answer.firstScreenId!;
    // Pushes after the answer that carry the whole list (the refresh before it pushed one too).
    const sent = app.panel()!.webContents.sent;
    const answeredAt = sent.length;
    const whole = () =>
      sent
        .slice(answeredAt)
        .filter(
          (m) =>
            m.channel === 'state:changed' && (m.args[0] as { projects?: unknown[] }).projects?.length === 600,
        );
    await app.invoke('window:painted', id + 1); // another answer's number: nothing
    expect(whole()).toHaveLength(0);
    await app.invoke('window:painted', id);
    expect(whole()).toHaveLength(1);
    await app.invoke('window:painted', id); // said twice: sent once
    expect(whole()).toHaveLength(1);
  });
});

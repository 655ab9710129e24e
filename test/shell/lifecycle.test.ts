import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { settle, waitFor } from './load-app';
import { useShellFixture, useTrayHost } from './fixture';

/** Lifecycle of the built main process on the Electron TEST DOUBLE. */
const fx = useShellFixture();
useTrayHost();

const projectGets = () => fx.sb.log.filter((e) => e.method === 'GET' && e.path.endsWith('/projects')).length;

describe('lifecycle (built app, Electron double)', () => {
  it('a second launch shows the panel', async () => {
    const app = await fx.start({ platform: 'linux' });
    expect(app.panel()!.isVisible()).toBe(false);
    app.app.emit('second-instance', {}, ['timetray'], '/');
    expect(app.panel()!.isVisible()).toBe(true);
  });

  it('macOS: reopening from Finder or Spotlight (activate) shows the panel', async () => {
    const app = await fx.start({ platform: 'darwin' });
    app.app.emit('activate', {}, false);
    expect(app.panel()!.isVisible()).toBe(true);
  });

  it('losing the single-instance lock quits at once, with no tray', async () => {
    const app = await fx.start({ platform: 'linux', singleInstance: false });
    expect(app.app.quitted).toBe(true);
    expect(app.double.trays).toEqual([]);
  });

  it('resume from sleep and the 15-minute timer each refresh the list', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    await settle();
    const before = projectGets();
    app.double.electron.powerMonitor.emit('resume');
    await waitFor(() => projectGets() === before + 1, 5000, 'a refresh on resume');
    // Finished (a running refresh would be joined, not repeated).
    for (let i = 0; i < 200 && ((await app.invoke('state:get')) as { refreshing: boolean }).refreshing; i++) {
      await settle(25);
    }
    expect(app.refreshTimers().map((t) => t.ms)).toEqual([15 * 60_000]); // the default preference
    app.refreshTimers()[0]!.callback();
    await waitFor(() => projectGets() === before + 2, 5000, 'a refresh from the timer');
  });

  it('quit waits for the core to close, then quits; settings and cache are on disk; everything is released', async () => {
    const app = await fx.start({ platform: 'linux' });
    const { key } = await fx.signIn(app);
    const panel = app.panel()!;
    await app.quit();
    expect(app.double.log.filter((line) => line.startsWith('before-quit'))).toEqual([
      'before-quit:prevented',
      'before-quit:through',
    ]);
    expect(app.tray().isDestroyed()).toBe(true);
    expect(panel.isDestroyed()).toBe(true);
    expect(app.double.handlers.size).toBe(0);
    const settings = JSON.parse(await readFile(`${fx.config.dir}/settings.json`, 'utf8'));
    expect(settings.activeKey).toBe(key);
    expect((await readdir(fx.config.dir)).some((name) => name !== 'settings.json')).toBe(true);
    // Closed: the resume listener and the timer are gone.
    expect(app.double.electron.powerMonitor.listenerCount('resume')).toBe(0);
    expect(app.refreshTimers()).toEqual([]);
    await fx.keychain.delete(key);
  });

  it('a system shutdown (macOS, Linux) is never held by before-quit, and still closes the core', async () => {
    for (const platform of ['darwin', 'linux'] as const) {
      const app = await fx.start({ platform });
      app.double.electron.powerMonitor.emit('shutdown');
      expect(app.tray().isDestroyed()).toBe(true);
      app.app.quit(); // what the system does next
      expect(app.app.quitted).toBe(true);
      expect(app.double.log).not.toContain('before-quit:prevented');
      await app.dispose();
    }
  });

  it('Windows: the session ending (no before-quit there) releases everything without waiting; the files on disk are whole', async () => {
    const app = await fx.start({ platform: 'win32' });
    const { key } = await fx.signIn(app);
    app.panel()!.emit('session-end', { reasons: ['shutdown'] });
    // Windows may end the process right now: what is on disk must already be complete.
    const settings = JSON.parse(await readFile(`${fx.config.dir}/settings.json`, 'utf8'));
    expect(settings.activeKey).toBe(key);
    expect((await readdir(fx.config.dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(app.tray().isDestroyed()).toBe(true);
    expect(app.double.handlers.size).toBe(0);
    app.app.quit();
    expect(app.app.quitted).toBe(true);
    expect(app.double.log).not.toContain('before-quit:prevented');
    await fx.keychain.delete(key);
  });
});

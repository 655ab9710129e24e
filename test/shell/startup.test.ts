import { describe, expect, it } from 'vitest';
import { waitFor } from './load-app';
import { useShellFixture, useTrayHost } from './fixture';

/** What the tray and the window say until the core is open (English: no system language says otherwise). */
const STARTING_REASON = 'Starting — reading your accounts and the keychain…';

/** The built main process on the Electron TEST DOUBLE (see double/electron-double.ts). */
const fx = useShellFixture();
useTrayHost();

describe('start-up (built app, Electron double)', () => {
  it('shows the tray and loads the panel before the core has opened, from a "starting" snapshot', async () => {
    const app = await fx.start({ platform: 'linux' });
    const firstMenu = app.tray().menusSet[0]!;
    expect(firstMenu.labels()).toContain(STARTING_REASON);
    expect(app.double.windows).toHaveLength(1);
    expect(app.tray().tooltip).toBe('Timetray — signed out');
    await waitFor(() => !app.tray().contextMenu!.labels().includes(STARTING_REASON), 5000, 'the core');
    expect(app.tray().contextMenu!.labels()).toContain('Sign in…');
  });

  it("never loads the CLI's entry file, which runs a command as soon as it is loaded", async () => {
    const app = await fx.start({ platform: 'linux' });
    await waitFor(() => !app.tray().contextMenu!.labels().includes(STARTING_REASON), 5000, 'the core');
    // The chunks the app shares with the CLI must not reach back into out/main/cli.js: in the
    // app it would parse Electron's arguments as a command, print and set the exit code.
    const loaded = Object.keys(require.cache).filter((file) => /[\\/]out[\\/]main[\\/]/.test(file));
    expect(loaded.some((file) => file.endsWith('index.js'))).toBe(true);
    expect(loaded.filter((file) => /[\\/]out[\\/]main[\\/]cli\.js$/.test(file))).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
  });
});

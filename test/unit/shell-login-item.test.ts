import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyLaunchAtLogin,
  linuxLaunchCommand,
  type LoginItems,
} from '../../src/main/app/desktop/login-item';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

let home: TempConfig;
beforeEach(async () => {
  home = await makeTempConfig('timetray-home-');
});
afterEach(() => home.cleanup());

/** Login items as macOS/Windows keep them; `refuse`: the OS ignores the change. */
function osLoginItems(options: { refuse?: boolean; status?: string; throws?: string } = {}) {
  let on = false;
  const calls: Array<Record<string, unknown>> = [];
  const items: LoginItems = {
    setLoginItemSettings(settings) {
      if (options.throws) throw new Error(options.throws);
      calls.push(settings);
      if (!options.refuse) on = settings.openAtLogin;
    },
    getLoginItemSettings: () => ({ openAtLogin: on, ...(options.status ? { status: options.status } : {}) }),
  };
  return { items, calls };
}

const packaged = {
  execPath: '/Applications/Timetray.app/Contents/MacOS/Timetray',
  isPackaged: true,
  appPath: '/x',
};

describe('launch at login: macOS and Windows (setLoginItemSettings)', () => {
  it('macOS: sets openAtLogin and checks it took; off again removes it', async () => {
    const os = osLoginItems();
    const deps = { platform: 'darwin' as const, loginItems: os.items, env: {}, ...packaged };
    expect(await applyLaunchAtLogin(true, deps)).toBeNull();
    expect(os.calls).toEqual([{ openAtLogin: true }]);
    expect(await applyLaunchAtLogin(true, deps)).toBeNull(); // already on: the system is left alone
    expect(os.calls).toHaveLength(1);
    expect(await applyLaunchAtLogin(false, deps)).toBeNull();
    expect(os.calls.at(-1)).toEqual({ openAtLogin: false });
  });

  it('Windows: the executable path (and, unpackaged, the app folder) go to both calls', async () => {
    const os = osLoginItems();
    const exe = 'C:\\Users\\ann\\AppData\\Local\\Programs\\Timetray\\Timetray.exe';
    const base = {
      platform: 'win32' as const,
      loginItems: os.items,
      env: {},
      execPath: exe,
      appPath: 'C:\\src\\tt',
    };
    expect(await applyLaunchAtLogin(true, { ...base, isPackaged: true })).toBeNull();
    expect(os.calls).toEqual([{ openAtLogin: true, path: exe, args: [] }]);
    await applyLaunchAtLogin(false, { ...base, isPackaged: false });
    expect(os.calls.at(-1)).toEqual({ openAtLogin: false, path: exe, args: ['"C:\\src\\tt"'] });
  });

  it('a change the system does not keep, or one that throws, is a problem in words', async () => {
    const refused = osLoginItems({ refuse: true });
    expect(
      await applyLaunchAtLogin(true, { platform: 'win32', loginItems: refused.items, env: {}, ...packaged }),
    ).toBe(
      'Launch at login could not be turned on: the system still says off (check Task Manager → Startup apps).',
    );
    const throwing = osLoginItems({ throws: 'SMAppService failed' });
    expect(
      await applyLaunchAtLogin(true, {
        platform: 'darwin',
        loginItems: throwing.items,
        env: {},
        ...packaged,
      }),
    ).toBe('Launch at login could not be turned on: SMAppService failed.');
  });

  it('macOS 13+: an item waiting for approval says where to approve it', async () => {
    const waiting = osLoginItems({ status: 'requires-approval' });
    expect(
      await applyLaunchAtLogin(true, { platform: 'darwin', loginItems: waiting.items, env: {}, ...packaged }),
    ).toMatch(/waits for your approval: allow Timetray in System Settings → General → Login Items/);
  });
});

describe('launch at login: Linux (XDG autostart entry)', () => {
  const never: LoginItems = {
    setLoginItemSettings: () => {
      throw new Error('not on Linux');
    },
    getLoginItemSettings: () => {
      throw new Error('not on Linux');
    },
  };

  it('writes and removes ~/.config/autostart/timetray.desktop, starting the app hidden', async () => {
    const file = join(home.dir, 'autostart', 'timetray.desktop');
    const deps = {
      platform: 'linux' as const,
      loginItems: never,
      env: {},
      execPath: '/opt/Timetray/timetray',
      isPackaged: true,
      appPath: '/opt/Timetray/resources/app.asar',
      autostartFile: file,
    };
    expect(await applyLaunchAtLogin(true, deps)).toBeNull();
    expect(await readFile(file, 'utf8')).toContain('Exec=/opt/Timetray/timetray --hidden\n');
    expect(await applyLaunchAtLogin(false, deps)).toBeNull();
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('an AppImage starts the AppImage file ($APPIMAGE), not the temporary mount it runs from', () => {
    expect(
      linuxLaunchCommand({
        execPath: '/tmp/.mount_TimetrXYZ/timetray',
        env: { APPIMAGE: '/home/ann/Applications/Timetray-0.1.0.AppImage' },
        isPackaged: true,
        appPath: '/tmp/.mount_TimetrXYZ/resources/app.asar',
      }),
    ).toEqual(['/home/ann/Applications/Timetray-0.1.0.AppImage', '--hidden']);
    // A development run: Electron plus the app folder.
    expect(
      linuxLaunchCommand({ execPath: '/e/electron', env: {}, isPackaged: false, appPath: '/src/tt' }),
    ).toEqual(['/e/electron', '/src/tt', '--hidden']);
  });

  it('a folder it cannot write is a problem naming the file', async () => {
    // ~/.config/autostart is a file here: no folder can be made there (not even by root).
    const blocked = join(home.dir, 'autostart');
    await writeFile(blocked, 'not a folder');
    const file = join(blocked, 'timetray.desktop');
    const problem = await applyLaunchAtLogin(true, {
      platform: 'linux',
      loginItems: never,
      env: {},
      execPath: '/opt/Timetray/timetray',
      isPackaged: true,
      appPath: '/x',
      autostartFile: file,
    });
    // mkdir answers EEXIST here, ENOTDIR elsewhere: the same sentence either way.
    expect(problem?.replace(/\((ENOTDIR|EEXIST)\)/, '(CODE)')).toBe(
      `Launch at login could not be turned on: Could not save ${file} (CODE): a part of ${blocked} is a file, not a folder. Move that file away, then try again.`,
    );
  });
});

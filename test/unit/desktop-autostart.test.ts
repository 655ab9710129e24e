import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  autostartEnabled,
  autostartEntry,
  autostartFile,
  launchCommand,
  quoteExecArgument,
  setAutostart,
} from '../../src/main/core/system/autostart';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

let home: TempConfig;
beforeEach(async () => {
  home = await makeTempConfig('timetray-home-');
});
afterEach(() => home.cleanup());

describe('launch at login on Linux (XDG autostart)', () => {
  it('lives in $XDG_CONFIG_HOME/autostart, else ~/.config/autostart', () => {
    expect(autostartFile({}, '/home/ann')).toBe('/home/ann/.config/autostart/timetray.desktop');
    expect(autostartFile({ XDG_CONFIG_HOME: '/cfg' }, '/home/ann')).toBe('/cfg/autostart/timetray.desktop');
  });

  it('turning it on writes a valid entry the desktop starts; off removes it; both can repeat', async () => {
    const file = autostartFile({}, home.dir);
    await setAutostart(true, { file, command: ['/opt/Timetray/timetray'] });
    await setAutostart(true, { file, command: ['/opt/Timetray/timetray'] });
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^\[Desktop Entry\]\nType=Application\nName=Timetray\n/);
    expect(text).toMatch(/^Exec=\/opt\/Timetray\/timetray$/m);
    // Described in the desktop user's language, whichever Timetray speaks.
    expect(text).toMatch(/^Comment=Your Rabbiit projects in the system tray$/m);
    expect(text).toMatch(/^Comment\[pt_BR\]=Seus projetos do Rabbiit na bandeja do sistema$/m);
    expect((await stat(file)).mode & 0o077).toBe(0); // the user's own file
    expect(await autostartEnabled(file)).toBe(true);
    await setAutostart(false, { file });
    await setAutostart(false, { file });
    expect(await readdir(join(home.dir, '.config', 'autostart'))).toEqual([]);
    expect(await autostartEnabled(file)).toBe(false);
  });

  it('an entry the user disabled in their desktop settings counts as off', async () => {
    const file = autostartFile({}, home.dir);
    await mkdir(join(home.dir, '.config', 'autostart'), { recursive: true });
    await writeFile(
      file,
      `${autostartEntry(['/opt/t'])}`.replace(
        'X-GNOME-Autostart-enabled=true',
        'X-GNOME-Autostart-enabled=false',
      ),
    );
    expect(await autostartEnabled(file)).toBe(false);
  });

  it('quotes paths with spaces, quotes, $ and % as the Desktop Entry spec requires', () => {
    expect(quoteExecArgument('/usr/bin/timetray')).toBe('/usr/bin/timetray');
    expect(quoteExecArgument('/home/ann/My Apps/Timetray.AppImage')).toBe(
      '"/home/ann/My Apps/Timetray.AppImage"',
    );
    expect(quoteExecArgument('/a/"x"/$HOME`b`')).toBe('"/a/\\\\"x\\\\"/\\\\$HOME\\\\`b\\\\`"');
    expect(quoteExecArgument('/a/100%/t')).toBe('/a/100%%/t');
    expect(quoteExecArgument('C:\\x y')).toBe('"C:\\\\\\\\x y"'); // one backslash → four
    expect(() => autostartEntry(['/a\nExec=/bin/evil'])).toThrow(/line break/);
  });

  it('inside an AppImage, starts the AppImage file, not its temporary mount', () => {
    expect(
      launchCommand('/tmp/.mount_TimetrXYZ/timetray', { APPIMAGE: '/home/ann/Timetray.AppImage' }),
    ).toEqual(['/home/ann/Timetray.AppImage']);
    expect(launchCommand('/usr/lib/timetray/timetray', {})).toEqual(['/usr/lib/timetray/timetray']);
  });
});

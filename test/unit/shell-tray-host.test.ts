import { describe, expect, it } from 'vitest';
import { hasTrayHost, shouldCheckTrayHost, TRAY_HOST_NAME } from '../../src/main/shell/tray-host';

describe('hasTrayHost (dbus-send answers faked here; the real bus is in test/integration)', () => {
  const reply = (value: string) => async () =>
    `method return time=1 sender=org.freedesktop.DBus\n   boolean ${value}\n`;

  it('reads true and false from dbus-send', async () => {
    expect(await hasTrayHost(reply('true'))).toBe(true);
    expect(await hasTrayHost(reply('false'))).toBe(false);
  });

  it('asks the session bus about the StatusNotifier watcher', async () => {
    let asked: string[] = [];
    await hasTrayHost(async (_file, args) => {
      asked = args;
      return 'boolean true';
    });
    expect(asked).toContain('--session');
    expect(asked).toContain(`string:${TRAY_HOST_NAME}`);
  });

  it('cannot tell when dbus-send fails or says something else', async () => {
    expect(
      await hasTrayHost(async () => {
        throw new Error('spawn dbus-send ENOENT');
      }),
    ).toBeNull();
    expect(await hasTrayHost(async () => 'Error org.freedesktop.DBus.Error.NoReply')).toBeNull();
  });
});

describe('shouldCheckTrayHost', () => {
  it('checks on Linux when started by hand, not from autostart (--hidden) nor elsewhere', () => {
    expect(shouldCheckTrayHost('linux', ['/usr/bin/timetray'])).toBe(true);
    expect(shouldCheckTrayHost('linux', ['/usr/bin/timetray', '--hidden'])).toBe(false);
    expect(shouldCheckTrayHost('darwin', ['Timetray'])).toBe(false);
  });
});

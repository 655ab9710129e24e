import { describe, expect, it } from 'vitest';
import { hasTrayHost, noTrayHost, shouldCheckTrayHost } from '../../src/main/app/desktop/tray-host';
import { speak } from '../../src/main/core/i18n';
import { WATCHER } from '../../src/main/core/doctor/tray-host-check';
import { BusUnavailable, type BusCall, type SessionBus } from '../../src/main/core/doctor/session-bus';

describe('hasTrayHost (bus answers faked here; the real bus is in test/integration)', () => {
  /** A session bus where the watcher is owned or not, and says whether a host registered. */
  const bus =
    (owned: boolean, hostRegistered?: boolean, asked: BusCall[] = []): SessionBus =>
    async (call) => {
      asked.push(call);
      if (call.method === 'org.freedesktop.DBus.NameHasOwner') {
        return `method return time=1 sender=org.freedesktop.DBus\n   boolean ${owned}\n`;
      }
      if (hostRegistered === undefined) throw new Error('org.freedesktop.DBus.Error.UnknownProperty');
      return `method return time=1\n   variant       boolean ${hostRegistered}\n`;
    };

  it('reads whether the StatusNotifier watcher is owned', async () => {
    expect(await hasTrayHost(bus(true), 2000, 'linux')).toBe(true);
    expect(await hasTrayHost(bus(false), 2000, 'linux')).toBe(false);
  });

  it('no icon when a watcher runs but no panel registered as its host (the doctor warns of the same)', async () => {
    expect(await hasTrayHost(bus(true, false), 2000, 'linux')).toBe(false);
    expect(await hasTrayHost(bus(true, true), 2000, 'linux')).toBe(true);
  });

  it('asks the session bus about the StatusNotifier watcher', async () => {
    const asked: BusCall[] = [];
    await hasTrayHost(bus(true, true, asked), 2000, 'linux');
    expect(asked[0]!.args).toEqual([`string:${WATCHER}`]);
    expect(asked[1]).toMatchObject({
      dest: WATCHER,
      args: [`string:${WATCHER}`, 'string:IsStatusNotifierHostRegistered'],
    });
  });

  it('cannot tell when there is no bus, no dbus-send, or the call fails', async () => {
    const failing =
      (error: Error): SessionBus =>
      async () => {
        throw error;
      };
    expect(
      await hasTrayHost(failing(new BusUnavailable('no-tool', 'no dbus-send')), 2000, 'linux'),
    ).toBeNull();
    expect(await hasTrayHost(failing(new BusUnavailable('no-bus', 'no bus')), 2000, 'linux')).toBeNull();
    expect(
      await hasTrayHost(failing(new Error('org.freedesktop.DBus.Error.NoReply')), 2000, 'linux'),
    ).toBeNull();
  });
});

describe('noTrayHost', () => {
  it('names the D-Bus name the probe asks about, in both languages', () => {
    for (const locale of ['en', 'pt-BR'] as const) {
      speak(locale);
      expect(noTrayHost().detail).toContain(`(${WATCHER})`);
    }
    speak('en');
  });
});

describe('shouldCheckTrayHost', () => {
  it('checks on Linux when started by hand, not from autostart (--hidden) nor elsewhere', () => {
    expect(shouldCheckTrayHost('linux', ['/usr/bin/timetray'])).toBe(true);
    expect(shouldCheckTrayHost('linux', ['/usr/bin/timetray', '--hidden'])).toBe(false);
    expect(shouldCheckTrayHost('darwin', ['Timetray'])).toBe(false);
  });
});

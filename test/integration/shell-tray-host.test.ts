import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { hasTrayHost } from '../../src/main/app/desktop/tray-host';
import { WATCHER } from '../../src/main/core/doctor/tray-host-check';

/**
 * The real session bus of scripts/with-keyring.sh: no tray host on it at first; then a
 * process takes the watcher's name, as KDE or GNOME's AppIndicator extension does.
 */
let owner: ChildProcess | null = null;
afterEach(() => {
  owner?.kill();
  owner = null;
});

it('sees no tray host on a bare session bus, and one once a process owns the watcher name', async () => {
  expect(process.env['DBUS_SESSION_BUS_ADDRESS'], 'run under scripts/with-keyring.sh').toBeTruthy();
  expect(await hasTrayHost()).toBe(false);

  const script = [
    'import dbus, sys, time',
    'bus = dbus.SessionBus()',
    `bus.request_name('${WATCHER}')`,
    'print("owned", flush=True)',
    'time.sleep(30)',
  ].join('\n');
  owner = spawn('/usr/bin/python3', ['-c', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    owner!.stdout!.once('data', () => resolve());
    owner!.once('exit', (code) => reject(new Error(`python exited with ${code}`)));
  });
  expect(await hasTrayHost()).toBe(true);
});

import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runProbe } from '../support/run-probe';

/**
 * Each way the keychain can be unusable, produced for real in a child process, must give
 * one `CoreError('keychain')` that names the cause and the fix.
 */
const temp = mkdtempSync(join(tmpdir(), 'timetray-keychain-errors-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const withoutBus = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
  const env = { ...process.env, ...extra };
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  return env;
};
const bareBus = `dbus-run-session --config-file=${ROOT}/test/support/bare-bus.conf --`;

describe('keychain failures are named with their fix', () => {
  it('works on the harness keyring (the baseline the failures differ from)', () => {
    expect(runProbe('{probe}')).toEqual({ ok: true });
  });

  it('DBUS_SESSION_BUS_ADDRESS points nowhere → "No D-Bus session"', () => {
    const result = runProbe('{probe}', withoutBus({ DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' }));
    expect(result).toMatchObject({ ok: false, name: 'CoreError', code: 'keychain' });
    expect(result.message).toMatch(/^No D-Bus session: .*DBUS_SESSION_BUS_ADDRESS.*dbus-run-session/);
  });

  it('DBUS_SESSION_BUS_ADDRESS unset and no display → "No D-Bus session"', () => {
    const env = withoutBus();
    delete env.DBUS_SESSION_BUS_ADDRESS;
    const result = runProbe('{probe}', env);
    expect(result).toMatchObject({ ok: false, code: 'keychain' });
    expect(result.message).toMatch(/^No D-Bus session: /);
  });

  it('a session bus without any keyring → "No Secret Service provider"', () => {
    const result = runProbe(`${bareBus} {probe}`, withoutBus());
    expect(result).toMatchObject({ ok: false, code: 'keychain' });
    expect(result.message).toMatch(/^No Secret Service provider: .*org\.freedesktop\.secrets.*gnome-keyring/);
  });

  it('a keyring with no default collection and no way to prompt → names the missing "login" keyring', () => {
    const home = join(temp, 'nocollection');
    const script = `
      export HOME=${home}/h XDG_DATA_HOME=${home}/d XDG_RUNTIME_DIR=${home}/r
      mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
      gnome-keyring-daemon --foreground --components=secrets </dev/null >/dev/null 2>&1 &
      for i in $(seq 100); do
        dbus-send --session --dest=org.freedesktop.DBus --print-reply /org/freedesktop/DBus \\
          org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets | grep -q true && break
        sleep 0.1
      done
      {probe}; kill %1`;
    const result = runProbe(`${bareBus} bash -c '${script.replaceAll("'", "'\\''")}'`, withoutBus());
    expect(result).toMatchObject({ ok: false, code: 'keychain' });
    expect(result.message).toMatch(/no default collection \("login"\).*Passwords and Keys/);
  });

  it('a locked collection whose unlock prompt cannot be shown → "The keychain is locked"', () => {
    // A nested harness: its own keyring, locked before the probe runs; ours stays unlocked.
    const lock =
      'dbus-send --session --dest=org.freedesktop.secrets --print-reply /org/freedesktop/secrets ' +
      'org.freedesktop.Secret.Service.Lock array:objpath:/org/freedesktop/secrets/collection/login >/dev/null';
    const env = withoutBus();
    delete env.TIMETRAY_USE_HOST_KEYRING;
    const result = runProbe(`scripts/with-keyring.sh bash -c '${lock}; {probe}'`, env);
    expect(result).toMatchObject({ ok: false, code: 'keychain_locked' });
    expect(result.message).toMatch(/^The keychain is locked: unlock the “login” keyring .*then try again/);
  });

  it('keytar whose native part is damaged → says so and how to rebuild, instead of crashing', () => {
    const broken = join(temp, 'keytar');
    cpSync(join(ROOT, 'node_modules/keytar'), broken, { recursive: true });
    writeFileSync(join(broken, 'build/Release/keytar.node'), Buffer.alloc(4096, 0x41));
    const result = runProbe(`{probe} ${broken}/lib/keytar.js`);
    expect(result).toMatchObject({ ok: false, code: 'keychain' });
    expect(result.message).toMatch(
      /^The keychain module \(keytar\) cannot be used: its native part .* is damaged.*npm run rebuild:keytar/,
    );
  });

  it('keytar missing altogether → "it is not installed"', () => {
    const result = runProbe(`{probe} ${join(temp, 'no-such-keytar', 'index.js')}`);
    expect(result).toMatchObject({ ok: false, code: 'keychain' });
    expect(result.message).toMatch(/keytar\) cannot be used: it is not installed\. Reinstall Timetray/);
  });
});

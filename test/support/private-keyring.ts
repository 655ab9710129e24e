import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A gnome-keyring of its own on a D-Bus session of its own, for tests that lock, unlock or
 * restart the keyring: doing that to the harness keyring (scripts/with-keyring.sh) would pull
 * it from under every other test running beside them. Child processes get `env`.
 *
 * Locking goes through the Secret Service's own `Lock` call. Unlocking without a prompt is
 * what a desktop login does: pam_gnome_keyring hands the password to the running daemon over
 * its control socket (`$XDG_RUNTIME_DIR/keyring/control`); the D-Bus route
 * (`UnlockWithMasterPassword`) wants a Secret Service session owned by the same connection,
 * which one-shot `dbus-send`/`gdbus` calls cannot keep. Restarting the daemon (`--replace`,
 * without `--unlock`) is the "keyring daemon restarted" case: it comes back locked.
 */
export interface PrivateKeyring {
  /** Environment for child processes: this bus, this keyring's folders, no display. */
  readonly env: NodeJS.ProcessEnv;
  /** Locks the default ("login") collection through org.freedesktop.Secret.Service.Lock. */
  lock(): void;
  /** Unlocks the "login" collection with its password, as a desktop login does. */
  unlock(): Promise<void>;
  /** Replaces the daemon by a new one, which comes back locked (as after a crash or restart). */
  restartLocked(): Promise<void>;
  /** The default collection's `Locked` property, as the Secret Service reports it. */
  locked(): boolean;
  /**
   * Stops the daemon (SIGSTOP) until the returned function is called: a keychain that never
   * answers, as a hung keyring service or an unanswered prompt leaves it.
   */
  freeze(): () => void;
  close(): void;
}

/** The harness keyring's password too (scripts/with-keyring.sh). */
export const KEYRING_PASSWORD = 'timetray-test';
const COLLECTION = '/org/freedesktop/secrets/collection/login';

export async function startPrivateKeyring(): Promise<PrivateKeyring> {
  const root = mkdtempSync(join(tmpdir(), 'timetray-private-keyring-'));
  const dirs = {
    HOME: join(root, 'home'),
    XDG_DATA_HOME: join(root, 'data'),
    XDG_RUNTIME_DIR: join(root, 'run'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const bus = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let text = '';
    bus.stdout!.on('data', (d: Buffer) => {
      text += d.toString('utf8');
      if (text.includes('\n')) resolve(text.split('\n')[0]!.trim());
    });
    bus.on('error', reject);
    bus.on('exit', () => reject(new Error('dbus-daemon exited before printing its address')));
  });
  const env: NodeJS.ProcessEnv = { ...process.env, ...dirs, DBUS_SESSION_BUS_ADDRESS: address };
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  delete env.TIMETRAY_USE_HOST_KEYRING;

  const daemons: ChildProcess[] = [];
  const dbus = (args: string[]): string => dbusSend(env, args);
  const ownerPid = (): number | null => {
    const reply = dbus([
      '--dest=org.freedesktop.DBus',
      '/org/freedesktop/DBus',
      'org.freedesktop.DBus.GetConnectionUnixProcessID',
      'string:org.freedesktop.secrets',
    ]);
    const pid = /uint32 (\d+)/.exec(reply)?.[1];
    return pid ? Number(pid) : null;
  };
  const startDaemon = async (unlock: boolean, replace: boolean): Promise<void> => {
    const args = [
      '--foreground',
      '--components=secrets',
      ...(unlock ? ['--unlock'] : []),
      ...(replace ? ['--replace'] : []),
    ];
    const daemon = spawn('gnome-keyring-daemon', args, { env, stdio: ['pipe', 'ignore', 'ignore'] });
    daemon.stdin!.end(unlock ? KEYRING_PASSWORD : '');
    daemons.push(daemon);
    const want = unlock ? 'boolean false' : 'boolean true';
    for (let i = 0; i < 100; i += 1) {
      if (ownerPid() === daemon.pid && lockedProperty(env).includes(want)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(
      `gnome-keyring-daemon (${args.join(' ')}) never served an ${unlock ? 'unlocked' : 'locked'} collection`,
    );
  };

  await startDaemon(true, false); // creates the "login" collection with the password
  return {
    env,
    lock: () => lockKeychain(env),
    unlock: () => unlockKeychain(env),
    restartLocked: () => startDaemon(false, true),
    locked: () => lockedProperty(env).includes('boolean true'),
    freeze() {
      const pid = ownerPid();
      if (pid === null) throw new Error('no daemon owns org.freedesktop.secrets');
      process.kill(pid, 'SIGSTOP');
      return () => process.kill(pid, 'SIGCONT');
    },
    close() {
      for (const daemon of daemons) daemon.kill();
      bus.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Locks the default ("login") collection of `env`'s Secret Service through its `Lock` call. */
export function lockKeychain(env: NodeJS.ProcessEnv = process.env): void {
  dbusSend(env, [
    '--dest=org.freedesktop.secrets',
    '/org/freedesktop/secrets',
    'org.freedesktop.Secret.Service.Lock',
    `array:objpath:${COLLECTION}`,
  ]);
}

/**
 * Unlocks the "login" collection of `env`'s gnome-keyring (its control socket lives in
 * `$XDG_RUNTIME_DIR/keyring`, as scripts/with-keyring.sh and this file start it) with the
 * test password, and waits until the Secret Service reports it unlocked.
 */
export async function unlockKeychain(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const result = await controlUnlock(join(env.XDG_RUNTIME_DIR ?? '', 'keyring', 'control'));
  if (result !== 0) throw new Error(`gnome-keyring refused the unlock (control result ${result})`);
  for (let i = 0; i < 50 && !lockedProperty(env).includes('boolean false'); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

function dbusSend(env: NodeJS.ProcessEnv, args: string[]): string {
  try {
    return execFileSync('dbus-send', ['--session', '--print-reply', ...args], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    });
  } catch {
    return '';
  }
}

const lockedProperty = (env: NodeJS.ProcessEnv): string =>
  dbusSend(env, [
    '--dest=org.freedesktop.secrets',
    COLLECTION,
    'org.freedesktop.DBus.Properties.Get',
    'string:org.freedesktop.Secret.Collection',
    'string:Locked',
  ]);

/** gnome-keyring's control operation "unlock the login keyring" (gkd-control-codes.h). */
const CONTROL_OP_UNLOCK = 1;

/**
 * Sends the password over gnome-keyring's control socket, as pam_gnome_keyring does: one
 * credentials byte, then [length][op][password length][password] (big-endian uint32s); the
 * answer is [length][result], 0 meaning done. Resolves with the result.
 */
function controlUnlock(socket: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const password = Buffer.from(KEYRING_PASSWORD);
    const head = Buffer.alloc(12);
    head.writeUInt32BE(head.length + password.length, 0);
    head.writeUInt32BE(CONTROL_OP_UNLOCK, 4);
    head.writeUInt32BE(password.length, 8);
    const conn = connect(socket, () => conn.write(Buffer.concat([Buffer.from([0]), head, password])));
    let answer = Buffer.alloc(0);
    conn.on('data', (d: Buffer) => {
      answer = Buffer.concat([answer, d]);
      if (answer.length >= 8) {
        resolve(answer.readUInt32BE(4));
        conn.end();
      }
    });
    conn.on('error', reject);
    conn.setTimeout(5000, () => conn.destroy(new Error('no answer on the gnome-keyring control socket')));
  });
}

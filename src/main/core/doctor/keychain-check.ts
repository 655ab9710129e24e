import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { KeytarSecretStore, type SecretStore } from '../vault';
import { defaultCollectionState } from '../vault/secret-service-lock';
import { fail, ok, warn, type CheckResult } from './check';
import { BusUnavailable, isActivatable, nameHasOwner, NO_BUS_FIX, type SessionBus } from './session-bus';

/** What the keychain check found; the verdict is a pure function of it (unit-tested). */
export interface KeychainProbe {
  platform: NodeJS.Platform;
  /** Linux: the Secret Service as seen on the session bus; undefined elsewhere. */
  secretService?:
    | { reachable: false; reason: 'no-bus' | 'no-tool'; message: string }
    | {
        reachable: true;
        provider: 'running' | 'activatable' | 'none';
        /** The program that owns org.freedesktop.secrets, e.g. gnome-keyring-daemon. */
        program: string | null;
        collection: 'unlocked' | 'locked' | 'missing' | 'unknown';
      };
  /** A throwaway entry written, read back and deleted; null when not tried (see `verdict`). */
  roundTrip: { ok: true; ms: number } | { ok: false; message: string } | null;
  /** Whether an unlock prompt can be shown (a display exists). */
  canPrompt: boolean;
}

/** The keychain service name of the throwaway entry: never the app's own `Timetray` entries. */
export const PROBE_SERVICE = 'Timetray health check';

const SECRETS = 'org.freedesktop.secrets';

const NO_PROVIDER_FIX =
  'Install and start a keyring that provides the Secret Service: GNOME Keyring (`apt install gnome-keyring`), ' +
  'or KWallet with its Secret Service enabled; then log out and in again.';

export function keychainVerdict(p: KeychainProbe): CheckResult {
  const s = p.secretService;
  if (s && !s.reachable && s.reason === 'no-bus') {
    return fail('keychain', `${s.message}, so the keychain (Secret Service) cannot be reached.`, NO_BUS_FIX);
  }
  if (s?.reachable && s.provider === 'none') {
    return fail(
      'keychain',
      'Nothing on the D-Bus session provides the Secret Service (org.freedesktop.secrets).',
      NO_PROVIDER_FIX,
    );
  }
  if (s?.reachable && s.collection === 'missing') {
    return fail(
      'keychain',
      `The keyring (${s.program ?? 'Secret Service'}) has no default collection ("login"), where Timetray keeps tokens.`,
      'Create a default keyring in Passwords and Keys (seahorse), or start `gnome-keyring-daemon --unlock` with a password on its standard input.',
    );
  }
  if (s?.reachable && s.collection === 'locked') {
    const found = `The default keyring (${s.program ?? 'Secret Service'}) is locked.`;
    const fix =
      'Unlock the "login" keyring in Passwords and Keys (seahorse); give it your login password so it unlocks when you log in.';
    return p.canPrompt
      ? warn('keychain', `${found} Timetray will ask you to unlock it when it needs a token.`, fix)
      : fail(
          'keychain',
          `${found} No unlock prompt can be shown here (no display), so tokens cannot be read.`,
          fix,
        );
  }
  if (p.roundTrip === null || !p.roundTrip.ok) {
    const why = p.roundTrip === null ? 'it was not tried' : p.roundTrip.message;
    return fail(
      'keychain',
      `A test entry could not be written, read back and deleted: ${why}`,
      'Check that your keyring is installed, running and unlocked (see the message for the cause).',
    );
  }
  const where =
    s?.reachable === true
      ? `Secret Service${s.program ? ` (${s.program})` : ''} on the session bus, default collection unlocked; `
      : s && !s.reachable
        ? `Secret Service not inspected (${s.message}); `
        : `${p.platform === 'darwin' ? 'macOS Keychain' : p.platform === 'win32' ? 'Windows Credential Manager' : 'OS keychain'}: `;
  return ok('keychain', `${where}a test entry was written, read back and deleted in ${p.roundTrip.ms} ms.`);
}

/** Asks the real session bus and the real keychain (through keytar, as the app does). */
export async function probeKeychain(
  deps: { bus: SessionBus; env: NodeJS.ProcessEnv; platform: NodeJS.Platform; store?: SecretStore },
  signal: AbortSignal,
): Promise<KeychainProbe> {
  const canPrompt = Boolean(deps.env.DISPLAY || deps.env.WAYLAND_DISPLAY);
  const probe: KeychainProbe = { platform: deps.platform, roundTrip: null, canPrompt };
  if (deps.platform === 'linux') {
    probe.secretService = await inspectSecretService(deps.bus, signal);
    const s = probe.secretService;
    // Not tried where it cannot work, or where it would pop up an unlock prompt.
    const hopeless = s.reachable
      ? s.provider === 'none' || s.collection === 'missing' || s.collection === 'locked'
      : s.reason === 'no-bus';
    if (hopeless) return probe;
  }
  probe.roundTrip = await roundTrip(deps.store ?? new KeytarSecretStore(PROBE_SERVICE));
  return probe;
}

async function inspectSecretService(
  bus: SessionBus,
  signal: AbortSignal,
): Promise<NonNullable<KeychainProbe['secretService']>> {
  try {
    const running = await nameHasOwner(bus, SECRETS, signal);
    if (!running && !(await isActivatable(bus, SECRETS, signal))) {
      return { reachable: true, provider: 'none', program: null, collection: 'unknown' };
    }
    const program = running ? await ownerProgram(bus, signal) : null;
    return {
      reachable: true,
      provider: running ? 'running' : 'activatable',
      program,
      collection: await defaultCollectionState(bus, signal),
    };
  } catch (error) {
    if (error instanceof BusUnavailable)
      return { reachable: false, reason: error.reason, message: error.message };
    throw error;
  }
}

/** "gnome-keyring-daemon", "kwalletd6", "keepassxc"…: the process behind the name, for the About box and bug reports. */
export async function ownerProgram(bus: SessionBus, signal: AbortSignal): Promise<string | null> {
  try {
    const reply = await bus(
      {
        dest: 'org.freedesktop.DBus',
        path: '/org/freedesktop/DBus',
        method: 'org.freedesktop.DBus.GetConnectionUnixProcessID',
        args: [`string:${SECRETS}`],
      },
      signal,
    );
    const pid = /uint32 (\d+)/.exec(reply)?.[1];
    if (!pid) return null;
    // cmdline, not comm: comm is cut at 15 characters ("gnome-keyring-d").
    const argv0 = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0')[0] ?? '';
    return argv0.split('/').pop() || null;
  } catch {
    return null; // e.g. another user's process, or no /proc: only a nicety
  }
}

async function roundTrip(store: SecretStore): Promise<KeychainProbe['roundTrip']> {
  const started = Date.now();
  const key = `probe-${randomBytes(6).toString('hex')}`;
  const secret = randomBytes(12).toString('hex');
  try {
    await store.set(key, secret);
    try {
      const back = await store.get(key);
      if (back !== secret) return { ok: false, message: 'the entry read back differs from the one written.' };
    } finally {
      await store.delete(key).catch(() => false);
    }
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

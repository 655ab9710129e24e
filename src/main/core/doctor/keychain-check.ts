import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { KeytarSecretStore, KeytarUnusable, type SecretStore } from '../vault';
import { defaultCollectionState, SECRETS, type CollectionState } from '../vault/secret-service-lock';
import { m } from '../i18n';
import { fail, ok, warn, type CheckResult } from './check';
import {
  BusUnavailable,
  isActivatable,
  nameHasOwner,
  nameOwnerPid,
  noBusFix,
  type SessionBus,
} from './session-bus';

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
        collection: CollectionState;
      };
  /**
   * A throwaway entry written, read back and deleted; null when not tried (see `verdict`).
   * `module`: it failed because keytar's native module does not load.
   */
  roundTrip: { ok: true; ms: number } | { ok: false; message: string; module?: true } | null;
  /** Whether an unlock prompt can be shown (a display exists). */
  canPrompt: boolean;
}

/** The keychain service name of the throwaway entry: never the app's own `Timetray` entries. */
export const PROBE_SERVICE = 'Timetray health check';

export function keychainVerdict(p: KeychainProbe): CheckResult {
  const s = p.secretService;
  if (s && !s.reachable && s.reason === 'no-bus') {
    return fail('keychain', m.doctor_keychain_no_bus({ problem: s.message }), noBusFix());
  }
  if (s?.reachable && s.provider === 'none') {
    return fail('keychain', m.doctor_keychain_no_provider(), m.doctor_keychain_no_provider_fix());
  }
  if (s?.reachable && s.collection === 'missing') {
    return fail(
      'keychain',
      m.doctor_keychain_no_collection({ program: s.program ?? 'Secret Service' }),
      m.doctor_keychain_no_collection_fix(),
    );
  }
  if (s?.reachable && s.collection === 'locked') {
    const found = m.doctor_keychain_locked({ program: s.program ?? 'Secret Service' });
    if (p.canPrompt)
      return warn('keychain', `${found} ${m.doctor_keychain_will_prompt()}`, m.doctor_keychain_locked_fix());
    // No screen (SSH, a container): Passwords and Keys cannot open here; gnome-keyring can be
    // restarted unlocked with the password on its standard input, which is what a login does.
    const gnome = s.program?.includes('gnome-keyring') === true;
    const fix = gnome ? m.doctor_keychain_locked_fix_no_screen() : m.doctor_keychain_locked_fix();
    return fail('keychain', `${found} ${m.doctor_keychain_cannot_prompt()}`, fix);
  }
  if (p.roundTrip === null || !p.roundTrip.ok) {
    const why =
      p.roundTrip === null
        ? m.doctor_keychain_not_tried()
        : p.roundTrip.message === DIFFERS
          ? m.doctor_keychain_differs()
          : p.roundTrip.message;
    const fix =
      p.roundTrip?.module === true ? m.doctor_keychain_module_fix() : m.doctor_keychain_round_trip_fix();
    return fail('keychain', m.doctor_keychain_round_trip_failed({ why }), fix);
  }
  const ms = p.roundTrip.ms;
  if (s?.reachable === true) {
    const service = s.program ? `Secret Service (${s.program})` : 'Secret Service';
    return ok('keychain', m.doctor_keychain_ok_secret_service({ service, ms }));
  }
  if (s && !s.reachable)
    return ok('keychain', m.doctor_keychain_ok_not_inspected({ problem: s.message, ms }));
  const store =
    p.platform === 'darwin'
      ? 'macOS Keychain'
      : p.platform === 'win32'
        ? 'Windows Credential Manager'
        : m.doctor_keychain_os_keychain();
  return ok('keychain', m.doctor_keychain_ok_os({ store, ms }));
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
  probe.roundTrip = await roundTrip(deps.store ?? probeStore());
  return probe;
}

/**
 * How long one call of the round trip may go unanswered: within the check's own 6.5 s, after
 * up to 2.5 s of questions on the bus. A call past it is marked unanswered, so the CLI ends
 * at once after the report (core/vault/unanswered-calls.ts) instead of waiting for libsecret
 * to give up on a hung keyring (about 45 s more).
 */
const PROBE_ANSWER_MS = 3000;

const probeStore = (): KeytarSecretStore =>
  new KeytarSecretStore(PROBE_SERVICE, undefined, undefined, undefined, () => PROBE_ANSWER_MS);

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
    const pid = await nameOwnerPid(bus, SECRETS, signal);
    if (pid === null) return null;
    // cmdline, not comm: comm is cut at 15 characters ("gnome-keyring-d").
    const argv0 = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0')[0] ?? '';
    return argv0.split('/').pop() || null;
  } catch {
    return null; // e.g. another user's process, or no /proc: only a nicety
  }
}

/** The round trip read back another secret (worded in the verdict, which speaks). */
const DIFFERS = 'differs';

async function roundTrip(store: SecretStore): Promise<KeychainProbe['roundTrip']> {
  const started = Date.now();
  const key = `probe-${randomBytes(6).toString('hex')}`;
  const secret = randomBytes(12).toString('hex');
  try {
    await store.set(key, secret);
    try {
      const back = await store.get(key);
      if (back !== secret) return { ok: false, message: DIFFERS };
    } finally {
      await store.delete(key).catch(() => false);
    }
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof KeytarUnusable ? { ok: false, message, module: true } : { ok: false, message };
  }
}

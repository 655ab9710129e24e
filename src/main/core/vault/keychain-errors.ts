import type { LocalErrorCode } from '../../../shared/result';
import { CoreError } from '../core-error';

/**
 * What every surface (CLI, window, tray) says when the locked keychain refused an action
 * (sign in, sign out, a refresh). Its own state, never "signed out": the token may well be
 * there, and signing in again would not help.
 */
export const KEYCHAIN_LOCKED =
  "The keychain is locked: unlock the 'login' keyring (in Passwords and Keys, or by signing out of the " +
  'desktop and in again), then try again.';

/**
 * The same where the state itself is shown (`status`, `accounts`, the window, the tray):
 * there, whether an account is signed in is what cannot be told.
 */
export const KEYCHAIN_LOCKED_STATE = `${KEYCHAIN_LOCKED} Until then Timetray cannot tell whether you are signed in.`;

/** The `CoreError('keychain_locked')` of a read, write or delete the locked keychain refused. */
export const keychainLockedError = (cause?: unknown): CoreError =>
  new CoreError('keychain_locked', KEYCHAIN_LOCKED, cause === undefined ? undefined : { cause });

/**
 * Turns what keytar/libsecret (or macOS/Windows) report into one `CoreError('keychain')`
 * per cause, each naming the cause and the fix. The texts matched are the ones these
 * libraries really produce (see test/integration/vault-keychain-errors.test.ts).
 */
interface Cause {
  test: RegExp;
  message: string;
  code?: LocalErrorCode;
}

const CAUSES: Cause[] = [
  {
    // libsecret/GDBus: DBUS_SESSION_BUS_ADDRESS points at no socket, or is unset without X11.
    test: /could not connect|cannot autolaunch d-bus|failed to connect to socket|dbus_session_bus_address|unable to autolaunch/i,
    message:
      'No D-Bus session: the keychain (Secret Service) is reached over D-Bus, but DBUS_SESSION_BUS_ADDRESS ' +
      'is unset or points to no running bus. Run Timetray inside a desktop session, or wrap the command in ' +
      '`dbus-run-session -- …` with a keyring daemon started.',
  },
  {
    test: /org\.freedesktop\.secrets was not provided|serviceunknown|not provided by any \.service files/i,
    message:
      'No Secret Service provider: nothing on the D-Bus session provides org.freedesktop.secrets. ' +
      'Install and start a keyring, e.g. GNOME Keyring (`apt install gnome-keyring`) or KWallet with its ' +
      'Secret Service enabled, then try again.',
  },
  {
    test: /locked collection|is locked|prompt.*dismissed|dismissed|user canceled|user cancelled|interaction is not allowed/i,
    // e.g. "Cannot create an item in a locked collection" (a write; the unlock prompt could not be shown).
    message: KEYCHAIN_LOCKED,
    code: 'keychain_locked',
  },
  {
    // No default collection and no prompt could be shown to create one.
    test: /object does not exist at path .*collection|no such object.*collection|collection\/login/i,
    message:
      'The keychain has no default collection ("login") and none could be created because no password ' +
      'prompt could be shown. Create a default keyring in Passwords and Keys (seahorse), or start ' +
      '`gnome-keyring-daemon --unlock` with a password on its standard input, then try again.',
  },
];

/** The `CoreError` for a failed keychain operation (`op` says what was being done). */
export function keychainError(op: string, cause: unknown): CoreError {
  const text = cause instanceof Error ? cause.message : String(cause);
  const known = CAUSES.find((c) => c.test.test(text));
  if (known) return new CoreError(known.code ?? 'keychain', known.message, { cause });
  // Unknown text: keep a bounded, single-line excerpt so the user can search for it.
  // (Keychain libraries never put the secret into their errors.)
  return new CoreError(
    'keychain',
    `The OS keychain failed to ${op}: ${excerpt(text, 200)}. Check that your keyring is installed, running and unlocked.`,
    { cause },
  );
}

/** The `CoreError` for keytar's native module failing to load. */
export function keytarLoadError(cause: unknown): CoreError {
  const text = cause instanceof Error ? cause.message : String(cause);
  const code = (cause as { code?: unknown } | null)?.code;
  let why: string;
  if (/NODE_MODULE_VERSION|different Node\.js version|was compiled against/i.test(text)) {
    why = 'its native part was built for another Node.js/Electron version (ABI mismatch)';
  } else if (
    code === 'MODULE_NOT_FOUND' ||
    code === 'ERR_MODULE_NOT_FOUND' ||
    /cannot find (module|package)/i.test(text)
  ) {
    why = 'it is not installed';
  } else if (/libsecret/i.test(text)) {
    why = 'the libsecret library is missing (Debian/Ubuntu: `apt install libsecret-1-0`)';
  } else if (code === 'ERR_DLOPEN_FAILED' || /\.node\b/.test(text)) {
    why = `its native part (keytar.node) is damaged or built for another system (${excerpt(text, 160)})`;
  } else {
    why = `it failed to load (${excerpt(text, 160)})`;
  }
  return new CoreError(
    'keychain',
    `The keychain module (keytar) cannot be used: ${why}. Reinstall Timetray; in a source checkout run ` +
      '`npm rebuild keytar` (for Electron: `npx electron-rebuild -o keytar`).',
    { cause },
  );
}

/** A bounded single-line excerpt, so a user can search for the library's own words. */
const excerpt = (text: string, max: number): string => text.replace(/\s+/g, ' ').trim().slice(0, max);

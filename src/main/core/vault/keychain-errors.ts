import { CoreError } from '../core-error';

/**
 * Turns what keytar/libsecret (or macOS/Windows) report into one `CoreError('keychain')`
 * per cause, each naming the cause and the fix. The texts matched are the ones these
 * libraries really produce (see test/integration/vault-keychain-errors.test.ts).
 */
interface Cause {
  test: RegExp;
  message: string;
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
    message:
      'The keychain is locked and was not unlocked (the unlock prompt was dismissed or could not be shown). ' +
      'Unlock your default ("login") keyring, e.g. in Passwords and Keys, and try again.',
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
  if (known) return new CoreError('keychain', known.message, { cause });
  // Unknown text: keep a bounded, single-line excerpt so the user can search for it.
  // (Keychain libraries never put the secret into their errors.)
  const excerpt = text.replace(/\s+/g, ' ').slice(0, 200);
  return new CoreError(
    'keychain',
    `The OS keychain failed to ${op}: ${excerpt}. Check that your keyring is installed, running and unlocked.`,
    { cause },
  );
}

/** The `CoreError` for keytar's native module failing to load. */
export function keytarLoadError(cause: unknown): CoreError {
  const text = cause instanceof Error ? cause.message : String(cause);
  const abi = /NODE_MODULE_VERSION|different Node\.js version|invalid ELF|wrong ELF|was compiled against/i.test(text);
  const why = abi
    ? 'it was built for another Node.js/Electron version (ABI mismatch)'
    : /cannot find module|MODULE_NOT_FOUND/i.test(text)
      ? 'it is not installed'
      : /libsecret/i.test(text)
        ? 'the libsecret library is missing (Debian: `apt install libsecret-1-0`)'
        : `it failed to load (${text.replace(/\s+/g, ' ').slice(0, 160)})`;
  return new CoreError(
    'keychain',
    `The keychain module (keytar) cannot be used: ${why}. Reinstall Timetray; in a source checkout run ` +
      '`npm rebuild keytar` (for Electron: `npx electron-rebuild -o keytar`).',
    { cause },
  );
}

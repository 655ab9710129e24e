import type { LocalErrorCode } from '../../../shared/result';
import { CoreError } from '../core-error';
import { m } from '../i18n';

/**
 * What every surface (CLI, window, tray) says when the locked keychain refused an action
 * (sign in, sign out, a refresh). Its own state, never "signed out": the token may well be
 * there, and signing in again would not help.
 */
export const keychainLocked = (): string => m.core_keychain_locked();

/**
 * The same where the state itself is shown (`status`, `accounts`, the window, the tray):
 * there, whether an account is signed in is what cannot be told.
 */
export const keychainLockedState = (): string =>
  `${m.core_keychain_locked()} ${m.core_keychain_locked_unknown()}`;

/** The `CoreError('keychain_locked')` of a read, write or delete the locked keychain refused. */
export const keychainLockedError = (cause?: unknown): CoreError =>
  new CoreError('keychain_locked', keychainLocked(), cause === undefined ? undefined : { cause });

/**
 * The `CoreError('keychain')` of a keychain call that got no answer within `ms`: a prompt
 * nobody answered, or a keyring service that stopped answering (see keytar-store.ts).
 */
export const keychainNoAnswerError = (ms: number): CoreError =>
  new CoreError('keychain', m.core_keychain_no_answer({ seconds: String(Math.round(ms / 1000)) }));

/**
 * Turns what keytar/libsecret (or macOS/Windows) report into one `CoreError('keychain')`
 * per cause, each naming the cause and the fix. The texts matched are the ones these
 * libraries really produce (see test/integration/vault-keychain-errors.test.ts).
 */
interface Cause {
  test: RegExp;
  /** Made when the error is, in the language spoken then. */
  message: () => string;
  code?: LocalErrorCode;
}

const CAUSES: Cause[] = [
  {
    // libsecret/GDBus: DBUS_SESSION_BUS_ADDRESS points at no socket, or is unset without X11.
    test: /could not connect|cannot autolaunch d-bus|failed to connect to socket|dbus_session_bus_address|unable to autolaunch/i,
    message: () => m.core_keychain_no_dbus(),
  },
  {
    test: /org\.freedesktop\.secrets was not provided|serviceunknown|not provided by any \.service files/i,
    message: () => m.core_keychain_no_provider(),
  },
  {
    test: /locked collection|is locked|prompt.*dismissed|dismissed|user canceled|user cancelled|interaction is not allowed/i,
    // e.g. "Cannot create an item in a locked collection" (a write; the unlock prompt could not be shown).
    message: keychainLocked,
    code: 'keychain_locked',
  },
  {
    // No default collection and no prompt could be shown to create one.
    test: /object does not exist at path .*collection|no such object.*collection|collection\/login/i,
    message: () => m.core_keychain_no_collection(),
  },
];

/** What was being done with the token when the keychain failed. */
export type KeychainOp = 'read' | 'store' | 'delete';

const FAILED_TO: Record<KeychainOp, (inputs: { detail: string }) => string> = {
  read: (inputs) => m.core_keychain_failed_read(inputs),
  store: (inputs) => m.core_keychain_failed_store(inputs),
  delete: (inputs) => m.core_keychain_failed_delete(inputs),
};

/** The `CoreError` for a failed keychain operation (`op` says what was being done). */
export function keychainError(op: KeychainOp, cause: unknown): CoreError {
  const text = cause instanceof Error ? cause.message : String(cause);
  const known = CAUSES.find((c) => c.test.test(text));
  if (known) return new CoreError(known.code ?? 'keychain', known.message(), { cause });
  // Unknown text: keep a bounded, single-line excerpt so the user can search for it.
  // (Keychain libraries never put the secret into their errors.)
  return new CoreError('keychain', FAILED_TO[op]({ detail: excerpt(text, 200) }), { cause });
}

/**
 * keytar's native module failing to load: a `CoreError('keychain')` of its own class, since
 * its fix is a rebuild of the module (`npm run rebuild:keytar`), not anything done to the
 * keyring, and the doctor says so.
 */
export class KeytarUnusable extends CoreError {}

/** The `CoreError` for keytar's native module failing to load. */
export function keytarLoadError(cause: unknown): CoreError {
  const text = cause instanceof Error ? cause.message : String(cause);
  const code = (cause as { code?: unknown } | null)?.code;
  let why: string;
  if (/NODE_MODULE_VERSION|different Node\.js version|was compiled against/i.test(text)) {
    why = m.core_keytar_abi();
  } else if (
    code === 'MODULE_NOT_FOUND' ||
    code === 'ERR_MODULE_NOT_FOUND' ||
    /cannot find (module|package)/i.test(text)
  ) {
    why = m.core_keytar_missing();
  } else if (/libsecret/i.test(text)) {
    why = m.core_keytar_no_libsecret();
  } else if (code === 'ERR_DLOPEN_FAILED' || /\.node\b/.test(text)) {
    why = m.core_keytar_damaged({ detail: excerpt(text, 160) });
  } else {
    why = m.core_keytar_load_failed({ detail: excerpt(text, 160) });
  }
  return new KeytarUnusable('keychain', m.core_keytar_unusable({ why }), { cause });
}

/** A bounded single-line excerpt, so a user can search for the library's own words. */
const excerpt = (text: string, max: number): string => text.replace(/\s+/g, ' ').trim().slice(0, max);

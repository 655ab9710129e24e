import { createRequire } from 'node:module';
import {
  keychainError,
  keychainLockedError,
  keychainNoAnswerError,
  keytarLoadError,
} from './keychain-errors';
import { defaultCollectionLocked } from './secret-service-lock';
import { holdUnanswered } from './unanswered-calls';
import { KEYCHAIN_SERVICE, type SecretStore } from './secret-store';

type Keytar = typeof import('keytar');

/**
 * The product's `SecretStore`: the OS keychain through keytar (Keychain on macOS,
 * Credential Manager on Windows, the Secret Service on Linux).
 *
 * keytar is loaded lazily on first use so a missing or mismatched native addon only fails
 * the operations that need the keychain (the CLI still prints help, the app still starts
 * and shows the cause). There is deliberately no fallback to a file.
 *
 * `findCredentials` is never used: with a locked gnome-keyring collection it crashes
 * the process inside libsecret (seen with keytar 7.9), and the account list lives in the
 * settings anyway.
 *
 * A locked Secret Service collection is not "no token": keytar answers `null` for an entry
 * there and deletes nothing, so after such an answer (and only then: no cost when the token
 * is found) the Secret Service is asked whether its collection is locked, and if so the
 * operation fails with `CoreError('keychain_locked')` instead of reporting an absence.
 *
 * One keychain call at a time, each given a time limit. libsecret's lookups on a locked
 * gnome-keyring each ask for an unlock prompt; when prompts pile up and the prompter cannot
 * show them, a synchronous lookup can wait forever (seen under load: three lookups stuck in
 * `secret_password_lookupv_sync`, and the process then unable to exit, as libuv joins its
 * threads at exit). One at a time, those lookups settled (a dismissed prompt, `null`) in
 * every run of the locked-keychain tests under a 2-core load that hung 4 of 6 before. Should
 * one still get no answer within the limit, it fails with the words "did not answer", and
 * while it is out the keychain is not asked again: the next calls fail the same way at once
 * instead of tying up another worker thread.
 *
 * The keychain is not asked whether it is locked before each call: asking costs a process
 * (dbus-send) per call, and gnome-keyring 42 aborts, under load, on a property read whose
 * short-lived caller it no longer knows (`invoke_get_property_in_idle_cb: assertion failed`,
 * seen when it was asked before every call) — the question stays rare, after a miss only.
 */
export class KeytarSecretStore implements SecretStore {
  private loaded: Promise<Keytar> | null = null;
  /** The lock question in flight, if any (see `failIfLocked`). */
  private asking: Promise<boolean> | null = null;
  /** The keychain call being made; settles (never rejects) when the keychain answered. */
  private inFlight: Promise<unknown> = Promise.resolve();
  /** Whether that call got no answer within the time limit and is still out. */
  private stuck = false;

  constructor(
    private readonly service: string = KEYCHAIN_SERVICE,
    /** Injectable only so tests can prove a failing load is reported; defaults to keytar. */
    private readonly load: () => Promise<Keytar> = loadKeytar,
    /** Whether the keychain is locked now; asked only after keytar reported an absence. */
    private readonly lockedNow: () => Promise<boolean> = () => defaultCollectionLocked(),
    /** Whether the keychain could show its own unlock prompt here (a longer time limit then). */
    private readonly canPrompt: () => boolean = unlockPromptPossible,
    /** How long one call may take: long enough to type a password into an unlock prompt. */
    private readonly answerMs: () => number = () => (this.canPrompt() ? PROMPT_ANSWER_MS : ANSWER_MS),
  ) {}

  get(key: string): Promise<string | null> {
    return this.oneAtATime(async (keytar) => {
      let found: string | null;
      try {
        found = await keytar.getPassword(this.service, key);
      } catch (error) {
        throw keychainError('read', error);
      }
      if (found === null) await this.failIfLocked();
      return found;
    });
  }

  set(key: string, secret: string): Promise<void> {
    return this.oneAtATime(async (keytar) => {
      try {
        await keytar.setPassword(this.service, key, secret);
      } catch (error) {
        throw keychainError('store', error);
      }
    });
  }

  delete(key: string): Promise<boolean> {
    return this.oneAtATime(async (keytar) => {
      let deleted: boolean;
      try {
        deleted = await keytar.deletePassword(this.service, key);
      } catch (error) {
        throw keychainError('delete', error);
      }
      if (!deleted) await this.failIfLocked();
      return deleted;
    });
  }

  /** Runs `call` once the call before it has settled, within the time limit (see the class comment). */
  private async oneAtATime<T>(call: (keytar: Keytar) => Promise<T>): Promise<T> {
    if (this.stuck) throw keychainNoAnswerError(this.answerMs());
    for (let ahead = this.inFlight; ; ahead = this.inFlight) {
      await withinLimit(ahead, this.answerMs());
      if (this.inFlight === ahead) break; // nobody started meanwhile: this call's turn
    }
    const turn = (async () => call(await this.keytar()))();
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight = settled;
    return withinLimit(turn, this.answerMs(), () => {
      this.stuck = true;
      const done = holdUnanswered();
      void settled.then(() => {
        this.stuck = false;
        done();
      });
    });
  }

  /** keytar saw no entry: a locked collection hides them all, so that must not pass for "none". */
  private async failIfLocked(): Promise<void> {
    // One question for reads that missed together (every signed-out account at start).
    this.asking ??= this.lockedNow().finally(() => (this.asking = null));
    if (await this.asking) throw keychainLockedError();
  }

  private keytar(): Promise<Keytar> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = null; // let a later call retry after the user fixed the install
      throw keytarLoadError(error);
    });
    return this.loaded;
  }
}

/** The time limit of one keychain call where no prompt can be waiting for the user. */
const ANSWER_MS = 15_000;
/** …and where an unlock prompt may be waiting for the user to type a password. */
const PROMPT_ANSWER_MS = 120_000;

/** `work`, or `keychainNoAnswerError` once `ms` have passed without an answer (`onLate` is told). */
function withinLimit<T>(work: Promise<T>, ms: number, onLate?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onLate?.();
      reject(keychainNoAnswerError(ms));
    }, ms);
    timer.unref?.();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether the OS keychain can show an unlock prompt to this process's user: always on macOS
 * and Windows; on Linux only with a display (the Secret Service's prompter is a window).
 */
export function unlockPromptPossible(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): boolean {
  return platform !== 'linux' || Boolean(env['DISPLAY'] || env['WAYLAND_DISPLAY']);
}

async function loadKeytar(): Promise<Keytar> {
  // CommonJS `require`, not `import()`: a packaged Electron app loads native addons from
  // app.asar.unpacked through the CommonJS loader. Test runners without a global
  // `require` get one made for this file.
  const load = typeof require === 'function' ? require : createRequire(__filename);
  return load('keytar') as Keytar;
}

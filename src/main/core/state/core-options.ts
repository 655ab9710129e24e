/** Options of `TimetrayCore.open` and inputs of its methods (no runtime code). */
import type { SystemProxyLookup } from '../net/system-proxy';
import type { SecretStore } from '../vault';
import type { ImportTokenRequest } from '../../../shared/ipc';

export interface CoreOptions {
  /** Defaults to the per-user folder (`defaultConfigDir()`). */
  configDir?: string;
  /** Defaults to the OS keychain. */
  secrets?: SecretStore;
  /** Extra CA (PEM) to trust; defaults to the `caFile` preference. */
  caFile?: string;
  /**
   * After each list refresh, re-fetch the recent projects' and the tray's first groups'
   * totals in the background (the app: yes; a one-shot CLI run: no, it would exit mid-way).
   */
  prefetchTotals?: boolean;
  /**
   * After each list refresh, also fetch the current week's and cycle's hours from the
   * service's reports (the app: its tray and window show them; the CLI asks only in `report`).
   */
  fetchPeriods?: boolean;
  /**
   * Re-read settings as soon as another process changes them (the tray app sets this; a
   * short CLI run does not need it). See `watchSettingsFile`.
   */
  watchSettings?: boolean;
  /**
   * While the keychain is locked, ask it again this often (ms) so the sessions come back by
   * themselves once the user unlocks it (the app: 30 s; a CLI run: never, it just says so).
   * Each try is one keychain read per account and, while still locked, two D-Bus calls.
   */
  keychainRetryMs?: number;
  /**
   * Whether opening (and each reload) asks the keychain: which accounts hold a token, and
   * the tokens of sign-ins a killed process left unlisted (to revoke them, online). Yes by
   * default. A command that shows only what is saved (`timetray projects --cached`) says no:
   * it then neither loads the keychain's library, waits on a locked or stuck keychain (about
   * 10 ms of CPU, `npm run bench -- cli`), nor goes online; the next command that asks
   * settles those sign-ins. The snapshot then counts no account as signed in, so such a
   * command must not show who is. Signing in or out, and refreshing, still read the keychain.
   */
  asksKeychain?: boolean;
  /**
   * The app only: the proxy the OS assigns to an origin (Electron's `session.resolveProxy`),
   * used when no proxy variable is set. The CLI honours HTTPS_PROXY/NO_PROXY only.
   */
  systemProxy?: SystemProxyLookup;
  /**
   * Told before a call waits out the service's `Retry-After` (at most 10 s, once): the CLI
   * says it on a terminal, so a pause is not taken for a hang.
   */
  onServiceWait?: (ms: number, status: number) => void;
  /**
   * The clock of the last-used record and the keep-alive (tests: the sandbox's clock, so
   * 30 idle days pass in a second). Defaults to `Date.now`.
   */
  now?: () => number;
  /**
   * The longest one keep-alive call may take (see `KeepAlive`), connecting included. The
   * CLI keeps it short: the user waits for the prompt meanwhile, and an idle account may
   * live on another service that does not answer. Defaults to 20 s (the app).
   */
  keepAliveDeadlineMs?: number;
  /**
   * The system's languages, most preferred first, for the `auto` language: the app passes
   * Electron's `app.getPreferredSystemLanguages()`, the CLI `posixLanguage(process.env)`.
   * None: English.
   */
  languages?: readonly string[];
  /** Tests only: the User-Agent new sign-ins use instead of PRODUCT_USER_AGENT. */
  userAgent?: string;
}

/**
 * What `importToken` takes: the window's request (a token made elsewhere and the User-Agent
 * it was made with, shared/ipc.ts) and the CLI's optional `--label`.
 */
export type ImportTokenInput = ImportTokenRequest & { label?: string };

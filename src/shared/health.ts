/**
 * The health checks' results as `timetray doctor --json` prints them and a Health view
 * would show them (plain types; the checks live in main: `core/doctor/`).
 */

export type CheckStatus = 'ok' | 'warn' | 'fail';

export type CheckId =
  | 'keychain'
  | 'tray-host'
  | 'session-type'
  | 'shortcut'
  | 'proxy'
  | 'ca-file'
  | 'service'
  | 'clock'
  | 'accounts'
  /** settings.json exists but cannot be read: reported only then. */
  | 'settings';

/** One verdict. Never holds a secret: tokens and proxy passwords are not put into any field. */
export interface CheckResult {
  id: CheckId;
  status: CheckStatus;
  /** What was found, in a sentence the user can act on. */
  found: string;
  /** The exact fix; null when there is nothing to fix. */
  fix: string | null;
  /** Which account or service address a per-account check is about. */
  subject?: string;
}

export interface HealthReport {
  /** True when no check failed (warnings allowed). */
  ok: boolean;
  checks: CheckResult[];
  elapsedMs: number;
}

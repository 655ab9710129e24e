/**
 * The health checks behind `timetray doctor` (and, later, the window's Health view): each
 * says what it found and, when something is wrong, the exact fix. Plain Node, no Electron.
 */

import type { CheckId, CheckResult } from '../../../shared/health';

export type { CheckId, CheckResult, CheckStatus } from '../../../shared/health';

/** A check as the runner sees it: its own time limit, and one or more results. */
export interface DoctorCheck {
  id: CheckId;
  /** The check's own bound; the runner's overall bound applies on top. */
  timeoutMs: number;
  run(signal: AbortSignal): Promise<CheckResult[]>;
}

export const ok = (id: CheckId, found: string, subject?: string): CheckResult => ({
  id,
  status: 'ok',
  found,
  fix: null,
  ...(subject === undefined ? {} : { subject }),
});

export const warn = (id: CheckId, found: string, fix: string, subject?: string): CheckResult => ({
  id,
  status: 'warn',
  found,
  fix,
  ...(subject === undefined ? {} : { subject }),
});

export const fail = (id: CheckId, found: string, fix: string, subject?: string): CheckResult => ({
  id,
  status: 'fail',
  found,
  fix,
  ...(subject === undefined ? {} : { subject }),
});

/** A promise that resolves once, shared by checks that need the same probe (e.g. service and clock). */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | null = null;
  return () => (result ??= make());
}

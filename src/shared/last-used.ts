/** How long ago an account's token was last used successfully, for people (CLI, window). */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "last used today", "last used yesterday", "last used 3 days ago"; "last use unknown"
 * when no use is on record (an account from before Timetray recorded uses, or a time in the
 * future, which is not trusted). Counted in whole days elapsed, as the service counts idleness.
 */
export function lastUsedText(lastUsed: string | null, now: number = Date.now()): string {
  const days = lastUsedDays(lastUsed, now);
  if (days === null) return 'last use unknown';
  if (days === 0) return 'last used today';
  if (days === 1) return 'last used yesterday';
  return `last used ${days} days ago`;
}

/** Whole days since `lastUsed` (0: today); null when unknown or in the future (not trusted). */
export function lastUsedDays(lastUsed: string | null, now: number = Date.now()): number | null {
  const at = lastUsed === null ? NaN : Date.parse(lastUsed);
  if (Number.isNaN(at) || at > now) return null;
  return Math.floor((now - at) / DAY_MS);
}

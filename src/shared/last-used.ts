/** How long ago an account's token was last used successfully, for people (CLI, window). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since `lastUsed` (0: today); null when unknown or in the future (not trusted). */
export function lastUsedDays(lastUsed: string | null, now: number = Date.now()): number | null {
  const at = lastUsed === null ? NaN : Date.parse(lastUsed);
  if (Number.isNaN(at) || at > now) return null;
  return Math.floor((now - at) / DAY_MS);
}

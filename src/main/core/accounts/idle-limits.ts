/** A day, in ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** The service destroys a token unused for longer than this (shared/API-NOTES.md). */
export const SERVICE_IDLE_LIMIT_DAYS = 30;
/** Warned from here on: a week before the service ends the session. */
export const IDLE_WARN_DAYS = 21;

/** Whole days from the last use (ms) to `now`. */
export const idleDays = (lastUsed: number, now: number): number => Math.floor((now - lastUsed) / DAY_MS);

/** When the service ends a session last used at `lastUsed` (ms) unless it is used before. */
export const idleEnd = (lastUsed: number): number => lastUsed + SERVICE_IDLE_LIMIT_DAYS * DAY_MS;

/**
 * Whether the service has most likely ended that session: its end (`idleEnd`) is reached.
 * Not `idleDays > 30`: on the 30th whole day the end is already behind, and a "will end on"
 * would name a past day.
 */
export const idleEnded = (lastUsed: number, now: number): boolean => now >= idleEnd(lastUsed);

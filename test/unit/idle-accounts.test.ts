import { describe, expect, it } from 'vitest';
import { isKeepAliveDue } from '../../src/main/core/accounts/keep-alive';
import { idleVerdict } from '../../src/main/core/doctor/idle-verdict';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-01T12:00:00Z');
const LOGIN = '`timetray login --base-url https://x.test/api/v1 --email a@b.test --account abc`';

describe('idle accounts: the rules', () => {
  it('a keep-alive is due after 7 unused days (or unknown), at most one attempt a day', () => {
    expect(isKeepAliveDue({ used: NOW - 6.9 * DAY, tried: null }, NOW)).toBe(false);
    expect(isKeepAliveDue({ used: NOW - 7 * DAY, tried: null }, NOW)).toBe(true);
    expect(isKeepAliveDue({ used: null, tried: null }, NOW)).toBe(true);
    expect(isKeepAliveDue({ used: NOW - 8 * DAY, tried: NOW - 23 * 60 * 60_000 }, NOW)).toBe(false);
    expect(isKeepAliveDue({ used: NOW - 8 * DAY, tried: NOW - DAY }, NOW)).toBe(true);
  });

  it('doctor: nothing under 22 days, a warning over 21, a failure from 30, with the sign-in line', () => {
    expect(idleVerdict(NOW - 21 * DAY, NOW, 'a', LOGIN)).toBeNull();
    expect(idleVerdict(null, NOW, 'a', LOGIN)).toBeNull();
    const warned = idleVerdict(NOW - 22 * DAY, NOW, 'a', LOGIN, { iso: true })!;
    expect(warned).toMatchObject({ status: 'warn', subject: 'a' });
    expect(warned.found).toContain('2026-03-09T12:00:00.000Z'); // the day the service ends it (--json)
    // For people: local date and time in their locale, no ISO.
    const local = idleVerdict(NOW - 22 * DAY, NOW, 'a', LOGIN, { locale: 'de-DE' })!;
    expect(local.found).toContain('09.03.2026');
    expect(local.found).toContain('07.02.2026'); // the last use
    expect(local.found).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(warned.fix).toContain(LOGIN);
    // Warned until the end itself, which is then still ahead; from the 30th day on, it is
    // behind: "ends the session on" would name a past day.
    const last = idleVerdict(NOW - 30 * DAY + 60_000, NOW, 'a', LOGIN, { iso: true })!;
    expect(last.status).toBe('warn');
    expect(last.found).toContain('2026-03-01T12:01:00.000Z');
    expect(idleVerdict(NOW - 30 * DAY, NOW, 'a', LOGIN)?.status).toBe('fail');
    expect(idleVerdict(NOW - 31 * DAY, NOW, 'a', LOGIN)).toMatchObject({
      status: 'fail',
      fix: `Sign in again: ${LOGIN}.`,
    });
  });
});

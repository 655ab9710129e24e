import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../src/main/core/i18n';
import { updatedAgo } from '../../src/main/app/tray/tray-times';

describe('updatedAgo (the tray says when its list was refreshed)', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  afterEach(() => speak('en'));

  it('in words a person reads at a glance, in English', () => {
    expect(updatedAgo(null, now)).toBe('Not refreshed yet');
    expect(updatedAgo('2026-01-01T11:59:30Z', now)).toMatch(/just now/);
    expect(updatedAgo('2026-01-01T11:55:00Z', now)).toMatch(/5 min ago/);
    expect(updatedAgo('2026-01-01T09:00:00Z', now)).toMatch(/3 h ago/);
    expect(updatedAgo('2025-12-30T12:00:00Z', now)).toMatch(/2 days ago/);
    // Ahead of the clock (written while it was set ahead): when, not "just now".
    expect(updatedAgo('2027-01-01T12:00:00Z', now)).toMatch(/1 Jan 2027, \d\d:\d\d/);
    expect(updatedAgo('2026-01-01T12:01:00Z', now)).toMatch(/just now/); // the window's minute tick
  });

  it('and in Brazilian Portuguese', () => {
    speak('pt-BR');
    expect(updatedAgo(null, now)).not.toMatch(/refreshed/);
    expect(updatedAgo('2026-01-01T11:55:00Z', now)).toMatch(/há 5 min/);
    expect(updatedAgo('2025-12-31T12:00:00Z', now)).toMatch(/1 dia/);
    expect(updatedAgo('2025-12-30T12:00:00Z', now)).toMatch(/2 dias/);
  });
});

import { describe, expect, it } from 'vitest';
import { accountName, formatAccounts, formatProjects } from '../../src/main/cli/format';
import { printable, safeJson } from '../../src/main/cli/printable';
import type { AccountSummary, Project } from '../../src/shared/types';
import { makeProject } from '../support/project-fixture';

const project = (
  id: number,
  name: string,
  customerName: string | null,
  active = true,
  customerId: number | null = customerName ? name.length : null,
): Project => makeProject({ id, name, customerName, active, customerId, timeTotalSeconds: 1_123_500 });

describe('human project list', () => {
  it('groups by customer A→Z, projects without a customer last, archived marked', () => {
    const text = formatProjects([
      project(3, 'Zeta', null),
      project(1, 'Site', 'Globex'),
      project(2, 'App', 'Acme', false),
    ]);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Acme/);
    expect(lines[1]).toMatch(/^ {2}#2 +App +312 h 5 min {2}\[archived\]$/);
    expect(lines[2]).toMatch(/^Globex/);
    expect(lines[3]).toMatch(/^ {2}#1 +Site/);
    expect(lines[4]).toBe('No customer'); // the window's label
    expect(lines[5]).toMatch(/^ {2}#3 +Zeta/);
  });

  it('cuts a megabyte-long customer name and a project name to 48 cells, the names column, with "…"', () => {
    const huge = 'H'.repeat(1_048_576);
    const text = formatProjects([project(1, huge, `${huge}C`, true, 9), project(2, 'Short', null)]);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(`${'H'.repeat(47)}…  (customer 9)`);
    // The row's name is cut to the list's 48-cell column, so its total stays in line.
    expect(lines[1]).toMatch(new RegExp(`^ {2}#1 {2}${'H'.repeat(47)}… +312 h 5 min$`));
    expect(text.length).toBeLessThan(1000);
  });

  it('shows totals as the window does ("312 h 5 min"), and never a negative or NaN total', () => {
    const lines = formatProjects([
      { ...project(1, 'Long', null), timeTotalSeconds: 1_123_500 },
      { ...project(2, 'Short', null), timeTotalSeconds: 59 },
      { ...project(3, 'Unknown', null), timeTotalSeconds: null },
      { ...project(4, 'Negative', null), timeTotalSeconds: -30 },
      { ...project(5, 'Broken', null), timeTotalSeconds: NaN },
    ]);
    expect(lines).toMatch(/#1 +Long +312 h 5 min$/m);
    expect(lines).toMatch(/#2 +Short +0 h 0 min$/m);
    expect(lines).toMatch(/#3 +Unknown +–$/m);
    expect(lines).toMatch(/#4 +Negative +–$/m);
    expect(lines).toMatch(/#5 +Broken +–$/m);
    expect(lines).not.toMatch(/NaN|-1/);
  });

  it("puts this cycle's hours in a column of their own, right-aligned after the total", () => {
    const cycle: Record<number, string> = { 1: '12 h 30 min', 2: '0 h 0 min' };
    const lines = formatProjects(
      [
        { ...project(1, 'Long', null), timeTotalSeconds: 1_123_500 },
        { ...project(2, 'Short', null), timeTotalSeconds: 59 },
      ],
      {},
      'en',
      undefined,
      { cycleOf: (p) => cycle[p.id]! },
    ).split('\n');
    expect(lines[1]).toMatch(/#1 +Long +312 h 5 min {2}12 h 30 min$/);
    expect(lines[2]).toMatch(/#2 +Short +0 h 0 min {4}0 h 0 min$/);
    expect(lines[1]!.length).toBe(lines[2]!.length);
  });

  it('shows the totals of fetched details for list items that carry none (the real list)', () => {
    const at = '2026-03-01T10:00:00Z';
    const lines = formatProjects(
      [
        { ...project(1, 'Fetched', null), timeTotalSeconds: null },
        { ...project(2, 'Not yet', null), timeTotalSeconds: null },
      ],
      { 1: { timeTotalSeconds: 3 * 3600 + 60, valueTotal: null, fetchedAt: at } },
    );
    expect(lines).toMatch(/#1 +Fetched +3 h 1 min$/m);
    expect(lines).toMatch(/#2 +Not yet +–$/m);
  });

  it('keeps two customers with the same name apart (grouped by id)', () => {
    const text = formatProjects([project(1, 'One', 'Acme', true, 10), project(2, 'Two', 'Acme', true, 20)]);
    expect(text).toMatch(
      /^Acme {2}\(customer 10\)\n {2}#1 +One +312 h 5 min\nAcme {2}\(customer 20\)\n {2}#2 +Two +312 h 5 min\n$/,
    );
  });

  it('sorts names numerically, like the window ("Project 2" before "Project 10"), archived last', () => {
    const text = formatProjects([
      project(1, 'Project 10', 'Acme', true, 1),
      project(2, 'Project 2', 'Acme', true, 1),
      project(3, 'Project 1', 'Acme', false, 1),
    ]);
    expect(
      text
        .split('\n')
        .slice(1, 4)
        .map((l) => l.trim().split(/ {2,}/)[1]),
    ).toEqual(['Project 2', 'Project 10', 'Project 1']);
  });

  // No wall-clock assert: the test's own timeout is the bound. The old grouping copied the
  // customer's list for every project (quadratic): 25.7 s here; now about 0.2 s.
  it('lists 50,000 projects of one customer without quadratic work', { timeout: 10_000 }, () => {
    const many = Array.from({ length: 50_000 }, (_, i) => project(i + 1, `Project ${i}`, 'Acme', true, 1));
    const lines = formatProjects(many).split('\n');
    expect(lines).toHaveLength(50_002);
    expect(lines[1]).toMatch(/#1 +Project 0 /);
    expect(lines[50_000]).toMatch(/#50000 +Project 49999 /);
  });
});

describe('terminal safety', () => {
  const evil = 'Evil\u001b]52;c;AAAA\u0007\u001b[2J';

  it('replaces control and bidi-override characters in names with U+FFFD', () => {
    expect(printable(evil)).toBe('Evil\uFFFD]52;c;AAAA\uFFFD\uFFFD[2J');
    expect(printable('a\u202eb\u2066c\u009bd\te')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe');
    expect(printable('Café ☕ עברית')).toBe('Café ☕ עברית'); // ordinary text untouched
    const text = formatProjects([project(1, evil, evil, true, 7)]);
    expect(text.includes('\u001b') || text.includes('\u0007')).toBe(false);
    expect(text).toContain('Evil\uFFFD]52;c;AAAA');
  });

  it('keeps --json valid JSON with C0 and C1 controls escaped', () => {
    const out = safeJson({ name: `${evil}\u009b2J` }, 2);
    const raw = [...out].filter(
      (c) => c !== '\n' && (c.charCodeAt(0) < 0x20 || (c >= '\u0080' && c <= '\u009f')),
    );
    expect(raw).toEqual([]);
    expect(JSON.parse(out)).toEqual({ name: `${evil}\u009b2J` });
  });

  it('shows the label once when it is the e-mail, and escapes account fields', () => {
    const a: AccountSummary = {
      key: 'k',
      label: 'demo@timetray.test',
      baseUrl: 'https://x',
      accountId: 'id',
      email: 'demo@timetray.test',
      signedIn: true,
      active: true,
      lastUsed: null,
    };
    expect(accountName(a)).toBe('demo@timetray.test');
    expect(accountName({ ...a, label: 'Work' })).toBe('Work <demo@timetray.test>');
    // Signed in as "Demo@Timetray.test": the same address, said once.
    expect(accountName({ ...a, email: 'Demo@Timetray.test' })).toBe('demo@timetray.test');
    expect(formatAccounts([{ ...a, label: evil }])).not.toContain('\u001b');
    expect(formatAccounts([a], 'unavailable')).toContain('(keychain unavailable)');
    // Locked is its own state, never "signed in/out" (review: it read "keychain unavailable").
    expect(formatAccounts([a], 'locked')).toContain('(keychain locked)');
    expect(formatAccounts([a], 'locked')).not.toMatch(/signed (in|out)|unavailable/);
  });
});

describe('customer headings', () => {
  it('name a customer without a name by its id, once', () => {
    const text = formatProjects([{ ...project(1, 'Site', null), customerId: 9 }]);
    expect(text.split('\n')[0]).toBe('Customer #9');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from '../../src/main/cli/command-table';
import { commandHelp, overviewHelp } from '../../src/main/cli/help';
import { terminalWidth } from '../../src/main/cli/reflow';
import { speak } from '../../src/main/core/i18n';
import { LOCALES } from '../../src/shared/i18n/locale';

afterEach(() => speak('en'));

const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * Lines that hold one word which fitted on the line above it (same indent, within `width`):
 * a text wrapped by hand, or badly, that left a word alone.
 */
function orphans(help: string, width: number): string[] {
  const lines = help.split('\n');
  return lines.filter((line, i) => {
    const above = lines[i - 1];
    const word = line.trim();
    return (
      above !== undefined &&
      above.trim() !== '' &&
      word !== '' &&
      !word.includes(' ') &&
      indentOf(above) === indentOf(line) &&
      [...above].length + 1 + [...word].length <= width
    );
  });
}

describe('the help, in every language', () => {
  it('leaves no word alone on a line it would have fitted above', () => {
    for (const locale of LOCALES) {
      speak(locale);
      const found = [overviewHelp(80), ...COMMAND_NAMES.map((name) => commandHelp(name, 80))].flatMap(
        orphans,
      );
      expect({ locale, found }).toEqual({ locale, found: [] });
    }
  });
});

describe('the help fits the terminal', () => {
  /** The overview's --json reference is kept as written (a wide block of shapes, for scripts). */
  const prose = (help: string): string => help.split('\n  Account  =')[0]!;
  const widest = (help: string): number => Math.max(...help.split('\n').map((line) => [...line].length));

  it('is wrapped to 80, 60 and 100 columns in every language, every line within them', () => {
    for (const locale of LOCALES) {
      speak(locale);
      for (const width of [60, 80, 100]) {
        const helps = [prose(overviewHelp(width)), ...COMMAND_NAMES.map((name) => commandHelp(name, width))];
        // One word alone longer than its column (a URL) may stand out; nothing else does.
        const over = helps
          .flatMap((help) => help.split('\n'))
          .filter((line) => [...line].length > width && line.trim().includes(' '));
        expect({ locale, width, over }).toEqual({ locale, width, over: [] });
      }
      // A wider terminal is used: fewer lines, none wasted.
      expect(widest(prose(overviewHelp(100)))).toBeGreaterThan(80);
    }
  });

  it("takes the terminal's width, else COLUMNS, else 80, and stays within 40 to 100", () => {
    expect(terminalWidth(120, {})).toBe(100);
    expect(terminalWidth(72, { COLUMNS: '200' })).toBe(72);
    expect(terminalWidth(undefined, { COLUMNS: '60' })).toBe(60);
    expect(terminalWidth(undefined, {})).toBe(80);
    expect(terminalWidth(undefined, { COLUMNS: 'wide' })).toBe(80);
    expect(terminalWidth(20, {})).toBe(40);
  });
});

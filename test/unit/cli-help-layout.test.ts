import { afterEach, describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from '../../src/main/cli/args';
import { commandHelp, overviewHelp } from '../../src/main/cli/help';
import { speak } from '../../src/main/core/i18n';
import { LOCALES } from '../../src/shared/i18n/locale';

afterEach(() => speak('en'));

const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * Lines that hold one word which fitted on the line above it (same indent, within the
 * widest line of that help): a translation wrapped by hand that left a word alone.
 */
function orphans(help: string): string[] {
  const lines = help.split('\n');
  const width = Math.max(...lines.map((line) => line.length));
  return lines.filter((line, i) => {
    const above = lines[i - 1];
    const word = line.trim();
    return (
      above !== undefined &&
      above.trim() !== '' &&
      word !== '' &&
      !word.includes(' ') &&
      indentOf(above) === indentOf(line) &&
      above.length + 1 + word.length <= width
    );
  });
}

describe('the help, in every language', () => {
  it('leaves no word alone on a line it would have fitted above', () => {
    for (const locale of LOCALES) {
      speak(locale);
      const found = [overviewHelp(), ...COMMAND_NAMES.map((name) => commandHelp(name))].flatMap(orphans);
      expect({ locale, found }).toEqual({ locale, found: [] });
    }
  });
});

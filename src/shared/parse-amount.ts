/**
 * A number typed into the budget editor, read the way the user's language writes it:
 * "15.000,50" in pt-BR and "15,000.50" in English are both 15000.5; a plain "120,5" in pt-BR
 * is 120.5. Spaces (and a currency sign typed along) are ignored. Pure, so unit-tested.
 *
 * Answers `null` for an empty field (no limit), `NaN` for text that is no number.
 */
export function parseAmount(text: string, locale: string): number | null {
  const trimmed = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^[^\d.,-]+|[^\d.,]+$/g, '');
  if (text.trim() === '') return null;
  const { group, decimal } = separatorsOf(locale);
  // A grouping sign is only a grouping sign before groups of exactly three digits.
  const groupPattern = new RegExp(`\\${group}(?=\\d{3}(?:\\D|$))`, 'g');
  const normalised = trimmed.replace(groupPattern, '').replace(decimal, '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return NaN;
  return Number(normalised);
}

/** The grouping and decimal signs of a locale ("." and "," in pt-BR). */
function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../src/shared/parse-amount';

describe('parseAmount (the budget editor’s numbers, as the language writes them)', () => {
  it('reads English and Brazilian writing of the same amount', () => {
    expect(parseAmount('15,000.50', 'en')).toBe(15000.5);
    expect(parseAmount('15.000,50', 'pt-BR')).toBe(15000.5);
    expect(parseAmount('120,5', 'pt-BR')).toBe(120.5);
    expect(parseAmount(' 120 ', 'en')).toBe(120);
    expect(parseAmount('R$ 15.000', 'pt-BR')).toBe(15000);
  });

  it('an empty field is no limit; words are not a number', () => {
    expect(parseAmount('   ', 'en')).toBeNull();
    expect(parseAmount('lots', 'en')).toBeNaN();
    expect(parseAmount('12abc3', 'pt-BR')).toBeNaN();
    expect(parseAmount('1,2,3', 'en')).toBeNaN();
  });
});

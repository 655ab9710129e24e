import { describe, expect, it } from 'vitest';
import { steppedIndex } from '../../src/renderer/src/lib/list/step-key';

const rows = { back: 'ArrowUp', forward: 'ArrowDown' };

describe('steppedIndex: arrows, Home and End among items (the period rows, the chart days)', () => {
  it('moves one item along, and stops at either end rather than wrapping', () => {
    expect(steppedIndex('ArrowDown', 2, 5, rows)).toBe(3);
    expect(steppedIndex('ArrowUp', 2, 5, rows)).toBe(1);
    expect(steppedIndex('ArrowDown', 4, 5, rows)).toBe(4);
    expect(steppedIndex('ArrowUp', 0, 5, rows)).toBe(0);
  });

  it('goes to the first and the last item with Home and End', () => {
    expect(steppedIndex('Home', 3, 5, rows)).toBe(0);
    expect(steppedIndex('End', 1, 5, rows)).toBe(4);
  });

  it("answers null for any other key, the other axis's arrows included (they stay the page's)", () => {
    expect(steppedIndex('ArrowLeft', 2, 5, rows)).toBeNull();
    expect(steppedIndex('Enter', 2, 5, rows)).toBeNull();
    expect(steppedIndex('a', 2, 5, rows)).toBeNull();
  });
});

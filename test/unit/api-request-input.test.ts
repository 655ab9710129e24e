import { describe, expect, it } from 'vitest';
import { codeOf } from '../support/error-code';
import { pathId } from '../../src/main/core/api/credential';

describe('pathId', () => {
  it('accepts positive safe integers', () => {
    expect(pathId(1, 'project')).toBe('1');
    expect(pathId(Number.MAX_SAFE_INTEGER, 'project')).toBe(String(Number.MAX_SAFE_INTEGER));
  });

  it.each([0, -1, 1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1, '1', '../auth', null, undefined])(
    'refuses %j',
    (value) => {
      expect(codeOf(() => pathId(value, 'project'))).toBe('invalid');
    },
  );
});

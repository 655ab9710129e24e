import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_CHARS, tokenProblem } from '../../src/main/core/api';

/** Which tokens can be sent as `Authorization: Bearer <token>`; the reason never quotes one. */
describe('tokenProblem', () => {
  it('accepts real-looking tokens up to the bound', () => {
    expect(tokenProblem('3f9a1c0e5b7d2a64c8e1f0b9a7d3c5e2')).toBeNull();
    expect(tokenProblem('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl-_~+/=')).toBeNull();
    expect(tokenProblem('a'.repeat(MAX_TOKEN_CHARS))).toBeNull();
  });

  it('names a token past the bound by its length, with the fix', () => {
    expect(tokenProblem('a'.repeat(MAX_TOKEN_CHARS + 1))).toBe(
      `The token cannot be sent to the service: it is ${MAX_TOKEN_CHARS + 1} characters long, and a token of ` +
        `more than ${MAX_TOKEN_CHARS} does not fit in a request header. Sign in again, or import a correct token.`,
    );
    expect(MAX_TOKEN_CHARS).toBeLessThan(8 * 1024); // under the smallest common header limit
  });

  it.each([
    ['a space', 'abc def'],
    ['a line break', 'abc\r\nX-Injected: 1'],
    ['a tab', 'abc\t'],
    ['a non-ASCII letter', 'abcé'],
    ['DEL', 'abc\u007f'],
  ])('names a token with %s, without quoting it', (_what, token) => {
    const problem = tokenProblem(token);
    expect(problem).toMatch(
      /characters a request header cannot carry.*Sign in again, or import a correct token/,
    );
    expect(problem).not.toContain(token);
  });
});

import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/main/core/api';
import { makeApiError, safeCause } from '../../src/main/core/api/redact';

const TOKEN = 'tok_9f8e7d6c5b4a+/=';

describe('redact', () => {
  it('removes every occurrence and the URL-encoded spelling', () => {
    const text = `Bearer ${TOKEN} then ${encodeURIComponent(TOKEN)} and ${TOKEN}`;
    const out = redact(text, [TOKEN]);
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(encodeURIComponent(TOKEN));
    expect(out).toBe('Bearer [redacted] then [redacted] and [redacted]');
  });

  it('removes a form-encoded password (spaces as +)', () => {
    const password = 'correct horse&battery';
    const body = new URLSearchParams({ email: 'a@b.c', password }).toString();
    expect(redact(body, [password])).toBe('email=a%40b.c&password=[redacted]');
  });

  it('ignores empty secrets and leaves other text alone', () => {
    expect(redact('nothing to hide', ['', TOKEN])).toBe('nothing to hide');
  });
});

describe('makeApiError', () => {
  it('scrubs cause message, cause stack and code; keeps no request data', () => {
    const inner = Object.assign(new Error(`socket hang up for Bearer ${TOKEN}`), {
      code: 'ECONNRESET',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const error = makeApiError('network', 'The connection was reset', { cause: inner, secrets: [TOKEN] });
    const everything = [
      error.message,
      error.stack,
      JSON.stringify(error),
      inspect(error, { depth: 10, showHidden: true }),
    ].join('\n');
    expect(everything).not.toContain(TOKEN);
    expect(error.code).toBe('network');
    expect((error.cause as { code?: string }).code).toBe('ECONNRESET');
    expect(error.cause).not.toHaveProperty('headers');
  });

  it("leaves Timetray's own words whole when a password is one of them (no holes that spell it)", () => {
    for (const password of ['conexão', 'x']) {
      const words = 'https://127.0.0.1:1 recusou a conexão — o endereço do serviço está certo?';
      const inner = new Error(`connect ECONNREFUSED, password ${password}`);
      const error = makeApiError('network', words, { cause: inner, secrets: [password] });
      expect(error.message).toBe(words);
      expect((error.cause as Error).message).toBe('connect ECONNREFUSED, password [redacted]');
    }
  });

  it('makes a safe cause from non-Error values too', () => {
    expect(safeCause(`raw ${TOKEN}`, [TOKEN])?.message).toBe('raw [redacted]');
    expect(safeCause(undefined, [TOKEN])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  codeForStatus,
  errorFromResponse,
  extractServerMessage,
  redirectError,
} from '../../src/main/core/api/errors-from-response';

describe('extractServerMessage', () => {
  it.each([
    ['{"message":"Project name is required"}', 'Project name is required'],
    ['{"error":"Invalid token"}', 'Invalid token'],
    ['{"error":{"message":"Customer not found","code":17}}', 'Customer not found'],
    ['{"errors":["Name is required","Rate must be a number"]}', 'Name is required; Rate must be a number'],
    [
      '{"errors":[{"message":"Name is required"},{"field":"rate","message":"must be a number"}]}',
      'Name is required; rate: must be a number',
    ],
    [
      '{"errors":{"name":["is required","is too short"],"rate":["must be a number"]}}',
      'name: is required; name: is too short; rate: must be a number',
    ],
    ['{"errors":{"name":"is required"}}', 'name: is required'],
    ['"just a string"', 'just a string'],
    ['Account suspended', 'Account suspended'],
    ['  Too   many\nrequests  ', 'Too many requests'],
  ])('%s → %s', (body, expected) => {
    expect(extractServerMessage(body, undefined)).toBe(expected);
  });

  it.each([
    ['<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html'],
    ['<!DOCTYPE html><html><head><title>Oops</title></head></html>', undefined],
    ['<h1>Bad gateway</h1>', 'text/plain'],
    ['{"status":"fail"}', 'application/json'],
    ['{broken json', 'application/json'],
    ['', undefined],
    ['x'.repeat(1000), 'text/plain'],
  ])('gives no message for %j', (body, type) => {
    expect(extractServerMessage(body, type)).toBeNull();
  });

  it('shortens a very long JSON message', () => {
    const message = extractServerMessage(
      JSON.stringify({ message: 'word '.repeat(200) }),
      'application/json',
    );
    expect(message!.length).toBeLessThanOrEqual(300);
  });
});

describe('errorFromResponse', () => {
  it.each([
    [400, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [405, 'invalid'],
    [409, 'invalid'],
    [415, 'invalid'],
    [422, 'invalid'],
    [429, 'rate_limited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
  ])('maps %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
    const error = errorFromResponse(status, '', undefined);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('tells the user to sign in again on a 401 during a session', () => {
    expect(errorFromResponse(401, '{"message":"Token expired"}', 'application/json').message).toBe(
      'The service ended this session (Token expired) — sign in again.',
    );
    expect(errorFromResponse(401, '', undefined).message).toMatch(/sign in again/);
  });

  it("shows the server's words for a refused sign-in", () => {
    expect(
      errorFromResponse(401, '{"error":"Wrong password"}', 'application/json', { kind: 'sign-in' }).message,
    ).toBe('Wrong password');
  });

  it('never shows HTML: a proxy 502 page becomes a plain sentence', () => {
    const error = errorFromResponse(502, '<html><body>nginx</body></html>', 'text/html');
    expect(error.message).not.toMatch(/<|nginx/);
    expect(error.message).toMatch(/try again/);
  });

  it('says when to retry a rate limit', () => {
    expect(errorFromResponse(429, '', undefined, { retryAfterMs: 30_000 }).message).toBe(
      'The service is receiving too many requests — try again in 30 s.',
    );
    // Whole minutes from a minute on, and the service's words after Timetray's.
    const body = '{"message":"Slow down."}';
    expect(errorFromResponse(429, body, 'application/json', { retryAfterMs: 119_500 }).message).toBe(
      'The service is receiving too many requests — try again in 2 min. The service said: “Slow down”.',
    );
  });

  it('scrubs a token the server echoed', () => {
    const error = errorFromResponse(400, '{"message":"bad token abc123secret"}', 'application/json', {
      secrets: ['abc123secret'],
    });
    expect(error.message).toBe(
      'The service refused the request (HTTP 400). The service said: “bad token [redacted]”.',
    );
  });

  it('scrubs a password with runs of spaces or a tab that the server echoed as is', () => {
    for (const password of ['correct  horse', 'tab\there']) {
      const body = JSON.stringify({ message: `Password ${password} is wrong` });
      const error = errorFromResponse(401, body, 'application/json', {
        kind: 'sign-in',
        secrets: [password],
      });
      expect(error.message).toBe('Password [redacted] is wrong');
      expect(error.message).not.toContain(password.replace(/\s+/g, ' '));
    }
    const plain = errorFromResponse(400, 'Bad  password:  correct  horse', 'text/plain', {
      secrets: ['correct  horse'],
    });
    expect(plain.message).toContain('The service said: “Bad password: [redacted]”.');
  });

  it('scrubs a token that straddles the length limit of a long message', () => {
    const token = 'tok_' + 'Z'.repeat(40);
    // The token starts a few characters before the 300-character cut.
    const body = JSON.stringify({ message: `${'x'.repeat(290)} ${token} trailing` });
    const error = errorFromResponse(400, body, 'application/json', { secrets: [token] });
    // The service's part is cut at 300 characters, inside Timetray's sentence.
    expect(/“(.*)”/.exec(error.message)![1]!.length).toBeLessThanOrEqual(300);
    expect(error.message).not.toMatch(/tok_|ZZZZ/);
  });

  it('shows no terminal escapes, control or bidi-override characters from the server', () => {
    const hostile = 'Denied\u001b[2J\u001b]0;pwned\u0007 \u009b31m \u202eevil\u202c \u2066x\u2069\u0000';
    for (const [body, type] of [
      [JSON.stringify({ message: hostile }), 'application/json'],
      [hostile, 'text/plain'],
    ] as const) {
      const { message } = errorFromResponse(400, body, type);
      // eslint-disable-next-line no-control-regex -- looking for control characters
      expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      expect(message).toContain(
        '“Denied\ufffd[2J\ufffd]0;pwned\ufffd \ufffd31m \ufffdevil\ufffd \ufffdx\ufffd\ufffd”',
      );
    }
  });
});

describe('redirectError', () => {
  it("names only the target's origin, scrubbed: a host that echoes the token is not shown", () => {
    const token = 'tok_5a4b3c2d1e0f';
    const error = redirectError(
      302,
      `https://${token}.example.net/steal?t=${token}`,
      'https://a.test',
      '/api/v1/x',
      [token],
    );
    expect(error.code).toBe('redirect');
    expect(error.message).not.toContain(token);
    expect(error.message).toContain('https://[redacted].example.net');
  });
});

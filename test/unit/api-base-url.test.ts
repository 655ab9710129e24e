import { describe, expect, it } from 'vitest';
import { codeOf } from '../support/error-code';
import { normalizeBaseUrl } from '../../src/main/core/api';
import { baseUrlRule, checkInput } from '../../src/main/core/input-rules';

describe('normalizeBaseUrl', () => {
  it.each([
    ['https://app.rabbiit.com/api/v1', 'https://app.rabbiit.com/api/v1'],
    ['https://app.rabbiit.com/api/v1/', 'https://app.rabbiit.com/api/v1'],
    ['https://app.rabbiit.com', 'https://app.rabbiit.com/api/v1'],
    ['https://app.rabbiit.com/', 'https://app.rabbiit.com/api/v1'],
    ['  https://App.Rabbiit.com:8443/custom/api//  ', 'https://app.rabbiit.com:8443/custom/api'],
    ['app.rabbiit.com', 'https://app.rabbiit.com/api/v1'],
    ['https://127.0.0.1:4430/api/v1', 'https://127.0.0.1:4430/api/v1'],
    ['127.0.0.1:4430/api/v1', 'https://127.0.0.1:4430/api/v1'],
    ['localhost:4430', 'https://localhost:4430/api/v1'],
    ['app.rabbiit.com:8443/api/v1/', 'https://app.rabbiit.com:8443/api/v1'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it.each(['http://app.rabbiit.com/api/v1', 'HTTP://app.rabbiit.com', 'http://127.0.0.1:8080'])(
    'refuses plain HTTP %s as insecure_url',
    (input) => {
      expect(codeOf(() => normalizeBaseUrl(input))).toBe('insecure_url');
    },
  );

  it.each([
    'https://user:secret@app.rabbiit.com/api/v1',
    'https://app.rabbiit.com/api/v1?x=1',
    'https://app.rabbiit.com/api/v1?',
    'https://app.rabbiit.com/api/v1#top',
    'ftp://app.rabbiit.com',
    '',
    '   ',
    'https://',
    'https:/app.rabbiit.com/api/v1',
    'https:\\app.rabbiit.com',
    'https:\\\\app.rabbiit.com/api/v1',
    'https:app.rabbiit.com',
    'https:///app.rabbiit.com',
    'https//app.rabbiit.com/api/v1',
    'https://app.rabbiit.com\\api',
    'https://app rabbiit.com',
    'https://@app.rabbiit.com',
    'localhost:abc/api/v1',
  ])('refuses %j as invalid', (input) => {
    expect(codeOf(() => normalizeBaseUrl(input))).toBe('invalid');
  });

  it("refuses the web app's address (copied from the browser) by naming the service address and the account id", () => {
    const messageOf = (input: string): string => {
      try {
        normalizeBaseUrl(input);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    for (const copied of [
      'https://app.rabbiit.com/a/124893893dd8/#/projects',
      'app.rabbiit.com/a/124893893dd8/#/projects/7',
      'https://app.rabbiit.com:8443/a/124893893dd8/',
    ])
      expect(messageOf(copied), copied).toBe(
        `That is the web app’s address, as the browser shows it. The service address is ${
          copied.includes(':8443') ? 'https://app.rabbiit.com:8443/api/v1' : 'https://app.rabbiit.com/api/v1'
        }, and the account id is 124893893dd8.`,
      );
    expect(codeOf(() => normalizeBaseUrl('https://app.rabbiit.com/a/124893893dd8/#/projects'))).toBe(
      'invalid',
    );
  });

  it('never repeats a password from the URL in its message', () => {
    try {
      normalizeBaseUrl('https://user:hunter2@app.rabbiit.com');
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('hunter2');
      return;
    }
    throw new Error('expected a throw');
  });

  it.each([
    ['https:/app.rabbiit.com/api/v1', 'The service address is malformed — write it as https://host/api/v1.'],
    ['https:\\app.rabbiit.com', 'The service address is malformed — write it as https://host/api/v1.'],
    ['http://app.rabbiit.com', /must start with https:\/\//],
    ['127.0.0.1:4430/api/v1', null],
    ['https://u:p@host', 'The service address must not contain a user name or password.'],
  ])('the input rule (window and CLI) and the client agree on %j, with the same words', (input, words) => {
    const rule = checkInput(baseUrlRule, input);
    let thrown: string | null = null;
    let used: string | null = null;
    try {
      used = normalizeBaseUrl(input);
    } catch (error) {
      thrown = (error as Error).message;
    }
    if (words === null) {
      expect(rule).toEqual({ ok: true, value: used });
    } else {
      expect(rule).toEqual({ ok: false, message: thrown });
      expect(thrown).toMatch(words);
    }
  });
});

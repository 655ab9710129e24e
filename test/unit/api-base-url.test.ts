import { describe, expect, it } from 'vitest';
import { codeOf } from '../support/error-code';
import { normalizeBaseUrl } from '../../src/main/core/api';

describe('normalizeBaseUrl', () => {
  it.each([
    ['https://app.rabbiit.com/api/v1', 'https://app.rabbiit.com/api/v1'],
    ['https://app.rabbiit.com/api/v1/', 'https://app.rabbiit.com/api/v1'],
    ['https://app.rabbiit.com', 'https://app.rabbiit.com/api/v1'],
    ['https://app.rabbiit.com/', 'https://app.rabbiit.com/api/v1'],
    ['  https://App.Rabbiit.com:8443/custom/api//  ', 'https://app.rabbiit.com:8443/custom/api'],
    ['app.rabbiit.com', 'https://app.rabbiit.com/api/v1'],
    ['https://127.0.0.1:4430/api/v1', 'https://127.0.0.1:4430/api/v1'],
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
  ])('refuses %j as invalid', (input) => {
    expect(codeOf(() => normalizeBaseUrl(input))).toBe('invalid');
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
});

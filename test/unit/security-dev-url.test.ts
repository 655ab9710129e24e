import { describe, expect, it } from 'vitest';
import { trustedDevUrl } from '../../src/main/app/security/dev-url';
import { denyWindowOpen } from '../../src/main/app/security/harden';

describe('trustedDevUrl (ELECTRON_RENDERER_URL)', () => {
  it.each(['http://localhost:5173/', 'http://127.0.0.1:5173/', 'http://localhost:5173/index.html'])(
    'accepts the local dev server %s',
    (url) => {
      expect(trustedDevUrl(url)).toBe(url);
    },
  );

  it.each([
    undefined,
    '',
    'not a url',
    'https://localhost:5173/',
    'http://evil.example:5173/',
    'http://localhost.evil.example/',
    'http://127.0.0.2:5173/',
    'http://user:pw@localhost:5173/',
    'file:///tmp/index.html',
    'javascript:alert(1)',
  ])('refuses %s', (url) => {
    expect(trustedDevUrl(url)).toBeUndefined();
  });
});

describe('window.open', () => {
  it('is denied, whatever the URL (the UI has no links to open)', () => {
    expect(denyWindowOpen()).toEqual({ action: 'deny' });
  });
});

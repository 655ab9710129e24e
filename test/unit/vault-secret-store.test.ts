import { describe, expect, it } from 'vitest';
import {
  accountKey,
  decodeSecret,
  encodeSecret,
  keychainError,
  keytarLoadError,
  KeytarSecretStore,
} from '../../src/main/core/vault';

describe('the keychain entry', () => {
  it('is keyed by origin, account id and lower-cased e-mail', () => {
    const a = accountKey('https://App.Example.com/api/v1/', '124893893dd8', ' Ann@Example.com ');
    expect(a).toBe('https://app.example.com|124893893dd8|ann@example.com');
    expect(accountKey('https://app.example.com/api/v1', '124893893dd8', 'ann@example.com')).toBe(a);
    expect(accountKey('https://app.example.com', 'other', 'ann@example.com')).not.toBe(a);
  });

  it('holds the token together with its User-Agent; anything else reads as no token', () => {
    const raw = encodeSecret({ token: 't0k', userAgent: 'curl/8', createdAt: '2026-01-01T00:00:00Z' });
    expect(decodeSecret(raw)).toEqual({
      token: 't0k',
      userAgent: 'curl/8',
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(decodeSecret(null)).toBeNull();
    expect(decodeSecret('a bare token from elsewhere')).toBeNull();
    expect(decodeSecret('{"token":"x"}')).toBeNull(); // without its User-Agent it cannot be used safely
    expect(decodeSecret('{"token":"","userAgent":"x"}')).toBeNull();
  });
});

describe('keychain errors name the cause and the fix', () => {
  it.each([
    ['Could not connect: No such file or directory', /^No D-Bus session/, 'keychain'],
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', /^No D-Bus session/, 'keychain'],
    [
      'The name org.freedesktop.secrets was not provided by any .service files',
      /^No Secret Service provider/,
      'keychain',
    ],
    ['Cannot create an item in a locked collection', /^The keychain is locked: unlock/, 'keychain_locked'],
    ['User canceled the operation.', /^The keychain is locked: unlock/, 'keychain_locked'], // macOS
    [
      'Object does not exist at path “/org/freedesktop/secrets/collection/login”',
      /no default collection/,
      'keychain',
    ],
  ])('%s', (text, expected, code) => {
    const error = keychainError('store', new Error(text));
    expect(error).toMatchObject({ name: 'CoreError', code });
    expect(error.message).toMatch(expected);
  });

  it('keeps an unknown text as a short single-line excerpt', () => {
    const error = keychainError('read', new Error(`Something odd\nhappened ${'x'.repeat(500)}`));
    expect(error.message).toMatch(
      /^The OS keychain failed to read the token: Something odd happened x+\. Check/,
    );
    expect(error.message.length).toBeLessThan(400);
  });

  it('tells an ABI mismatch of keytar apart from a missing module', () => {
    const abi = keytarLoadError(
      new Error(
        'The module keytar.node was compiled against a different Node.js version using NODE_MODULE_VERSION 115.',
      ),
    );
    expect(abi.message).toMatch(/ABI mismatch.*npm rebuild keytar/);
    const missing = keytarLoadError(
      Object.assign(new Error("Cannot find module 'keytar'"), { code: 'MODULE_NOT_FOUND' }),
    );
    expect(missing.message).toMatch(/it is not installed/);
  });

  it('a failed load fails each call with the cause, and is retried on the next call', async () => {
    let attempts = 0;
    const store = new KeytarSecretStore('Timetray', async () => {
      attempts += 1;
      throw Object.assign(new Error("Cannot find module 'keytar'"), { code: 'MODULE_NOT_FOUND' });
    });
    await expect(store.get('k')).rejects.toMatchObject({
      code: 'keychain',
      message: expect.stringMatching(/not installed/),
    });
    await expect(store.set('k', 'v')).rejects.toMatchObject({ code: 'keychain' });
    expect(attempts).toBe(2);
  });
});

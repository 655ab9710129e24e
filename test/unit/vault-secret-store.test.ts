import { describe, expect, it } from 'vitest';
import {
  accountKey,
  decodeSecret,
  encodeSecret,
  keychainError,
  keytarLoadError,
  KeytarSecretStore,
  unlockPromptPossible,
} from '../../src/main/core/vault';
import { keychainCallUnanswered } from '../../src/main/core/vault/unanswered-calls';
import { speak } from '../../src/main/core/i18n';

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
    expect(abi.message).toMatch(/ABI mismatch.*npm run rebuild:keytar/);
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

describe('KeytarSecretStore and a locked Secret Service', () => {
  /** A keytar that records what it was asked and answers from `entries`. */
  function fakeKeytar(entries: Record<string, string>) {
    const asked: string[] = [];
    const keytar = {
      getPassword: async (_service: string, key: string) => (asked.push(`get ${key}`), entries[key] ?? null),
      setPassword: async (_service: string, key: string) => void asked.push(`set ${key}`),
      deletePassword: async (_service: string, key: string) => (asked.push(`delete ${key}`), key in entries),
    };
    return { asked, load: async () => keytar as unknown as typeof import('keytar') };
  }

  // No question before each call, with a display or without one: see the class comment.
  it.each([true, false])(
    'keytar goes first; only a miss asks whether the keychain is locked (display: %s)',
    async (display) => {
      const { asked, load } = fakeKeytar({ k: 'secret' });
      let questions = 0;
      const store = new KeytarSecretStore(
        'Timetray',
        load,
        async () => (questions += 1) > 0,
        () => display,
      );
      await expect(store.get('k')).resolves.toBe('secret');
      expect(questions).toBe(0);
      await expect(store.get('gone')).rejects.toMatchObject({ code: 'keychain_locked' });
      expect(asked).toEqual(['get k', 'get gone']);
      expect(questions).toBe(1);
    },
  );

  it('an unlock prompt (and so the longer time limit) is possible on macOS and Windows, and on Linux only with a display', () => {
    expect(unlockPromptPossible({}, 'linux')).toBe(false);
    expect(unlockPromptPossible({ DISPLAY: ':0' }, 'linux')).toBe(true);
    expect(unlockPromptPossible({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBe(true);
    expect(unlockPromptPossible({}, 'darwin')).toBe(true);
    expect(unlockPromptPossible({}, 'win32')).toBe(true);
  });
});

describe('KeytarSecretStore: one keychain call at a time, each within a time limit', () => {
  /** A keytar whose getPassword waits for `answer()`; records how many calls reached it. */
  function slowKeytar() {
    let reached = 0;
    let answer: (value: string) => void = () => undefined;
    const keytar = {
      getPassword: () => {
        reached += 1;
        return new Promise<string>((resolve) => (answer = resolve));
      },
    };
    return {
      reached: () => reached,
      answer: (value: string) => answer(value),
      load: async () => keytar as unknown as typeof import('keytar'),
    };
  }
  const unlocked = async () => false;
  const noPrompt = () => false;

  it('a call with no answer fails in words; while it is out, the next fails at once without asking keytar', async () => {
    const slow = slowKeytar();
    const store = new KeytarSecretStore('Timetray', slow.load, unlocked, noPrompt, () => 40);
    await expect(store.get('a')).rejects.toMatchObject({
      code: 'keychain',
      message: expect.stringMatching(/^The keychain did not answer within 0 s/),
    });
    expect(keychainCallUnanswered()).toBe(true);
    await expect(store.get('b')).rejects.toMatchObject({ code: 'keychain' });
    expect(slow.reached()).toBe(1);

    // The stuck call answers at last: the keychain is asked again, and the exit is no longer held.
    slow.answer('late');
    await new Promise((r) => setTimeout(r, 0));
    expect(keychainCallUnanswered()).toBe(false);
    const next = store.get('c');
    await new Promise((r) => setTimeout(r, 0));
    slow.answer('token-c');
    await expect(next).resolves.toBe('token-c');
    expect(slow.reached()).toBe(2);
  });

  it('calls wait their turn: the second reaches keytar only after the first answered', async () => {
    const slow = slowKeytar();
    const store = new KeytarSecretStore('Timetray', slow.load, unlocked, noPrompt, () => 5_000);
    const first = store.get('a');
    const second = store.get('b');
    await new Promise((r) => setTimeout(r, 10));
    expect(slow.reached()).toBe(1);
    slow.answer('token-a');
    await expect(first).resolves.toBe('token-a');
    await new Promise((r) => setTimeout(r, 10));
    expect(slow.reached()).toBe(2);
    slow.answer('token-b');
    await expect(second).resolves.toBe('token-b');
  });

  it('the message says it in Portuguese too', async () => {
    speak('pt-BR');
    try {
      const store = new KeytarSecretStore('Timetray', slowKeytar().load, unlocked, noPrompt, () => 1_000);
      await expect(store.get('a')).rejects.toMatchObject({
        message: expect.stringMatching(/^O chaveiro não respondeu em 1 s/),
      });
    } finally {
      speak('en');
    }
  });
});

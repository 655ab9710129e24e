import { describe, expect, it } from 'vitest';
import { CoreError } from '../../src/main/core/core-error';
import { StartupError, startFailureText } from '../../src/main/app/lifecycle/start-failure';

describe('startFailureText', () => {
  it('shows messages written for people as they are', () => {
    expect(startFailureText(new StartupError('The tray icon is missing or unreadable: /x/tray.png'))).toBe(
      'The tray icon is missing or unreadable: /x/tray.png',
    );
    expect(startFailureText(new CoreError('keychain', 'The keychain is locked.'))).toBe(
      'The keychain is locked.',
    );
  });

  it('shows a quoted path or value inert: no terminal escape or bidi override in the error box', () => {
    const text = startFailureText(
      new CoreError('settings', 'Cannot read /home/u/\u202eevil\u001b[2J/settings.json.'),
    );
    expect(text).toBe('Cannot read /home/u/\uFFFDevil\uFFFD[2J/settings.json.');
  });

  it('shows only the class and the place of an unexpected error, never its message', () => {
    const error = new TypeError('Bearer s3cr3t-token-value was not accepted');
    const text = startFailureText(error);
    expect(text).toContain('TypeError');
    expect(text).toMatch(/\(at .+\)/);
    expect(text).not.toContain('s3cr3t');
    expect(startFailureText('a string')).toBe('An unexpected string was thrown while starting.');
  });
});

import { describe, expect, it } from 'vitest';
import { shortcut } from '../../src/shared/shortcut';

describe('shortcut hints', () => {
  it('say ⌘ on macOS, from userAgentData or the older navigator.platform', () => {
    expect(shortcut('C', { userAgentData: { platform: 'macOS' } })).toBe('⌘C');
    expect(shortcut('R', { platform: 'MacIntel' })).toBe('⌘R');
  });
  it('say Ctrl+ on Windows and Linux', () => {
    expect(shortcut('C', { userAgentData: { platform: 'Windows' } })).toBe('Ctrl+C');
    expect(shortcut('R', { platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(
      'Ctrl+R',
    );
  });
});

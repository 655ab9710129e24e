import { describe, expect, it } from 'vitest';
import { messagesIn } from '../../src/main/core/i18n';
import { settle, waitFor } from './load-app';
import { useShellFixture } from './fixture';

/**
 * The built main process on the Electron TEST DOUBLE, on a private session bus with no
 * StatusNotifier host (GNOME without the AppIndicator extension): asked over the real bus.
 */
const fx = useShellFixture();

describe('Linux without a tray host (built app, Electron double, real D-Bus)', () => {
  it('started by hand: opens the panel and says why, with the fix', async () => {
    const app = await fx.start({ platform: 'linux' });
    await waitFor(() => app.double.messageBoxes.length > 0, 5000, 'the notice');
    // Then the panel (the double's message box is answered at once).
    await waitFor(() => app.panel()!.isVisible(), 2000, 'the panel');
    expect(app.double.messageBoxes[0]).toMatchObject({
      message: messagesIn('en').shell_no_tray_host_message(),
    });
    expect(String(app.double.messageBoxes[0]!['detail'])).toContain('gnome-shell-extension-appindicator');
  });

  it('from autostart (--hidden): stays quiet', async () => {
    const app = await fx.start({ platform: 'linux', argv: ['--hidden'] });
    await settle(1000);
    expect(app.double.messageBoxes).toEqual([]);
    expect(app.panel()!.isVisible()).toBe(false);
  });
});

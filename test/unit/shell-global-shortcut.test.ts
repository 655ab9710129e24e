import { describe, expect, it } from 'vitest';
import { ShortcutKeeper, type GlobalShortcuts } from '../../src/main/app/desktop/global-shortcut';

/** globalShortcut as the OS would answer: `taken` accelerators belong to another app. */
function shortcuts(taken: string[] = []) {
  const registered = new Map<string, () => void>();
  const api: GlobalShortcuts = {
    register: (accelerator, callback) => {
      if (taken.includes(accelerator) || registered.has(accelerator)) return false;
      registered.set(accelerator, callback);
      return true;
    },
    unregister: (accelerator) => void registered.delete(accelerator),
    unregisterAll: () => registered.clear(),
  };
  return { api, registered };
}

describe('ShortcutKeeper', () => {
  it('registers the configured shortcut; a press opens the search', () => {
    const os = shortcuts();
    let searches = 0;
    const keeper = new ShortcutKeeper(os.api, () => searches++, false);
    keeper.set('CommandOrControl+Alt+T');
    expect([...os.registered.keys()]).toEqual(['CommandOrControl+Alt+T']);
    os.registered.get('CommandOrControl+Alt+T')!();
    expect(searches).toBe(1);
    expect(keeper.problem).toBeNull();
  });

  it('changing it unregisters the old one; clearing it unregisters; quitting unregisters all', () => {
    const os = shortcuts();
    const keeper = new ShortcutKeeper(os.api, () => undefined, false);
    keeper.set('Ctrl+Alt+T');
    keeper.set('Ctrl+Alt+Y');
    expect([...os.registered.keys()]).toEqual(['Ctrl+Alt+Y']);
    keeper.set(null);
    expect([...os.registered.keys()]).toEqual([]);
    keeper.set('Ctrl+Alt+U');
    keeper.dispose();
    expect([...os.registered.keys()]).toEqual([]);
  });

  it('a refused registration is a problem in words, never swallowed; on X11/macOS/Windows: taken, choose another', () => {
    const keeper = new ShortcutKeeper(shortcuts(['Ctrl+Alt+T']).api, () => undefined, false);
    keeper.set('Ctrl+Alt+T');
    expect(keeper.problem).toBe(
      'Ctrl+Alt+T is taken by another app or the desktop refused it — choose another.',
    );
    keeper.set(null);
    expect(keeper.problem).toBeNull();
  });

  it('on Wayland the problem says it works only through the desktop’s GlobalShortcuts portal', () => {
    const keeper = new ShortcutKeeper(shortcuts(['Ctrl+Alt+T']).api, () => undefined, true);
    keeper.set('Ctrl+Alt+T');
    expect(keeper.problem).toMatch(
      /^Ctrl\+Alt\+T could not be registered\. On Wayland .* GlobalShortcuts portal/,
    );
  });

  it('a refused shortcut is not unregistered later (it belongs to another app)', () => {
    const os = shortcuts(['Ctrl+Alt+T']);
    const calls: string[] = [];
    const keeper = new ShortcutKeeper(
      { ...os.api, unregister: (a) => void calls.push(a) },
      () => undefined,
      false,
    );
    keeper.set('Ctrl+Alt+T');
    keeper.set('Ctrl+Alt+Y');
    expect(calls).toEqual([]);
  });

  it('an accelerator Electron throws on becomes a problem too', () => {
    const keeper = new ShortcutKeeper(
      {
        ...shortcuts().api,
        register: () => {
          throw new Error('conversion failure');
        },
      },
      () => undefined,
      false,
    );
    keeper.set('Ctrl+Alt+T');
    expect(keeper.problem).toMatch(/not a shortcut Electron accepts \(conversion failure\)/);
  });
});

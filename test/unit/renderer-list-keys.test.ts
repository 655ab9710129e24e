import { describe, expect, it } from 'vitest';
import { listKey } from '../../src/renderer/src/lib/list/list-keys';

/** The project list's keys (the listbox has focus): what each asks the list to do. */
const key = (
  name: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {},
) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('listKey', () => {
  it('moves the active row with the arrows, Home/End and a page at a time', () => {
    expect(listKey(key('ArrowDown'), 3, 50, 10, '')).toEqual({ kind: 'move', to: 4 });
    expect(listKey(key('ArrowUp'), 3, 50, 10, '')).toEqual({ kind: 'move', to: 2 });
    expect(listKey(key('Home'), 3, 50, 10, '')).toEqual({ kind: 'move', to: 0 });
    expect(listKey(key('End'), 3, 50, 10, '')).toEqual({ kind: 'move', to: 49 });
    expect(listKey(key('PageDown'), 3, 50, 10, '')).toEqual({ kind: 'move', to: 13 });
    expect(listKey(key('PageUp'), 3, 50, 10, '')).toEqual({ kind: 'move', to: 0 });
  });

  it('goes back to the search from the first row, and on Escape only when there is a search to clear', () => {
    expect(listKey(key('ArrowUp'), 0, 50, 10, '')).toEqual({ kind: 'leave', clear: false });
    expect(listKey(key('Escape'), 3, 50, 10, 'acme')).toEqual({ kind: 'leave', clear: true });
    expect(listKey(key('Escape'), 3, 50, 10, '')).toBeNull(); // Escape then hides the panel
  });

  it('opens on Enter, pins on Ctrl/⌘+P (never Ctrl+Shift+P), and sends typing to the search', () => {
    expect(listKey(key('Enter'), 3, 50, 10, '')).toEqual({ kind: 'open' });
    expect(listKey(key('p', { ctrlKey: true }), 3, 50, 10, '')).toEqual({ kind: 'pin' });
    expect(listKey(key('P', { metaKey: true }), 3, 50, 10, '')).toEqual({ kind: 'pin' });
    expect(listKey(key('P', { ctrlKey: true, shiftKey: true }), 3, 50, 10, '')).toBeNull();
    expect(listKey(key('a'), 3, 50, 10, '')).toEqual({ kind: 'type' });
    expect(listKey(key('A', { shiftKey: true }), 3, 50, 10, '')).toEqual({ kind: 'type' });
  });

  it('leaves keys with Ctrl, ⌘ or Alt to the window (Ctrl+F, Ctrl+R), not to the list', () => {
    expect(listKey(key('ArrowDown', { altKey: true }), 3, 50, 10, '')).toBeNull();
    expect(listKey(key('f', { ctrlKey: true }), 3, 50, 10, '')).toBeNull();
    expect(listKey(key('constructor'), 3, 50, 10, '')).toBeNull();
  });
});

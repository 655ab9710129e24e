/**
 * Electron's accelerator grammar (https://www.electronjs.org/docs/latest/api/accelerator),
 * checked in plain Node so the CLI and the settings file refuse what `globalShortcut`
 * would refuse. Names are matched case-insensitively and stored in Electron's spelling.
 */
const MODIFIERS = [
  'CommandOrControl',
  'CmdOrCtrl',
  'Command',
  'Cmd',
  'Control',
  'Ctrl',
  'Alt',
  'Option',
  'AltGr',
  'Shift',
  'Super',
  'Meta',
] as const;

const NAMED_KEYS = [
  'Plus',
  'Space',
  'Tab',
  'Capslock',
  'Numlock',
  'Scrolllock',
  'Backspace',
  'Delete',
  'Insert',
  'Return',
  'Enter',
  'Up',
  'Down',
  'Left',
  'Right',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Esc',
  'VolumeUp',
  'VolumeDown',
  'VolumeMute',
  'MediaNextTrack',
  'MediaPreviousTrack',
  'MediaStop',
  'MediaPlayPause',
  'PrintScreen',
  'numdec',
  'numadd',
  'numsub',
  'nummult',
  'numdiv',
  ...Array.from({ length: 24 }, (_, i) => `F${i + 1}`),
  ...Array.from({ length: 10 }, (_, i) => `num${i}`),
];

const PUNCTUATION = new Set([...')!@#$%^&*(:;:+=<,_->.?/~`{][|\\}"\'']);

const byLowerCase = (names: readonly string[]) => new Map(names.map((n) => [n.toLowerCase(), n]));
const MODIFIER_NAMES = byLowerCase(MODIFIERS);
const KEY_NAMES = byLowerCase(NAMED_KEYS);

/**
 * `text` in Electron's spelling (e.g. "ctrl+alt+t" → "Ctrl+Alt+T"), or null when it is not
 * an accelerator a global shortcut can use: one or more modifiers (a shortcut without one
 * would take a plain key away from every other app) and exactly one key, last.
 */
export function normalizeAccelerator(text: string): string | null {
  const trimmed = text.trim();
  // "+" is both the separator and a key: a trailing "++" means the plus key.
  const parts = trimmed.endsWith('++') ? [...trimmed.slice(0, -2).split('+'), '+'] : trimmed.split('+');
  if (parts.length < 2 || parts.length > 5) return null;
  const key = parts.pop()!;
  const modifiers: string[] = [];
  for (const part of parts) {
    const name = MODIFIER_NAMES.get(part.trim().toLowerCase());
    if (name === undefined || modifiers.includes(name)) return null;
    modifiers.push(name);
  }
  const keyName = normalizeKey(key.trim());
  return keyName === null ? null : [...modifiers, keyName].join('+');
}

function normalizeKey(key: string): string | null {
  if (/^[a-z0-9]$/i.test(key)) return key.toUpperCase();
  if (key.length === 1 && PUNCTUATION.has(key)) return key;
  return KEY_NAMES.get(key.toLowerCase()) ?? null;
}

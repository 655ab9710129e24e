import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSentences, sourceFilesUnder, type Finding } from '../support/ui-literals';

/**
 * No user-facing English outside the message catalog in the shell: the tray menu, its
 * tooltip, notifications, dialogs (the CA file, the start failure, no tray host), About and
 * the Settings problems the shell reports all take their words from messages/shell/*.json
 * (see docs/GLOSSARY.pt-BR.md). The scanner's rules are in test/support/ui-literals.ts; what
 * must stay literal is listed here, with why.
 */
const ROOT = join(__dirname, '../..');

/** Literal text that is the same in every language. */
const ALLOWED: Record<string, string> = {
  'Secret Service (': "the Linux keychain's name (a freedesktop.org specification), before its owner program",
  'Secret Service (libsecret)': "the Linux keychain's name and library, as About shows them",
};

const SHELL_FILES = [
  ...sourceFilesUnder('src/main/app/tray'),
  ...sourceFilesUnder('src/main/app/desktop'),
  ...sourceFilesUnder('src/main/app/lifecycle'),
  ...sourceFilesUnder('src/main/app/window'),
  'src/main/index.ts',
];

const report = (file: string, findings: Finding[]): string[] =>
  findings
    .filter((f) => !(f.text in ALLOWED))
    .map((f) => `${file}:${f.line} ${f.where} ${JSON.stringify(f.text)}`);

describe('no English sentence outside the catalog, in the tray and the shell', () => {
  it('in the tray menu, notifications, dialogs, About, the window and main', () => {
    expect(SHELL_FILES.length).toBeGreaterThan(20);
    const found = SHELL_FILES.flatMap((file) =>
      report(file, codeSentences(readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(found, 'put these in messages/shell/*.json and use m.key()').toEqual([]);
  });

  it('every allowlisted literal is still there (an unused entry would hide a new one)', () => {
    const all = SHELL_FILES.flatMap((file) => codeSentences(readFileSync(join(ROOT, file), 'utf8')));
    for (const text of Object.keys(ALLOWED)) expect(all.map((f) => f.text)).toContain(text);
  });
});

describe('the scanner catches what the shell used to write (it must be able to fail)', () => {
  it('menu labels, a notification, a dialog title, a status line', () => {
    const sample = [
      "items.push(info(locked ? 'Keychain locked' : 'Not signed in'));",
      'notify(`Timetray could not switch accounts: ${appError.message}`);',
      "const dialog = { title: 'Choose the CA certificate of your network (PEM)', buttonLabel: 'Use this CA' };",
      "return age === null ? 'Not refreshed yet' : `Updated ${age}`;",
      "label: 'Quit Timetray', action: 'quit', channel: 'state:changed',",
    ].join('\n');
    expect(report('sample.ts', codeSentences(sample))).toEqual([
      'sample.ts:1 code "Keychain locked"',
      'sample.ts:1 code "Not signed in"',
      'sample.ts:2 code "Timetray could not switch accounts:"',
      'sample.ts:3 code "Choose the CA certificate of your network (PEM)"',
      'sample.ts:3 code "Use this CA"',
      'sample.ts:4 code "Not refreshed yet"',
      'sample.ts:5 code "Quit Timetray"',
    ]);
  });
});

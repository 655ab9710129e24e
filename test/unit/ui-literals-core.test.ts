import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSentences, sourceFilesUnder, type Finding } from '../support/ui-literals';

/**
 * No English sentence left in a string literal of the core (src/main/core, but for the
 * doctor, the network-error texts and the catalog's own loader, which other files own), of
 * the IPC handlers or of src/shared: every message that reaches a person comes from messages/core/*.json
 * through `m` (src/main/core/i18n.ts), made when the message is. The scanner's rules are in
 * test/support/ui-literals.ts; what must stay literal is listed here, with why.
 */
const ROOT = join(__dirname, '../..');

const NOT_MINE = new Set([
  'src/main/core/net/network-errors.ts', // the doctor-words area (one network-error message)
  'src/main/core/i18n.ts', // the catalog's loader: no words
]);

/** Literal text that is no sentence for a person, per file. */
const ALLOWED: Record<string, Record<string, string>> = {
  'src/main/core/settings/config-dir.ts': {
    'Application Support': "macOS's own folder name (~/Library/Application Support), not words",
  },
  'src/main/core/api/credential.ts': {
    'id must be a positive whole number.':
      'a guard against a programming error: every id a person types passes the input rules (core_project_id_…) first',
  },
  'src/main/app/ipc/register.ts': {
    'Refused: this page may not use Timetray.':
      'the rejection an untrusted frame gets (no person reads it; the log names the origin)',
  },
};

function filesUnder(dir: string): string[] {
  return sourceFilesUnder(dir).filter(
    (file) => !file.startsWith('src/main/core/doctor/') && !NOT_MINE.has(file),
  );
}

export const englishIn = (file: string, source: string): string[] =>
  codeSentences(source)
    .filter((f: Finding) => !(f.text in (ALLOWED[file] ?? {})))
    .map((f) => `${file}:${f.line} ${JSON.stringify(f.text)}`);

describe('no English sentence outside the catalog, in the core and the IPC handlers', () => {
  const files = [
    ...filesUnder('src/main/core'),
    ...filesUnder('src/main/app/ipc'),
    // The code the window, the core and the CLI share (the compiled catalog aside): a message
    // there reaches a person through any of them.
    ...sourceFilesUnder('src/shared').filter((file) => !file.startsWith('src/shared/i18n/paraglide/')),
  ];

  it('in every string literal of these files', () => {
    expect(files.length).toBeGreaterThan(60);
    const found = files.flatMap((file) => englishIn(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found, 'put these in messages/core/*.json and use m.key()').toEqual([]);
  });

  it('would find a sentence left behind, in a real file of the core', () => {
    const file = 'src/main/core/vault/keychain-errors.ts';
    const source = readFileSync(join(ROOT, file), 'utf8');
    const unmoved = source.replace(
      'm.core_keychain_locked()',
      `"The keychain is locked: unlock the 'login' keyring, then try again."`,
    );
    expect(unmoved).not.toBe(source);
    expect(englishIn(file, unmoved)).toEqual([
      expect.stringContaining(`"The keychain is locked: unlock the 'login' keyring, then try again."`),
    ]);
    const address = "const fail = () => ['https://', 'The service address must start with https://.'];";
    expect(englishIn('x.ts', address)).toEqual([
      'x.ts:1 "The service address must start with https:\\\\/\\\\/."',
    ]);
    const afterRegExp = "const e = /([\"`$])/g.test(x) ? 'The name cannot contain quotes.' : '';";
    expect(englishIn('x.ts', afterRegExp)).toEqual(['x.ts:1 "The name cannot contain quotes."']);
  });
});

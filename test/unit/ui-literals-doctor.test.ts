import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSentences, sourceFilesUnder, type Finding } from '../support/ui-literals';

/**
 * No English sentence outside the catalog in what `timetray doctor` and the window's Health
 * view say, nor in the words of a network fault (the client's errors and the doctor's share
 * them): each comes from messages/doctor/*.json. Rules: test/support/ui-literals.ts.
 */
const ROOT = join(__dirname, '../..');

/** Literal text that is the same in every language, with why. */
const ALLOWED: Record<string, string> = {
  'Proxy response (': "undici's own words, matched to read a refused CONNECT (never shown)",
  'Timetray health check': "the keychain service name of the doctor's throwaway entry (an identifier)",
  'Secret Service': 'the name of the freedesktop.org keyring protocol',
  'Secret Service (': 'the same, before the program that provides it',
  'Windows Credential Manager': "the name of Windows' own keychain",
};

const FILES = [
  ...sourceFilesUnder('src/main/core/doctor'),
  'src/main/cli/doctor-command.ts',
  'src/main/core/net/network-errors.ts',
  'src/main/core/net/network-words.ts',
];

const report = (file: string, findings: Finding[]): string[] =>
  findings.filter((f) => !(f.text in ALLOWED)).map((f) => `${file}:${f.line} ${JSON.stringify(f.text)}`);

describe('no English sentence outside the catalog, in the doctor and the network-fault words', () => {
  it('in every doctor check, its rendering and the network-error words', () => {
    expect(FILES.length).toBeGreaterThan(20);
    const found = FILES.flatMap((file) =>
      report(file, codeSentences(readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(found, 'put these in messages/doctor/*.json and use m.key()').toEqual([]);
  });

  it('would catch a sentence left behind (the rule can fail)', () => {
    const leftOver = "return fail('proxy', `The proxy at ${host} refused the connection.`, fix);";
    expect(report('sample.ts', codeSentences(leftOver))).toEqual([
      'sample.ts:1 "The proxy at"',
      'sample.ts:1 "refused the connection."',
    ]);
  });
});

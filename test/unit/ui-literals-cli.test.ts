import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSentences, sourceFilesUnder, type Finding } from '../support/ui-literals';

/**
 * No English sentence outside the message catalog in the CLI: everything `timetray` prints
 * for a person (output, --help, prompts, usage errors) comes from messages/cli/*.json. The
 * doctor's words are the doctor's (doctor-command.ts, its own scan). What must stay literal
 * is listed here, with why.
 */
const ROOT = join(__dirname, '../..');
const CLI = 'src/main/cli';

/** Files whose literals are not words for people, with why. */
const SKIPPED_FILES: Record<string, string> = {
  'src/main/cli/doctor-command.ts': "the doctor's words, scanned with the doctor (doctor-words)",
};

function cliFiles(): string[] {
  return sourceFilesUnder(CLI).filter((file) => !(file in SKIPPED_FILES));
}

const report = (file: string, findings: Finding[]): string[] =>
  findings.map((f) => `${file}:${f.line} ${JSON.stringify(f.text)}`);

describe("no English sentence outside the catalog, in the CLI's code", () => {
  it('in src/main/cli/**/*.ts (but the doctor)', () => {
    const files = cliFiles();
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      report(file, codeSentences(readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(found, 'put these in messages/cli/*.json and use m.key()').toEqual([]);
  });

  it('would catch a sentence left in a command (the scan can fail)', () => {
    // Lines as this CLI's code had them before the catalog; m.key() calls pass.
    const sample = [
      "throw new UsageError('Choose one of --markdown and --json.');",
      "if (!active) throw new CoreError('signed_out', 'No account yet — run `timetray login` first.');",
      'return `Signed in as ${accountName(account)}, account ${printable(account.accountId)}.`;',
      'throw new UsageError(m.cli_markdown_or_json());',
    ].join('\n');
    expect(report('sample.ts', codeSentences(sample))).toEqual([
      'sample.ts:1 "Choose one of --markdown and --json."',
      'sample.ts:2 "No account yet — run `timetray login` first."',
      'sample.ts:3 "Signed in as"',
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSentences, sourceFilesUnder, type Finding } from '../support/ui-literals';

/**
 * Issue #19's code speaks only through the catalog (messages/core, messages/cli: `budget_…`,
 * `pin_…`): no English sentence left in its TypeScript. What must stay literal is listed, with why.
 */
const ROOT = join(__dirname, '../..');

/** Literal text that is the same in every language. */
const ALLOWED: Record<string, string> = {};

/** The files issue #19 added. */
const BUDGET_FILES = [
  ...sourceFilesUnder('src/main/core/budgets'),
  'src/shared/budget.ts',
  'src/shared/money.ts',
  'src/shared/web-app.ts',
  'src/main/cli/budget-commands.ts',
  'src/main/cli/budget-help.ts',
  'src/main/cli/budget-text.ts',
  'src/main/cli/list-marks.ts',
  'src/main/cli/project-budget.ts',
];

const report = (file: string, findings: Finding[]): string[] =>
  findings
    .filter((f) => !(f.text in ALLOWED))
    .map((f) => `${file}:${f.line} ${f.where} ${JSON.stringify(f.text)}`);

describe('no English sentence outside the catalog, in the budget and pin code', () => {
  it('in its TypeScript', () => {
    expect(BUDGET_FILES.length).toBeGreaterThan(6);
    const found = BUDGET_FILES.flatMap((file) =>
      report(file, codeSentences(readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(found, 'put these in messages/AREA/*.json and use m.key()').toEqual([]);
  });

  it('can fail: a sentence left in the code is found', () => {
    const found = codeSentences("throw new CoreError('bad_input', 'The budget must be a number.');");
    expect(found.map((f) => f.text)).toEqual(['The budget must be a number.']);
  });
});

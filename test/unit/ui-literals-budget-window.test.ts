import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSentences, svelteLiterals, type Finding } from '../support/ui-literals';

/**
 * Issue #19's window and tray files speak only through the catalog (messages/window/ and
 * messages/shell/, keys budget_…, pin_…, webapp_…). The window-wide scan covers the renderer
 * too; this one adds the tray's new files, and shows it can fail.
 */
const ROOT = join(__dirname, '../..');
const SVELTE = [
  'src/renderer/src/components/BudgetEditor.svelte',
  'src/renderer/src/components/BudgetProgress.svelte',
];
const CODE = [
  'src/renderer/src/lib/state/project-actions.ts',
  'src/shared/parse-amount.ts',
  'src/renderer/src/components/settings/currency-choices.ts',
  'src/main/app/tray/budget-items.ts',
  'src/main/app/tray/budget-notice.ts',
];

/** Literal text that is the same in every language, with why. */
const ALLOWED: Record<string, string> = {};

const report = (file: string, findings: Finding[]): string[] =>
  findings
    .filter((f) => !(f.text in ALLOWED))
    .map((f) => `${file}:${f.line} ${f.where} ${JSON.stringify(f.text)}`);
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

describe('no English sentence outside the catalog in the budget, pin and web-app files', () => {
  it('in their Svelte markup', () => {
    expect(SVELTE.flatMap((file) => report(file, svelteLiterals(read(file))))).toEqual([]);
  });

  it('in their TypeScript', () => {
    expect(CODE.flatMap((file) => report(file, codeSentences(read(file))))).toEqual([]);
  });

  it('would catch one left behind (the scan can fail)', () => {
    const source = read('src/main/app/tray/budget-items.ts').replace(
      'm.pin_tray_section()',
      "'Pinned projects'",
    );
    expect(report('budget-items.ts', codeSentences(source)).length).toBe(1);
    const markup = read(SVELTE[0]!).replace('{m.budget_none()}', 'No budget set.');
    expect(report('BudgetEditor.svelte', svelteLiterals(markup)).length).toBe(1);
  });
});

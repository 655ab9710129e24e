import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSentences, sourceFilesUnder, svelteLiterals, type Finding } from '../support/ui-literals';

/**
 * No user-facing English outside the message catalog in the window: every word a person
 * reads comes from messages/AREA/*.json (see docs/GLOSSARY.pt-BR.md). The scanner's rules are in
 * test/support/ui-literals.ts; what must stay literal is listed here, with why.
 */
const ROOT = join(__dirname, '../..');

/** Literal text that is the same in every language. */
const ALLOWED: Record<string, string> = {
  Timetray: 'the product name (top bar)',
  '/a/': 'part of the web address the account ID hint shows',
  'app.rabbiit.com/a/': 'the example web address in the account ID hint',
  '124893893dd8': 'the example account ID in that address',
  'curl/8.5.0': "an example User-Agent (a program's own name)",
};

const report = (file: string, findings: Finding[]): string[] =>
  findings
    .filter((f) => !(f.text in ALLOWED))
    .map((f) => `${file}:${f.line} ${f.where} ${JSON.stringify(f.text)}`);

describe('no English sentence outside the catalog, in the window', () => {
  it('in Svelte markup, user-facing attributes and markup expressions', () => {
    const files = sourceFilesUnder('src/renderer', '.svelte');
    expect(files.length).toBeGreaterThan(15);
    const found = files.flatMap((file) =>
      report(file, svelteLiterals(readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(found, 'put these in messages/AREA/*.json and use m.key()').toEqual([]);
  });

  it("in the renderer's TypeScript (state, helpers)", () => {
    const files = [...sourceFilesUnder('src/renderer', '.ts')];
    const found = files.flatMap((file) =>
      report(file, codeSentences(readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(found, 'put these in messages/AREA/*.json and use m.key()').toEqual([]);
  });
});

describe('the scanner (it must be able to fail)', () => {
  const texts = (findings: Finding[]) => findings.map((f) => `${f.where}:${f.text}`);

  it('finds English in text, attributes and expressions, with its line', () => {
    const sample = [
      '<script lang="ts">const x = 1;</script>',
      '<button aria-label="Close panel" title={m.close()}>Close</button>',
      "<p>{busy ? 'Removing…' : m.remove()}</p>",
      '<input placeholder="Search projects…" />',
      '<!-- a comment is not shown --><span>{m.ok()}</span>',
    ].join('\n');
    expect(svelteLiterals(sample)).toEqual([
      { line: 3, text: 'Removing…', where: 'expression' },
      { line: 2, text: 'Close panel', where: 'attribute' },
      { line: 4, text: 'Search projects…', where: 'attribute' },
      { line: 2, text: 'Close', where: 'text' },
    ]);
  });

  it('leaves code alone: ids, classes, keys, accelerators, symbols, messages', () => {
    const sample = [
      '<div class="top-bar" id="settings-button" aria-describedby="sign-in-error account-id-hint"></div>',
      "<svelte:element this={heading === 'h2' ? 'h2' : 'h1'} onclick={() => open('settings-link')}>‹ {m.back()}</svelte:element>",
      "<p>{shortcut('R')} · {isMac() ? 'Command+Alt+T' : 'Ctrl+Alt+T'} {value === 'manual' ? '–' : '…'}</p>",
      '<span aria-describedby={hint ? `${key}-hint ${key}-problem` : `${key}-problem`}>↻ ✓ ▾</span>',
    ].join('\n');
    expect(texts(svelteLiterals(sample))).toEqual([]);
  });

  it('finds sentences in TypeScript, not identifiers or selectors', () => {
    const sample = [
      "const a = 'Timetray could not do that. Please try again.';",
      "const b = { code: 'internal', key: 'Escape', query: 'main input, main button' };",
      "// 'A comment is not a string.'",
      'const c = `Nothing matches “${query}”.`;',
    ].join('\n');
    expect(texts(codeSentences(sample))).toEqual([
      'code:Timetray could not do that. Please try again.',
      'code:Nothing matches “',
    ]);
  });
});

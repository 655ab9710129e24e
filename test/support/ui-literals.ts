/**
 * Finds user-facing English written straight into the UI instead of taken from the message
 * catalog (messages/AREA/*.json): text in Svelte markup, user-facing attributes, and string
 * literals inside markup expressions (`{busy ? 'Removing…' : 'Remove'}`). Used by
 * test/unit/ui-literals.test.ts over src/renderer; `codeSentences` is the rule for plain
 * TypeScript (the CLI, the tray, the doctor, the core: test/unit/ui-literals-AREA.test.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');

/** Every file under `dir` (repository-relative, recursively) ending in `extension`, sorted. */
export function sourceFilesUnder(dir: string, extension = '.ts'): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

export interface Finding {
  line: number;
  /** The literal as written (trimmed). */
  text: string;
  where: 'text' | 'attribute' | 'expression' | 'code';
}

/** Attributes a person reads or hears. */
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Blanks `from`..`to` keeping newlines, so offsets and line numbers stay those of the file. */
const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

/** Where the expression opened at `start` (a `{`) closes, skipping strings and nested braces. */
function closingBrace(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      i = closingQuote(source, i);
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return source.length - 1;
}

function closingQuote(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (quote === '`' && source[i] === '$' && source[i + 1] === '{') i = closingBrace(source, i + 1);
    else if (source[i] === quote) return i;
  }
  return source.length - 1;
}

/** The string literals of a JS expression (a template's static parts each count as one). */
function stringLiterals(code: string, offset: number): { text: string; at: number }[] {
  const found: { text: string; at: number }[] = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c !== "'" && c !== '"' && c !== '`') continue;
    const end = closingQuote(code, i);
    const body = code.slice(i + 1, end);
    const parts = c === '`' ? body.split(/\$\{[^}]*\}/) : [body];
    for (const part of parts) found.push({ text: part, at: offset + i });
    i = end;
  }
  return found;
}

/** Words a person reads: two letters or more, once code-like tokens (ids, keys, paths) are left out. */
const hasWords = (text: string): boolean => /[A-Za-zÀ-ÿ]{2,}/.test(text);

/**
 * A literal in code that reads as words for people: a capitalised word ("Remove",
 * "Loading…") or two plain words ("not refreshed"), not an id, a class list, a key name
 * or an accelerator.
 */
export function looksLikeWords(text: string): boolean {
  const words = text
    .split(/\s+/)
    .filter(
      (token) => token !== '' && !/[-_#/.:=+$@\d]|^[a-z]+[A-Z]/.test(token.replace(/[.,;:!?…)]+$/, '')),
    );
  if (words.length === 0) return false;
  if (words.length >= 2 && words.filter(hasWords).length >= 2) return true;
  return /^[A-Z][a-zà-ÿ]+/.test(words[0]!) && !/^[A-Z][a-z]+[A-Z]/.test(words[0]!);
}

/** Every piece of user-facing English in a Svelte component: its markup, and sentences in its script. */
export function svelteLiterals(source: string): Finding[] {
  const script = source.replace(/<script\b[^>]*>([\s\S]*?)<\/script>|[^\n]/g, (whole, code?: string) =>
    code === undefined ? ' ' : blank(whole.slice(0, whole.indexOf('>') + 1)) + code + blank('</script>'),
  );
  return [...markupLiterals(source), ...codeSentences(script)];
}

function markupLiterals(source: string): Finding[] {
  // Script, style and comments are not markup (the script is code: see `codeSentences`).
  let markup = source.replace(/<(script|style)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g, blank);
  const findings: Finding[] = [];
  // Expressions: their string literals are checked, then they are blanked out.
  for (let i = markup.indexOf('{'); i !== -1; i = markup.indexOf('{', i + 1)) {
    const end = closingBrace(markup, i);
    for (const literal of stringLiterals(markup.slice(i + 1, end), i + 1)) {
      if (looksLikeWords(literal.text)) {
        findings.push({ line: lineAt(source, literal.at), text: literal.text.trim(), where: 'expression' });
      }
    }
    markup = markup.slice(0, i) + blank(markup.slice(i, end + 1)) + markup.slice(end + 1);
  }
  // Tags: their user-facing attributes' literal text; then the tags are blanked out too.
  markup = markup.replace(/<[^>]*>/g, (tag, at: number) => {
    for (const attribute of tag.matchAll(/([\w:-]+)\s*=\s*(["'])([\s\S]*?)\2/g)) {
      if (USER_FACING_ATTRIBUTES.has(attribute[1]!.toLowerCase()) && hasWords(attribute[3]!)) {
        findings.push({
          line: lineAt(source, at + attribute.index),
          text: attribute[3]!.trim(),
          where: 'attribute',
        });
      }
    }
    return blank(tag);
  });
  // What is left is text: runs of it, apart where a tag or an expression stood.
  for (const text of markup.matchAll(/\S+(?: \S+)*/g)) {
    if (hasWords(text[0])) findings.push({ line: lineAt(source, text.index), text: text[0], where: 'text' });
  }
  return findings;
}

/**
 * Comments are blanked by a pattern that does not know strings, so `//` inside one would hide
 * the rest of its file: an address written in code ('https://') is escaped first (it reads the
 * same and scans right).
 */
const withAddressesEscaped = (source: string): string => source.replaceAll('https://', 'https:\\/\\/');

/**
 * Likewise a quote inside a regular expression (/(["`$])/) would pair with the next string's
 * quote and hide it: regular expressions (after `(`, `=`, `,`, `:`, `!`, `&&`, `||`, `?` or
 * `return`) are blanked first, same length, so lines stay where they are.
 */
const withRegExpsBlanked = (source: string): string =>
  source.replace(
    /([(=,:!&|?]\s*|return\s+)\/((?:[^/\n\\[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+)\/[dgimsuy]*/g,
    (regExp, before: string) => before + ' '.repeat(regExp.length - before.length),
  );

/**
 * Sentences in TypeScript string literals: two words or more with a capital or an end
 * mark ("Timetray could not do that."), for code that builds what people read (the tray
 * menu, the CLI, doctor). Imports, log prefixes and the like are the caller's allowlist.
 */
export function codeSentences(source: string): Finding[] {
  const code = withRegExpsBlanked(withAddressesEscaped(source)).replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    blank,
  );
  return stringLiterals(code, 0)
    .filter(({ text }) => /^[A-Z]?[a-zà-ÿ'’]+[,;:]?(\s+\S+)+/.test(text.trim()) && looksLikeWords(text))
    .filter(({ text }) => /^[A-Z]|[.!?…:]$/.test(text.trim()))
    .map(({ text, at }) => ({ line: lineAt(source, at), text: text.trim(), where: 'code' as const }));
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locale';
import { readCatalog } from '../../scripts/catalog-files.mjs';

/**
 * The message catalog (messages/AREA/{locale}.json, compiled by scripts/i18n-compile.mjs into the
 * committed src/shared/i18n/paraglide/): complete in every language, and compiled.
 */
const ROOT = join(__dirname, '../..');
const OUTDIR = join(ROOT, 'src/shared/i18n/paraglide');

type Variant = { declarations?: string[]; match: Record<string, string> };
type Catalog = Record<string, string | Variant[]>;

const catalogOf = (locale: string): Catalog => readCatalog(locale) as Catalog;

/** The parameters a message takes: its `{placeholders}` and declared inputs, not its locals. */
export function parametersOf(message: string | Variant[]): string[] {
  const names = new Set<string>();
  const texts = typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match));
  for (const text of texts) for (const [, name] of text.matchAll(/\{(\w+)\}/g)) names.add(name!);
  if (typeof message !== 'string') {
    for (const variant of message) {
      for (const line of variant.declarations ?? []) {
        const input = /^input (\w+)$/.exec(line);
        if (input) names.add(input[1]!);
      }
    }
  }
  return [...names].sort();
}

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

describe('the message catalog', () => {
  const english = catalogOf('en');

  it('has every English message in every language, and nothing English lacks', () => {
    for (const locale of LOCALES) {
      const keys = Object.keys(catalogOf(locale)).sort();
      expect(keys, locale).toEqual(Object.keys(english).sort());
    }
  });

  it('gives each message the same parameters in every language', () => {
    for (const locale of LOCALES) {
      const catalog = catalogOf(locale);
      for (const [key, message] of Object.entries(english)) {
        expect(parametersOf(catalog[key]!), `${locale}: ${key}`).toEqual(parametersOf(message));
      }
    }
  });

  it('translates: no pt-BR sentence is the English one left in place', () => {
    // Names, units and codes are the same in both; a sentence never is.
    const portuguese = catalogOf('pt-BR');
    const untranslated = Object.entries(english)
      .filter(([key, text]) => typeof text === 'string' && / \w+ /.test(text) && portuguese[key] === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('varies by count in every language where it does in one ("1 projects" in English was a bug)', () => {
    const counted = (message: string | Variant[] | undefined) => typeof message !== 'string';
    for (const locale of LOCALES) {
      const catalog = catalogOf(locale);
      const differ = Object.keys(english).filter((key) => counted(english[key]) !== counted(catalog[key]));
      expect({ locale, differ }).toEqual({ locale, differ: [] });
    }
  });

  it('can tell a message whose parameters differ (the check above can fail)', () => {
    expect(parametersOf('Hello {name}')).not.toEqual(parametersOf('Olá {nome}'));
    expect(parametersOf([{ declarations: ['input count'], match: { 'count=one': 'one' } }])).toEqual([
      'count',
    ]);
  });

  describe('compiled output', () => {
    const fresh = mkdtempSync(join(tmpdir(), 'timetray-i18n-'));
    afterAll(() => rmSync(fresh, { recursive: true, force: true }));

    it('is what `npm run i18n` makes from messages/*/*.json (run it after editing them)', () => {
      execFileSync(process.execPath, [join(ROOT, 'scripts/i18n-compile.mjs'), fresh], { cwd: ROOT });
      const made = files(fresh)
        .map((f) => relative(fresh, f))
        .sort();
      expect(
        files(OUTDIR)
          .map((f) => relative(OUTDIR, f))
          .sort(),
        'run `npm run i18n`',
      ).toEqual(made);
      for (const file of made) {
        expect(readFileSync(join(OUTDIR, file), 'utf8'), `${file} is stale: run \`npm run i18n\``).toBe(
          readFileSync(join(fresh, file), 'utf8'),
        );
      }
    }, 60_000);
  });
});

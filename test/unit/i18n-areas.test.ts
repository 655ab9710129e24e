import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS as CATALOG_AREAS, areaMessages } from '../../scripts/catalog-files.mjs';
import { AREAS, type Area } from '../../src/main/core/i18n';

/**
 * The CLI loads only the catalog areas it speaks (src/main/core/i18n.ts): `core` and `cli`,
 * and `doctor` for `timetray doctor`. A message of another area would be missing at run
 * time in the built CLI (the tests' setup loads every area, so no other test would see it):
 * here each part of the code may name only the areas its process has loaded.
 */
const ROOT = join(__dirname, '../..');

const AREA_OF = new Map<string, Area>(
  AREAS.flatMap((area) => Object.keys(areaMessages(area, 'en')).map((key) => [key, area] as const)),
);

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

/** The areas a file may use: the app's main process has them all; the CLI's code only its own. */
function allowedAreas(file: string): readonly Area[] | 'all' {
  if (file.startsWith('src/main/app/') || file === 'src/main/index.ts') return 'all';
  if (file === 'src/main/cli/doctor-command.ts' || file.startsWith('src/main/core/doctor/'))
    return ['core', 'cli', 'doctor'];
  return ['core', 'cli'];
}

/** Each catalog key a source names (as `m.key`, `words.key`, `messagesIn(…).key` alike). */
export const keysNamedIn = (source: string): string[] =>
  [...new Set(source.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? [])].filter((word) => AREA_OF.has(word));

function misplaced(file: string, source: string): string[] {
  const allowed = allowedAreas(file);
  if (allowed === 'all') return [];
  return keysNamedIn(source)
    .filter((key) => !allowed.includes(AREA_OF.get(key)!))
    .map((key) => `${file}: ${key} (${AREA_OF.get(key)})`);
}

describe('catalog areas and the code that speaks them', () => {
  it('lists the areas as the inlang project does', () => {
    expect([...AREAS]).toEqual(CATALOG_AREAS);
  });

  it('main-side code outside the app names only messages of the areas its process loads', () => {
    const sources = [...files(join(ROOT, 'src/main')), ...files(join(ROOT, 'src/shared'))]
      .map((path) => relative(ROOT, path))
      .filter((file) => !file.startsWith('src/shared/i18n/paraglide/'));
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap((file) => misplaced(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('would catch a CLI command reaching for a doctor or window message', () => {
    const source = 'io.stdout(m.doctor_label_ok() + m.window_title() + m.cli_status_signed_in());';
    expect(misplaced('src/main/cli/view-commands.ts', source)).toEqual([
      'src/main/cli/view-commands.ts: doctor_label_ok (doctor)',
      'src/main/cli/view-commands.ts: window_title (window)',
    ]);
    expect(misplaced('src/main/cli/doctor-command.ts', source)).toEqual([
      'src/main/cli/doctor-command.ts: window_title (window)',
    ]);
  });
});

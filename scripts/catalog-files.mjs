// Where the message catalog lives: one JSON file per area and language, named by the inlang
// project's pathPattern (project.inlang/settings.json) — the one list of areas. Areas keep
// the words of one part of the app together (window, core, cli, doctor, shell) and let
// people edit two parts at once without touching the same file; keys are unique across all.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The catalog files of one language, relative to the project root. */
export function catalogFiles(locale) {
  const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8'));
  const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
  return patterns.map((pattern) => pattern.replace('{locale}', locale).replace(/^\.\//, ''));
}

/** The areas, in the project's order: the folder each catalog file sits in (`window`, `core`, …). */
export const AREAS = catalogFiles('en').map((file) => /^messages\/([^/]+)\//.exec(file)[1]);

/**
 * Every message of one language, from all its files: `{ key: message }`. A key in two
 * files is an error (the compiler would silently keep one).
 */
export function readCatalog(locale) {
  const messages = {};
  for (const file of catalogFiles(locale)) {
    const { $schema: _schema, ...inFile } = JSON.parse(readFileSync(join(root, file), 'utf8'));
    for (const [key, message] of Object.entries(inFile)) {
      if (key in messages) throw new Error(`message "${key}" is in two catalog files (${file} and another)`);
      messages[key] = message;
    }
  }
  return messages;
}

/** The messages of one area (`window`, `core`, …) in one language: `{ key: message }`. */
export function areaMessages(area, locale) {
  const file = catalogFiles(locale).find((f) => f.startsWith(`messages/${area}/`));
  if (!file) throw new Error(`no catalog area "${area}" in project.inlang/settings.json`);
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(root, file), 'utf8'));
  return messages;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from '../support/ui-literals';

/**
 * The window's state is one model made with the bridge (src/renderer/src/lib/state/app-model):
 * components get it from Svelte context (`useApp()`), never from a module-level instance, and
 * the bridge (`window.timetray`) is reached only through it. A new component that imports a
 * state module's instance, or a new module that calls `window.timetray`, fails here.
 */
const ROOT = join(__dirname, '../..');
const sources = (): { file: string; text: string }[] =>
  [...sourceFilesUnder('src/renderer', '.ts'), ...sourceFilesUnder('src/renderer', '.svelte')].map(
    (file) => ({
      file,
      text: readFileSync(join(ROOT, file), 'utf8'),
    }),
  );

/** Code only: comments may name the bridge to say where it comes from. */
const code = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe("the window's model", () => {
  it('is the only way to main: window.timetray is read once, where the model is made', () => {
    const readers = sources()
      .filter(({ text }) => /window\.timetray/.test(code(text)))
      .map(({ file }) => file);
    expect(readers).toEqual(['src/renderer/src/main.ts']);
    expect(code(readFileSync(join(ROOT, 'src/renderer/src/main.ts'), 'utf8'))).toMatch(
      /new AppModel\(window\.timetray\)/,
    );
  });

  it('is shared by context: no state module exports an instance, no component imports one', () => {
    const instances = sources()
      .filter(({ file }) => file.includes('/lib/state/'))
      .flatMap(({ file, text }) =>
        [...code(text).matchAll(/export const (\w+)\s*=\s*new\b/g)].map((match) => `${file}: ${match[1]}`),
      );
    expect(instances).toEqual([]);
    const valueImports = sources()
      .filter(({ file }) => file.endsWith('.svelte'))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/import \{([^}]*)\} from '[^']*\/lib\/state\/([\w.-]+)'/g)]
          .filter(([, names, module]) => module !== 'app-model.svelte' && !/^\s*type\b/.test(names!))
          .map(([, names, module]) => `${file}: {${names!.trim()}} from ${module}`),
      );
    expect(valueImports).toEqual([]);
  });

  it('says which view shows in one place: each form is rendered once, by App.svelte', () => {
    const renders = sources()
      .filter(({ file }) => file.endsWith('.svelte'))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/<(SignInForm|ImportTokenForm|KeychainLocked)\b/g)].map(
          (match) => `${file}: ${match[1]}`,
        ),
      );
    expect(renders).toEqual([
      'src/renderer/src/App.svelte: KeychainLocked',
      'src/renderer/src/App.svelte: ImportTokenForm',
      'src/renderer/src/App.svelte: SignInForm',
    ]);
  });

  it('tells failures one way: only Failures.report puts a failed call in the banner or keeps it out', () => {
    const byHand = sources()
      .filter(({ file }) => !file.endsWith('/lib/state/failures.svelte.ts'))
      .flatMap(({ file, text }) =>
        [...code(text).matchAll(/\b(actionError|bannerError|shownInField|shownElsewhere)\b/g)].map(
          (match) => `${file}: ${match[1]}`,
        ),
      );
    expect(byHand).toEqual([]);
    const reports = sources().filter(({ text }) => /failures\.report\(/.test(text));
    expect(reports.length).toBeGreaterThanOrEqual(4); // app, details, list and project actions
  });
});

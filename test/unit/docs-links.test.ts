import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README, CONTRIBUTING and docs/ point at files, headings and folders of this
 * repository. When a file moves or a heading is renamed, the page must follow: every
 * relative link must reach a file (and its heading, for `#anchor` links), and every
 * repository path written in backticks (`src/…`, `test/…`, `scripts/…`) must exist.
 */
const ROOT = join(__dirname, '../..');

/** Linked but written on another branch (the core-words helper's Portuguese README). */
const NOT_HERE_YET = new Set(['README.pt-BR.md']);

const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

function headingsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!));
}

/** What a page links to or names that is missing, one line each. */
function brokenReferences(page: string): string[] {
  const file = join(ROOT, page);
  const text = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue; // https:, mailto:
    const [path, anchor] = target!.split('#');
    const linked = path ? normalize(join(dirname(file), path)) : file;
    if (!existsSync(linked)) {
      if (!NOT_HERE_YET.has(path!)) broken.push(`${page}: link to missing ${target}`);
      continue;
    }
    if (anchor && !headingsOf(linked).includes(anchor)) broken.push(`${page}: no heading for ${target}`);
  }
  for (const [, quoted] of text.matchAll(
    /`((?:src|test|scripts|docs|messages|build|tools|\.ci)\/[^`\s]*)`/g,
  )) {
    const path = quoted!.replace(/[.,;:]$/, '');
    if (/[*<>{}…]|AREA|ÁREA/.test(path)) continue; // a pattern (messages/AREA/…), not a path
    if (!existsSync(join(ROOT, path))) broken.push(`${page}: names missing ${path}`);
  }
  return broken;
}

describe('the documents', () => {
  it('link only to files and headings that exist, and name only paths that exist', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(8);
    expect(PAGES.flatMap(brokenReferences)).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('Node.js')).toBe('nodejs');
    expect(anchorOf('The `timetray` command from a checkout')).toBe('the-timetray-command-from-a-checkout');
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * npm 12 runs no dependency's install script that package.json's `allowScripts` does not
 * name, and says so only as a warning (issue 39): a new dependency with a script would be
 * installed unbuilt, silently. So every installed package with an install script has an
 * entry, keytar (built from source here) is the one allowed, and docs/PLATFORMS.md gives a
 * reason for each entry. `npm install-scripts ls` is npm's own reading of the policy.
 */
const ROOT = join(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  allowScripts: Record<string, boolean>;
};

const unreviewed = (dir: string): unknown[] =>
  (
    JSON.parse(execFileSync('npm', ['install-scripts', 'ls', '--json'], { cwd: dir, encoding: 'utf8' })) as {
      allowScripts: unknown[];
    }
  ).allowScripts;

describe('the install-script policy', () => {
  it('covers every installed package that has an install script, here and in tools/', () => {
    expect(unreviewed(ROOT)).toEqual([]);
    expect(unreviewed(join(ROOT, 'tools/i18n'))).toEqual([]);
  }, 30_000); // two runs of npm, each a second or more on a loaded machine

  it('allows keytar alone', () => {
    const allowed = Object.entries(pkg.allowScripts).flatMap(([name, allow]) => (allow ? [name] : []));
    expect(allowed).toEqual(['keytar']);
  });

  it('has a reason for each entry in docs/PLATFORMS.md', () => {
    const doc = readFileSync(join(ROOT, 'docs/PLATFORMS.md'), 'utf8');
    for (const [name, allow] of Object.entries(pkg.allowScripts))
      expect(doc, name).toMatch(
        new RegExp(`^\\| \`${name}\` +\\| ${allow ? 'allowed' : 'denied'} +\\| \\S`, 'm'),
      );
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/PLATFORMS.md ("Node.js") says which Node versions install without `EBADENGINE`
 * warnings and lists each package that warns on Node 20.19. Those claims come from the
 * packages' declared engines, which change with any dependency update: this test reads them
 * from package-lock.json (the packages installed here, as `npm ci` checks them) so the page
 * cannot keep promising what the lock file no longer gives.
 */
const ROOT = join(__dirname, '../..');

// npm's own range logic (a dependency of the toolchain; no types are published with it).
const semver = createRequire(__filename)('semver') as {
  satisfies: (version: string, range: string) => boolean;
};

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

/** `name@version` of each installed package whose declared Node range excludes `version`. */
function warnedOn(version: string): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      // Optional packages for other platforms are not installed, so npm does not check them.
      return (
        path !== '' &&
        range !== undefined &&
        existsSync(join(ROOT, path)) &&
        !semver.satisfies(version, range)
      );
    })
    .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}`)
    .sort();
}

/** The packages the page's table lists, as `name@version`. */
function listedInPlatforms(): string[] {
  const page = readFileSync(join(ROOT, 'docs/PLATFORMS.md'), 'utf8');
  const section = page.slice(page.indexOf('## Node.js'));
  return [...section.matchAll(/^\| `([^`]+)` \(([\d.]+)\)/gm)]
    .map(([, name, version]) => `${name}@${version}`)
    .sort();
}

describe('the Node.js versions docs/PLATFORMS.md promises', () => {
  it('lists exactly the packages that warn on Node 20.19', () => {
    expect(listedInPlatforms().length).toBeGreaterThan(0);
    expect(warnedOn('20.19.0')).toEqual(listedInPlatforms());
  });

  it('installs without a warning on Node 22.13 and 24, and with one on 22.12', () => {
    expect(warnedOn('22.13.0')).toEqual([]);
    expect(warnedOn('24.0.0')).toEqual([]);
    expect(warnedOn('22.12.0')).toHaveLength(1);
  });
});

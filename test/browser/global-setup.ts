import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const built = join(root, 'out/renderer/index.html');

/** Newest modification time under a folder (the sources the renderer is built from). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the app unless `out/renderer` is newer than its sources and the preload's (`npm test` builds first). */
export default function globalSetup(): void {
  // The page runs the built preload too (bridge-shim.ts), so it must be as new as its sources.
  const sources = Math.max(
    ...['src/renderer', 'src/shared', 'src/preload'].map((dir) => newest(join(root, dir))),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  execFileSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real full disk: a tiny tmpfs, mounted where this process may mount (root, no container veto). */
export interface TinyDisk {
  /** The mount point (empty, writable). */
  dir: string;
  /** Writes one file until the disk refuses (ENOSPC): from now on nothing fits. */
  fill(): void;
  /** Frees the space `fill` took. */
  unfill(): void;
  unmount(): void;
}

/** Why no tiny disk could be mounted here, in one line (for a skip or a stress note). */
export let noTinyDisk = '';

/**
 * Whether a tiny disk can be mounted here (mounted and unmounted at once): for `skipIf` at
 * collection time, so no mount outlives a filtered-out test. Mount inside the test itself.
 */
export function canMountTinyDisk(): boolean {
  const disk = mountTinyDisk();
  disk?.unmount();
  return disk !== null;
}

/**
 * Mounts a 64 KiB tmpfs; null (and `noTinyDisk` says why) when mounting is not allowed here.
 * Unmount it in a `finally` of the same test.
 */
export function mountTinyDisk(): TinyDisk | null {
  const dir = mkdtempSync(join(tmpdir(), 'timetray-full-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=0777', 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    noTinyDisk = `mounting a tmpfs is not allowed here (${(mounted.stderr || 'mount failed').trim()})`;
    return null;
  }
  const filler = join(dir, '.filler');
  const unmount = () => {
    spawnSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'w');
      const block = Buffer.alloc(4096, 0x2e);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    unfill() {
      rmSync(filler, { force: true });
    },
    unmount,
  };
}

import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { m } from '../i18n';

/**
 * A path that names something other than a file (a FIFO, a device, a socket, a folder).
 * Reading a FIFO blocks until someone writes to it, and a device such as /dev/zero never
 * ends: a setting that should name a file is refused instead of read.
 */
export class NotAFileError extends Error {
  override readonly name = 'NotAFileError';
  constructor(
    readonly file: string,
    /** What it is instead, e.g. "a named pipe (FIFO)". */
    readonly kind: string,
  ) {
    super(m.core_not_a_file({ file, kind }));
  }
}

// Opening never blocks this way (a FIFO with no writer would); a regular file reads as usual.
// Windows has no O_NONBLOCK, nor FIFOs in the file system.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function kindOf(stats: Stats): string | null {
  if (stats.isFile()) return null;
  if (stats.isFIFO()) return m.core_kind_fifo();
  if (stats.isDirectory()) return m.core_kind_folder();
  if (stats.isSocket()) return m.core_kind_socket();
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return m.core_kind_device();
  return m.core_kind_other();
}

/** The text of `file`, which must be a regular file (checked on the opened file, so no swap in between). */
export function readRegularFileSync(file: string): string {
  const fd = openSync(file, OPEN_FLAGS);
  try {
    const kind = kindOf(fstatSync(fd));
    if (kind !== null) throw new NotAFileError(file, kind);
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/** `readRegularFileSync` without blocking the event loop. */
export async function readRegularFile(file: string): Promise<string> {
  const handle = await open(file, OPEN_FLAGS);
  try {
    const kind = kindOf(await handle.stat());
    if (kind !== null) throw new NotAFileError(file, kind);
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CoreError } from '../core-error';

/** What Timetray was doing with the file when the file system refused. */
export type FileAction = 'read' | 'save' | 'delete' | 'lock';

/** The error code of a failed file-system call, or '' when it carries none. */
export const errorCodeOf = (error: unknown): string => (error as NodeJS.ErrnoException | null)?.code ?? '';

/** A file-system failure in two parts: what happened (file, code, cause in words) and the fix. */
export interface FileProblemParts {
  found: string;
  fix: string;
}

/**
 * The one wording of a file-system failure on one of Timetray's files (settings, caches,
 * locks, pending sign-ins): what could not be done to which file, the real cause in words,
 * and what the user can do about it. Every read and write path words its failures here, so
 * a full disk is never called "not writable" and a permission problem never "corrupt".
 */
export function fileProblemParts(error: unknown, file: string, action: FileAction): FileProblemParts {
  const code = errorCodeOf(error);
  const folder = dirname(file);
  const head = `Could not ${action} ${file}${code ? ` (${code})` : ''}`;
  const said = (cause: string, fix: string) => ({ found: `${head}: ${cause}.`, fix });
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      // A read needs the file itself; saving (temp file + rename), deleting and locking need the folder.
      return said(
        'permission denied — it may belong to another user (e.g. after `sudo timetray …`)',
        action === 'read'
          ? `Make it yours again: sudo chown "$USER" "${file}" && chmod u+rw "${file}"`
          : `Make the folder yours again: sudo chown -R "$USER" "${folder}" && chmod -R u+rwX "${folder}"`,
      );
    case 'EISDIR':
      return said(
        'it is a folder where Timetray keeps a file',
        `Move it away (mv "${file}" "${file}.bak"), then try again.`,
      );
    case 'ENOTDIR':
    case 'EEXIST':
      return said(`a part of ${folder} is a file, not a folder`, 'Move that file away, then try again.');
    case 'ENOSPC':
      return said('the disk is full', `Free some space on the disk holding ${folder}, then try again.`);
    case 'EDQUOT':
      return said(
        'your disk quota is used up',
        `Free some space on the disk holding ${folder} (or ask for a larger quota), then try again.`,
      );
    case 'EROFS':
      return said(
        `the file system holding ${folder} is read-only`,
        'Remount it read-write, or point TIMETRAY_CONFIG_DIR at a writable folder.',
      );
    case 'EMFILE':
    case 'ENFILE':
      return said('too many files are open on this computer', 'Close some programs, then try again.');
    case 'EIO':
      return said('the disk reported an input/output error', `Check the disk holding ${folder}.`);
    default: {
      const target = action === 'read' ? file : folder;
      return {
        found: `${head}.`,
        fix: `Check that ${target} exists and that you may ${action === 'read' ? 'read' : 'write to'} it.`,
      };
    }
  }
}

/** {@link fileProblemParts} as one sentence: what happened, then the fix. */
export function fileProblem(error: unknown, file: string, action: FileAction): string {
  const { found, fix } = fileProblemParts(error, file, action);
  return `${found} ${fix}`;
}

/** {@link fileProblem} as the core's `settings` error, keeping the original as its cause. */
export function fileError(error: unknown, file: string, action: FileAction): CoreError {
  return new CoreError('settings', fileProblem(error, file, action), { cause: error });
}

/**
 * The text of a cache file, or null when there is none yet or it cannot be read. An
 * unreadable file is left exactly as it is (its content may be fine: a permission problem
 * is not corruption) and `onProblem` hears why, worded by `fileProblem`.
 */
export async function readCacheText(
  path: string,
  onProblem: (problem: string) => void,
): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (errorCodeOf(error) !== 'ENOENT') onProblem(fileProblem(error, path, 'read'));
    return null;
  }
}

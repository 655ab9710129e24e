import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CoreError } from '../core-error';
import { m } from '../i18n';

/** What Timetray was doing with the file when the file system refused. */
export type FileAction = 'read' | 'save' | 'delete' | 'lock';

/** The error code of a failed file-system call, or '' when it carries none. */
export const errorCodeOf = (error: unknown): string => (error as NodeJS.ErrnoException | null)?.code ?? '';

/** A file-system failure in two parts: what happened (file, code, cause in words) and the fix. */
export interface FileProblemParts {
  found: string;
  fix: string;
}

/** "Could not read FILE", … in the language spoken now. */
const COULD_NOT: Record<FileAction, (inputs: { file: string }) => string> = {
  read: (inputs) => m.core_file_cannot_read(inputs),
  save: (inputs) => m.core_file_cannot_save(inputs),
  delete: (inputs) => m.core_file_cannot_delete(inputs),
  lock: (inputs) => m.core_file_cannot_lock(inputs),
};

/**
 * The one wording of a file-system failure on one of Timetray's files (settings, caches,
 * locks, pending sign-ins): what could not be done to which file, the real cause in words,
 * and what the user can do about it. Every read and write path words its failures here, so
 * a full disk is never called "not writable" and a permission problem never "corrupt".
 */
export function fileProblemParts(error: unknown, file: string, action: FileAction): FileProblemParts {
  const code = errorCodeOf(error);
  const folder = dirname(file);
  const head = `${COULD_NOT[action]({ file })}${code ? ` (${code})` : ''}`;
  const said = (cause: string, fix: string) => ({ found: `${head}: ${cause}.`, fix });
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      // A read needs the file itself; saving (temp file + rename), deleting and locking need the folder.
      return said(
        m.core_file_permission(),
        action === 'read' ? m.core_file_fix_own_file({ file }) : m.core_file_fix_own_folder({ folder }),
      );
    case 'EISDIR':
      return said(m.core_file_is_folder(), m.core_file_fix_move_away({ file }));
    case 'ENOTDIR':
    case 'EEXIST':
      return said(m.core_file_not_folder({ folder }), m.core_file_fix_move_that());
    case 'ENOSPC':
      return said(m.core_file_disk_full(), m.core_file_fix_free_space({ folder }));
    case 'EDQUOT':
      return said(m.core_file_quota(), m.core_file_fix_quota({ folder }));
    case 'EROFS':
      return said(m.core_file_read_only({ folder }), m.core_file_fix_remount());
    case 'EMFILE':
    case 'ENFILE':
      return said(m.core_file_too_many_open(), m.core_file_fix_close_programs());
    case 'EIO':
      return said(m.core_file_io_error(), m.core_file_fix_check_disk({ folder }));
    default: {
      const target = action === 'read' ? file : folder;
      return {
        found: `${head}.`,
        fix:
          action === 'read'
            ? m.core_file_fix_check_read({ target })
            : m.core_file_fix_check_write({ target }),
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

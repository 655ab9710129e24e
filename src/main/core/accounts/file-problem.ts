import { dirname } from 'node:path';
import { CoreError } from '../core-error';

/** What Timetray was doing with the file when the file system refused. */
export type FileAction = 'read' | 'save' | 'delete' | 'lock';

/** The error code of a failed file-system call, or '' when it carries none. */
export const errorCodeOf = (error: unknown): string => (error as NodeJS.ErrnoException | null)?.code ?? '';

/**
 * The one sentence for a file-system failure on one of Timetray's files (settings, caches,
 * locks, pending sign-ins): what could not be done to which file, the real cause in words,
 * and what the user can do about it. Every read and write path words its failures here, so
 * a full disk is never called "not writable" and a permission problem never "corrupt".
 */
export function fileProblem(error: unknown, file: string, action: FileAction): string {
  const code = errorCodeOf(error);
  const folder = dirname(file);
  // A read needs the file itself; saving (temp file + rename), deleting and locking need the folder.
  const target = action === 'read' ? file : folder;
  const head = `Could not ${action} ${file}${code ? ` (${code})` : ''}`;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return (
        `${head}: permission denied — it may belong to another user (e.g. after \`sudo timetray …\`). ` +
        (action === 'read'
          ? `Make it yours again: sudo chown "$USER" "${file}" && chmod u+rw "${file}"`
          : `Make the folder yours again: sudo chown -R "$USER" "${folder}" && chmod -R u+rwX "${folder}"`)
      );
    case 'EISDIR':
      return `${head}: it is a folder where Timetray keeps a file. Move it away (mv "${file}" "${file}.bak"), then try again.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${head}: a part of ${folder} is a file, not a folder. Move that file away, then try again.`;
    case 'ENOSPC':
      return `${head}: the disk is full. Free some space on the disk holding ${folder}, then try again.`;
    case 'EDQUOT':
      return `${head}: your disk quota is used up. Free some space on the disk holding ${folder} (or ask for a larger quota), then try again.`;
    case 'EROFS':
      return `${head}: the file system holding ${folder} is read-only. Remount it read-write, or point TIMETRAY_CONFIG_DIR at a writable folder.`;
    case 'EMFILE':
    case 'ENFILE':
      return `${head}: too many files are open on this computer. Close some programs, then try again.`;
    case 'EIO':
      return `${head}: the disk reported an input/output error. Check the disk holding ${folder}.`;
    default:
      return `${head}. Check that ${target} exists and that you may ${action === 'read' ? 'read' : 'write to'} it.`;
  }
}

/** {@link fileProblem} as the core's `settings` error, keeping the original as its cause. */
export function fileError(error: unknown, file: string, action: FileAction): CoreError {
  return new CoreError('settings', fileProblem(error, file, action), { cause: error });
}

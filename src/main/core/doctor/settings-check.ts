import { readFile } from 'node:fs/promises';
import { errorCodeOf, fileProblemParts } from '../files/file-problem';
import { fail, type DoctorCheck } from './check';

/**
 * settings.json exists but cannot be read (permissions, a folder in its place): every other
 * check would then see no accounts, so this one fails, naming the file and the fix. Says
 * nothing when the file reads or is missing (a new user), so a healthy report stays short.
 */
export function settingsCheck(file: string): DoctorCheck {
  return {
    id: 'settings',
    timeoutMs: 2_000,
    async run() {
      try {
        await readFile(file);
        return [];
      } catch (error) {
        if (errorCodeOf(error) === 'ENOENT') return [];
        const { found, fix } = fileProblemParts(error, file, 'read');
        return [fail('settings', found, fix)];
      }
    },
  };
}

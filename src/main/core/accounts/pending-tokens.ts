import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AccountTokens } from './account-tokens';
import { writeFileAtomic } from '../files/atomic-file';
import { boundBaseUrlOrNull } from './bound-base-url';
import { isAlive } from '../files/file-lock';
import { errorCodeOf, fileError } from '../files/file-problem';

/** One sign-in between its keychain write and its settings write. */
interface PendingToken {
  key: string;
  baseUrl: string;
}

/** `<hash of the key>.<pid>.json` */
const PENDING_NAME = /^[0-9a-f]{32}\.(\d+)\.json$/;

/**
 * A journal of sign-ins in flight, so a token stored in the keychain by a process killed
 * before it listed the account in settings.json is found and revoked on the next start.
 *
 * Why a journal and not the keychain's own list (`findCredentials`): keytar 7.9's
 * findCredentials crashes the whole process inside libsecret when the gnome-keyring
 * collection is locked and holds an item, and asking D-Bus whether it is locked needs
 * tooling a user's machine may not have. The journal needs only the calls every platform
 * already makes (get, delete), and it names the exact entry and its origin. It does not
 * find entries left by versions before it.
 */
export class PendingTokens {
  private readonly dir: string;

  constructor(configDir: string) {
    this.dir = join(configDir, 'pending');
  }

  /**
   * Notes a sign-in before its token is stored; call the returned function once it is listed.
   * @throws CoreError `settings` naming the file, the cause (e.g. a full disk) and the fix.
   */
  async begin(key: string, baseUrl: string): Promise<() => Promise<void>> {
    const { createHash } = process.getBuiltinModule('node:crypto'); // loaded when used: see files/random-hex.ts
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
    const file = join(this.dir, `${hash}.${process.pid}.json`);
    const entry: PendingToken = { key, baseUrl };
    await writeFileAtomic(file, JSON.stringify(entry)).catch((error: unknown) => {
      throw fileError(error, file, 'save');
    });
    // A note left behind once the account is listed is harmless: the next start removes it.
    return () => rm(file, { force: true }).catch(() => undefined);
  }

  /**
   * Whether any sign-in is noted (running, or left by a process that died and not settled
   * yet): before the first account, only then has a start anything to settle.
   */
  async anyNoted(): Promise<boolean> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names.some((name) => PENDING_NAME.test(name));
  }

  /**
   * Settles the notes of processes that died: an entry whose account is listed needs
   * nothing; the token of one that no account lists is live at the service and nobody can
   * use or revoke it: it is revoked at the origin its key names (never elsewhere) and
   * deleted. A note whose keychain cannot be asked (locked) stays for the next start; an
   * unreachable service does not keep it (an unused token dies there after 30 days).
   * Notes of running processes stay untouched.
   */
  async reconcile(listed: (key: string) => boolean, tokens: AccountTokens): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let settled = 0;
    for (const name of names) {
      const match = PENDING_NAME.exec(name);
      if (!match) continue;
      const pid = Number(match[1]);
      if (pid !== process.pid && isAlive(pid)) continue; // a sign-in still running
      const file = join(this.dir, name);
      const entry = await readEntry(file);
      if (entry === 'unreadable') continue; // intact but not readable now: never dropped unread
      try {
        if (entry && !listed(entry.key)) {
          const { key, baseUrl } = entry;
          const account = { key, baseUrl, label: key, accountId: '', email: '', signedOutReason: null };
          await tokens.revokeAndDelete(key, boundBaseUrlOrNull(account));
        }
        await rm(file, { force: true });
        settled += 1;
      } catch {
        // Kept: the next start tries again.
      }
    }
    return settled;
  }
}

/** The note; null when its content is damaged (nothing to act on); 'unreadable' when it cannot be read. */
async function readEntry(file: string): Promise<PendingToken | null | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return errorCodeOf(error) === 'ENOENT' ? null : 'unreadable';
  }
  try {
    const value = JSON.parse(text) as Partial<PendingToken>;
    return typeof value.key === 'string' && typeof value.baseUrl === 'string'
      ? { key: value.key, baseUrl: value.baseUrl }
      : null;
  } catch {
    return null;
  }
}

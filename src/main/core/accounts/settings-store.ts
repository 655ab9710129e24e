import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { CoreError } from '../core-error';
import { writeFileAtomic } from './atomic-file';

/** One account the user added. Nothing here is secret: the token is in the keychain. */
const accountSchema = z.object({
  key: z.string().min(1),
  label: z.string(),
  baseUrl: z.string().min(1),
  accountId: z.string().min(1),
  email: z.string().min(1),
  /** Why the account is signed out, e.g. after the service ended the session. */
  signedOutReason: z.string().nullable().default(null),
});

const settingsSchema = z.object({
  version: z.literal(1),
  accounts: z.array(accountSchema).default([]),
  activeKey: z.string().nullable().default(null),
  preferences: z.object({ caFile: z.string().nullable().default(null) }).default({ caFile: null }),
});

export type AccountRecord = z.infer<typeof accountSchema>;
export type Settings = z.infer<typeof settingsSchema>;

export interface LoadedSettings {
  settings: Settings;
  /** Set when the file was unreadable or corrupt and was moved aside: tell the user. */
  notice: string | null;
}

export const emptySettings = (): Settings => ({
  version: 1,
  accounts: [],
  activeKey: null,
  preferences: { caFile: null },
});

/**
 * `settings.json` in the config folder: the accounts (without tokens), the active one and
 * preferences. Written atomically with mode 0600; a corrupt or unreadable file is moved
 * aside as `settings.json.corrupt-<time>` and reported, never a crash.
 */
export class SettingsStore {
  readonly file: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {
    this.file = join(dir, 'settings.json');
  }

  async load(): Promise<LoadedSettings> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return { settings: emptySettings(), notice: null };
      return this.moveAside(`could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.moveAside('is not valid JSON');
    }
    const parsed = settingsSchema.safeParse(json);
    if (!parsed.success) return this.moveAside('does not have the expected shape');
    return { settings: parsed.data, notice: null };
  }

  async save(settings: Settings): Promise<void> {
    try {
      await writeFileAtomic(this.file, `${JSON.stringify(settingsSchema.parse(settings), null, 2)}\n`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new CoreError(
        'settings',
        `Could not save ${this.file} (${code}). Check that the folder is writable.`,
        {
          cause: error,
        },
      );
    }
  }

  /**
   * Re-reads the file, applies `change` and saves, so that the tray app and a CLI run at
   * the same time do not overwrite each other's accounts with a stale copy.
   */
  update(change: (settings: Settings) => void): Promise<LoadedSettings> {
    // Serialised within this process: two overlapping updates must not both start from
    // the same file and lose one change.
    const run = this.queue.then(async () => {
      const loaded = await this.load();
      change(loaded.settings);
      await this.save(loaded.settings);
      return loaded;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async moveAside(why: string): Promise<LoadedSettings> {
    const aside = `${this.file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    let where: string;
    try {
      await rename(this.file, aside);
      where = `It was moved to ${aside}`;
    } catch {
      where = 'It could not be moved aside and will be replaced on the next save';
    }
    return {
      settings: emptySettings(),
      notice: `Your settings file ${this.file} ${why}. ${where}; Timetray started with empty settings — add your accounts again (tokens in the keychain are reused).`,
    };
  }
}

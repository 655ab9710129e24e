import { constants, copyFile, readdir, readFile, rename, stat } from 'node:fs/promises';
import { parseJsonFile, withoutBom } from '../files/json-text';
import { basename, dirname, join } from 'node:path';
import { CoreError } from '../core-error';
import { writeFileAtomic } from '../files/atomic-file';
import { withFileLock } from '../files/file-lock';
import { errorCodeOf, fileError, fileProblem } from '../files/file-problem';
import { jsonErrorPlace } from '../files/json-error-place';
import { m } from '../i18n';
import { defaultPreferences, readPreferences } from './preferences';
import { readSettingsShape } from './settings-read';
import { SETTINGS_VERSION as VERSION, SETTINGS_VERSIONS, versionFor } from './settings-version';
import type { AccountRecord, Settings } from './settings-schema';

export type { AccountRecord, Settings };

export interface LoadedSettings {
  settings: Settings;
  /**
   * Set when the file was unreadable or corrupt and was moved aside, was written by a newer
   * Timetray (left alone, and not written), or held a setting that was ignored: tell the user.
   */
  notice: string | null;
  /** The preferences that were invalid and are at their defaults, one sentence each (in `notice` too). */
  problems?: string[];
  /**
   * The notice is only about values (preferences at their defaults, budgets or pins left
   * out): the accounts are all there, so what they imply (e.g. revoking a sign-in a killed
   * run left in doubt) may go ahead. Any other notice leaves the accounts in doubt.
   */
  valuesOnly?: true;
  /**
   * Set when the file exists but could not be read (permission, a folder in its place…): the
   * sentence naming the cause and the fix (also `notice`). The file is intact and left where
   * it is; nothing may be saved over it until it reads again.
   */
  unreadable?: string;
}

/** Said once a save has dropped what the reading left out: where the file as it was is. */
export const settingsCopied = (file: string, copy: string): string => m.core_settings_copied({ file, copy });

/** Said when `settings.json` has a version above `VERSION`. */
export const newerSettings = (): string => m.core_settings_newer();

export const emptySettings = (): Settings => ({
  version: 1,
  accounts: [],
  activeKey: null,
  preferences: defaultPreferences(),
});

/** Why `text` is not JSON, where it breaks when V8 says so ("is not valid JSON (… line 3, column 18)"). */
function notJsonWhy(text: string, error: unknown): string {
  const place = jsonErrorPlace(text, error);
  if (place === 'end') return m.core_settings_not_json_cut_short();
  return place === null ? m.core_settings_not_json() : m.core_settings_not_json_at(place);
}

/** What a set-aside settings.json is renamed to, before the time (see `moveAside`). */
const SET_ASIDE = '.corrupt-';
/** What a copy kept before a save that drops values is named, before the time (see `keepCopy`). */
const KEPT_COPY = '.before-';
/** Now, for a file name: ISO time without colons or dots ("2026-11-29T01-02-03-456Z"), which sorts. */
const fileTime = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * `settings.json` in the config folder: the accounts (without tokens), the active one and
 * preferences. Written atomically with mode 0600; content that cannot be parsed is moved
 * aside as `settings.json.corrupt-<time>` and reported, never a crash. A file that cannot be
 * read (permissions, a folder in its place) is intact: it is neither moved nor saved over, and
 * the refusal names the fix. A file from a newer version is neither moved nor overwritten:
 * this version reads it as empty and refuses to save.
 */
export class SettingsStore {
  readonly file: string;
  private queue: Promise<unknown> = Promise.resolve();

  /** `onCopy` hears the name of each copy `update` kept before a save, once saved (see `keepCopy`). */
  constructor(
    readonly dir: string,
    private readonly onCopy: (copy: string) => void = () => undefined,
  ) {
    this.file = join(dir, 'settings.json');
  }

  /**
   * What settings.json holds, as `load` reads it, but without touching the file: a corrupt
   * one is `{ corrupt: why }` here, where `load` moves it aside.
   */
  async read(): Promise<LoadedSettings | { corrupt: string }> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if (errorCodeOf(error) === 'ENOENT')
        return { settings: emptySettings(), notice: await this.setAsideReminder() };
      // Not corruption: the accounts are in there, and moving the file would lose them.
      const unreadable = fileProblem(error, this.file, 'read');
      return { settings: emptySettings(), notice: unreadable, unreadable };
    }
    let json: unknown;
    try {
      json = parseJsonFile(text);
    } catch (error) {
      return { corrupt: notJsonWhy(withoutBom(text), error) };
    }
    if (isNewer(json)) return { settings: emptySettings(), notice: `${newerSettings()} (${this.file})` };
    // Preferences are read one by one (a bad one falls back to its default and is
    // reported); only the accounts' shape decides whether the file is moved aside.
    const { preferences, problems } = readPreferences(
      (json as { preferences?: unknown } | null)?.preferences,
    );
    const leftOut: string[] = [];
    const settings = readSettingsShape(json, preferences, SETTINGS_VERSIONS, leftOut);
    if (settings === null) return { corrupt: m.core_settings_bad_shape() };
    const said = [...problems, ...leftOut];
    if (said.length === 0) return { settings, notice: null, problems };
    const notice = `${m.core_settings_problems({ file: this.file, problems: said.join('. ') })} ${m.core_settings_copy_before_save({ copy: `${basename(this.file)}${KEPT_COPY}…` })}`;
    return { settings, notice, problems, valuesOnly: true };
  }

  /** Reads settings.json (see `read`); a corrupt one is moved aside, and the notice says where. */
  async load(): Promise<LoadedSettings> {
    const read = await this.read();
    return 'corrupt' in read ? this.moveAside(read.corrupt) : read;
  }

  /**
   * Throws the `settings` error when the file on disk must not be overwritten: a newer
   * Timetray's file holds what this version cannot represent, and a file that cannot be read
   * holds accounts this process never saw (saving would replace them with none).
   */
  async assertWritable(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if (errorCodeOf(error) === 'ENOENT') return;
      throw fileError(error, this.file, 'read');
    }
    if (isNewerText(text)) throw new CoreError('settings', `${newerSettings()} (${this.file})`);
    // Made read-only on purpose (chmod a-w): the atomic save would replace it all the same,
    // with a new file of mode 0600, so it is refused instead, and said. Root too.
    const { mode } = await stat(this.file);
    if ((mode & 0o200) === 0) throw new CoreError('settings', m.core_settings_read_only({ file: this.file }));
  }

  async save(settings: Settings): Promise<void> {
    await this.assertWritable();
    await this.write(settings);
  }

  /** Writes `settings` (checked by `assertWritable` first). */
  private async write(settings: Settings): Promise<void> {
    // zod only here: reading (every start) never loads it (see `readSettingsShape`).
    const { settingsSchema } = await import('./settings-schema');
    try {
      const versioned = { ...settings, version: versionFor(settings.accounts) };
      await writeFileAtomic(this.file, `${JSON.stringify(settingsSchema.parse(versioned), null, 2)}\n`);
    } catch (error) {
      throw fileError(error, this.file, 'save');
    }
  }

  /**
   * Re-reads the file, applies `change` and saves, so that the tray app and a CLI run at
   * the same time do not overwrite each other's accounts with a stale copy. The whole
   * read-modify-write holds `settings.json.lock` (see `withFileLock`): two processes'
   * updates never start from the same file.
   */
  update(change: (settings: Settings) => void): Promise<LoadedSettings> {
    // Queued within this process too, so its own updates do not poll the lock file.
    const run = this.queue.then(() =>
      withFileLock(this.file, async () => {
        const loaded = await this.load();
        if (loaded.unreadable) throw new CoreError('settings', loaded.unreadable);
        change(loaded.settings);
        // What the reading left out (budgets, pins, preferences back at their defaults) is
        // not in `loaded`: this save would drop it for good, so the file is copied first
        // (unless the save will be refused anyway), and the copy named once it is saved.
        await this.assertWritable();
        const copy = loaded.valuesOnly ? await this.keepCopy() : null;
        await this.write(loaded.settings);
        if (copy !== null) this.onCopy(copy);
        return loaded;
      }),
    );
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Copies settings.json, as it is, to `settings.json.before-<time>` beside it (the notice of
   * the reading said so). A copy that cannot be made stops the save: the change is not made,
   * and the error names the copy's file and the fix.
   */
  private async keepCopy(): Promise<string> {
    const copy = `${this.file}${KEPT_COPY}${fileTime()}`;
    try {
      await copyFile(this.file, copy, constants.COPYFILE_EXCL);
    } catch (error) {
      throw fileError(error, copy, 'save');
    }
    return copy;
  }

  private async moveAside(why: string): Promise<LoadedSettings> {
    const aside = `${this.file}${SET_ASIDE}${fileTime()}`;
    let notice: string;
    try {
      await rename(this.file, aside);
      notice = m.core_settings_reset({ file: this.file, why, aside });
    } catch {
      notice = m.core_settings_reset_not_moved({ file: this.file, why });
    }
    return { settings: emptySettings(), notice };
  }

  /**
   * While settings.json is missing, a file set aside by `moveAside` is said again at every
   * start, until it is renamed back or anything is saved (a sign-in, a setting): the first
   * notice may have gone to a tray app or a script nobody read, and the accounts, budgets
   * and pins are all in that file. Its accounts are unknown meanwhile, so nothing they imply
   * is done (a sign-in in doubt is not revoked: it may be one of theirs).
   */
  private async setAsideReminder(): Promise<string | null> {
    let names: string[];
    try {
      names = await readdir(dirname(this.file));
    } catch {
      return null;
    }
    const prefix = `${basename(this.file)}${SET_ASIDE}`;
    // The ISO time in the name sorts: the newest is the last.
    const newest = names
      .filter((name) => name.startsWith(prefix))
      .sort()
      .at(-1);
    if (newest === undefined) return null;
    const aside = join(dirname(this.file), newest);
    // Why again, as the first notice said it: the run that moved it may have been one nobody
    // read (a TAB of the shell's completion, the tray app at login).
    let text: string;
    try {
      text = await readFile(aside, 'utf8');
    } catch {
      return null; // gone or unreadable since the listing: nothing to point at
    }
    try {
      parseJsonFile(text);
      return m.core_settings_set_aside({ aside, why: m.core_settings_bad_shape() });
    } catch (error) {
      return m.core_settings_set_aside({ aside, why: notJsonWhy(withoutBom(text), error) });
    }
  }
}

function isNewerText(text: string): boolean {
  try {
    return isNewer(parseJsonFile(text));
  } catch {
    return false; // not JSON: load() moves it aside, and a save replaces it
  }
}

function isNewer(json: unknown): boolean {
  const version = (json as { version?: unknown } | null)?.version;
  return typeof version === 'number' && version > VERSION;
}

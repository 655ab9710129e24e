import { readCaFile } from '../core/accounts/ca-file';
import { defaultConfigDir } from '../core/accounts/config-dir';
import { PREFERENCE_KEYS, type PreferenceKey, type Preferences } from '../core/accounts/preferences';
import { SettingsStore } from '../core/accounts/settings-store';
import { CoreError } from '../core/core-error';
import type { CommandName, ParsedArgs } from './args';
import { displayValue, parsePreferenceValue, preferenceKeyOf } from './config-values';
import { EXIT, report } from './exit-codes';
import type { CliIo } from './io';
import { printable, printableLines, safeJson } from './printable';
import { UsageError } from './usage-error';

const USAGE = 'Usage: timetray config [get KEY | set KEY VALUE] — see `timetray --help`.';

/**
 * `timetray config`: lists, reads or changes the preferences in settings.json. Needs no
 * keychain and no network, so it works when both are broken (e.g. to set the CA file that
 * makes the service reachable again).
 */
export async function runConfig(args: ParsedArgs & { command: CommandName }, io: CliIo): Promise<number> {
  const json = args.values.json === true;
  const out = (value: unknown, human: string) => io.stdout(json ? `${safeJson(value, 2)}\n` : human);
  try {
    const [action, keyText, valueText] = args.positionals;
    const store = new SettingsStore(defaultConfigDir(io.env));
    if (action === undefined) {
      const preferences = await loaded(store, io);
      const width = Math.max(...PREFERENCE_KEYS.map((k) => k.length));
      const lines = PREFERENCE_KEYS.map(
        (k) => `${k.padEnd(width)}  ${printable(displayValue(k, preferences[k]))}\n`,
      );
      out({ preferences }, lines.join(''));
      return EXIT.ok;
    }
    if (action === 'get' && keyText !== undefined && valueText === undefined) {
      const key = preferenceKeyOf(keyText);
      const value = (await loaded(store, io))[key];
      out({ key, value }, `${printable(displayValue(key, value))}\n`);
      return EXIT.ok;
    }
    if (action === 'set' && keyText !== undefined && valueText !== undefined) {
      const key = preferenceKeyOf(keyText);
      const value = await parsePreferenceValue(key, valueText);
      const { changePreference } = await import('../core/accounts/preference-change');
      await changePreference(store, { key, value });
      out(
        { key, value },
        `${key} is now ${printable(displayValue(key, value))}.\n${await caNote(key, value)}`,
      );
      return EXIT.ok;
    }
    throw new UsageError(USAGE);
  } catch (error) {
    return report(io, error, json);
  }
}

/** The saved preferences; a notice about ignored values goes to stderr (stdout stays parseable). */
async function loaded(store: SettingsStore, io: CliIo): Promise<Preferences> {
  const { settings, notice, unreadable } = await store.load();
  // Not the defaults: the file's own values are in there, just not readable now.
  if (unreadable) throw new CoreError('settings', unreadable);
  if (notice !== null) io.stderr(`timetray: ${printableLines(notice)}\n`);
  return settings.preferences;
}

/** For a new CA file: which certificates are now trusted, and until when. */
async function caNote(key: PreferenceKey, value: unknown): Promise<string> {
  if (key !== 'caFile' || typeof value !== 'string') return '';
  const reading = await readCaFile(value);
  if (!reading.ok) return '';
  return reading.certificates
    .map((c) => {
      const state = c.daysLeft < 0 ? 'EXPIRED on' : 'valid until';
      return `Trusting ${printable(c.name)} (${state} ${c.validTo.slice(0, 10)}).\n`;
    })
    .join('');
}

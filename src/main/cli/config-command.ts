import { formatDate } from '../../shared/format';
import { readCaFile } from '../core/net/ca-file';
import { defaultConfigDir } from '../core/settings/config-dir';
import { PREFERENCE_KEYS, type PreferenceKey, type Preferences } from '../core/settings/preferences';
import { SettingsStore, settingsCopied } from '../core/settings/settings-store';
import { CoreError } from '../core/core-error';
import { m } from '../core/i18n';
import type { ParsedArgs } from './args';
import type { CommandName } from './command-table';
import { displayValue, parsePreferenceValue, preferenceKeyOf } from './config-values';
import { EXIT, report, warn } from './exit-codes';
import { USAGE_TEXT } from './help';
import type { CliIo } from './io';
import { speakCliLanguage } from './language';
import { printable, safeJson } from './printable';
import { UsageError } from './usage-error';
import { cliLocale } from './when';

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
    const store = new SettingsStore(defaultConfigDir(io.env), (copy) =>
      warn(io, settingsCopied(store.file, copy), json),
    );
    if (action === undefined) {
      const preferences = await loaded(store, io, json);
      const width = Math.max(...PREFERENCE_KEYS.map((k) => k.length));
      const lines = PREFERENCE_KEYS.map(
        (k) => `${k.padEnd(width)}  ${printable(displayValue(k, preferences[k]))}\n`,
      );
      out({ preferences }, lines.join(''));
      return EXIT.ok;
    }
    if (action === 'get' && keyText !== undefined && valueText === undefined) {
      const key = preferenceKeyOf(keyText);
      const value = (await loaded(store, io, json))[key];
      out({ key, value }, `${printable(displayValue(key, value))}\n`);
      return EXIT.ok;
    }
    if (action === 'set' && keyText !== undefined && valueText !== undefined) {
      const key = preferenceKeyOf(keyText);
      const value = await parsePreferenceValue(key, valueText);
      const { changePreference } = await import('../core/settings/preference-change');
      // What the file holds that cannot be used is said first: this save writes it without it.
      await loaded(store, io, json);
      await changePreference(store, { key, value });
      // The confirmation already speaks the language just chosen.
      if (key === 'language') await speakCliLanguage(io.env);
      out(
        { key, value },
        `${m.cli_config_now({ key, value: printable(displayValue(key, value)) })}\n${await caNote(key, value)}${appNote(key)}`,
      );
      return EXIT.ok;
    }
    throw new UsageError(`${m.cli_config_usage()} ${USAGE_TEXT.seeHelp('config')}`);
  } catch (error) {
    return report(io, error, json);
  }
}

/** The saved preferences; a notice about ignored values goes to stderr (stdout stays parseable). */
async function loaded(store: SettingsStore, io: CliIo, json: boolean): Promise<Preferences> {
  const { settings, notice, unreadable } = await store.load();
  // Not the defaults: the file's own values are in there, just not readable now.
  if (unreadable) throw new CoreError('settings', unreadable);
  if (notice !== null) warn(io, notice, json);
  return settings.preferences;
}

/**
 * The settings only the tray app acts on: saved here, they take effect there (at once if it
 * runs: it watches settings.json), not "now" in this command. The others the CLI honours too.
 */
const APP_ONLY: ReadonlySet<PreferenceKey> = new Set([
  'launchAtLogin',
  'globalShortcut',
  'refreshIntervalMinutes',
  'budgetAlerts',
]);
const appNote = (key: PreferenceKey): string => (APP_ONLY.has(key) ? `${m.cli_config_app_applies()}\n` : '');

/** For a new CA file: which certificates are now trusted, and until when. */
async function caNote(key: PreferenceKey, value: unknown): Promise<string> {
  if (key !== 'caFile' || typeof value !== 'string') return '';
  const reading = await readCaFile(value);
  if (!reading.ok) return '';
  return reading.certificates
    .map((c) => {
      // The last day in the locale's own words, as `doctor` says it ("24 de nov. de 2031").
      const words = { name: printable(c.name), date: formatDate(c.validTo, cliLocale()) };
      return `${c.daysLeft < 0 ? m.cli_trusting_expired(words) : m.cli_trusting_valid(words)}\n`;
    })
    .join('');
}

import { resolve } from 'node:path';
import { normalizeAccelerator } from '../core/settings/accelerator';
import { readCaFile } from '../core/net/ca-file';
import { LANGUAGE_CHOICES } from '../../shared/i18n/locale';
import { isCurrencyCode } from '../../shared/money';
import { CYCLE_START_DAYS, cycleStartDays, WEEK_START_CHOICES } from '../../shared/periods';
import { PREFERENCE_KEYS, type PreferenceKey, type Preferences } from '../core/settings/preferences';
import { WEEKDAY_NAMES, type WeekdayName } from '../../shared/period-budget';
import { ROUND_TO_CHOICES, TRAY_TITLE_CHOICES } from '../../shared/preferences';
import { m, oneOf } from '../core/i18n';
import { nearest } from './nearest';
import { printable } from './printable';
import { UsageError } from './usage-error';

/** Words that turn an optional preference off, in any case. */
const NONE = new Set(['none', 'off', 'null', 'manual']);
/** Yes and no in either language Timetray speaks ("sim", "não"): the saved value is true or false. */
const TRUE = new Set(['true', 'on', 'yes', '1', 'sim', 'ligado']);
const FALSE = new Set(['false', 'off', 'no', '0', 'não', 'nao', 'desligado']);
/** The first days of the week as a Brazilian may type them. */
const WEEK_START_WORDS: Readonly<Record<string, string>> = {
  segunda: 'monday',
  'segunda-feira': 'monday',
  domingo: 'sunday',
};
/** What to show beside the macOS tray icon, as a Brazilian may type it. */
const TRAY_TITLE_WORDS: Readonly<Record<string, string>> = {
  hoje: 'today',
  semana: 'week',
  desligado: 'off',
  none: 'off',
};
/** The days of the week as a Brazilian may type them (`seg`, `terça`…), and English ones in full. */
const WEEKDAY_WORDS: Readonly<Record<string, WeekdayName>> = {
  dom: 'sun',
  domingo: 'sun',
  sunday: 'sun',
  seg: 'mon',
  segunda: 'mon',
  monday: 'mon',
  ter: 'tue',
  terça: 'tue',
  terca: 'tue',
  tuesday: 'tue',
  qua: 'wed',
  quarta: 'wed',
  wednesday: 'wed',
  qui: 'thu',
  quinta: 'thu',
  thursday: 'thu',
  sex: 'fri',
  sexta: 'fri',
  friday: 'fri',
  sáb: 'sat',
  sab: 'sat',
  sábado: 'sat',
  sabado: 'sat',
  saturday: 'sat',
};
const weekdayOf = (word: string): WeekdayName | undefined =>
  (WEEKDAY_NAMES as readonly string[]).includes(word) ? (word as WeekdayName) : WEEKDAY_WORDS[word];

/**
 * `mon,tue,wed`, `seg ter qua`, or a range `mon-fri` / `seg-sex` (and both mixed): the days in
 * week order, each once; null when a word is not a day or none is given.
 */
function workDaysOf(word: string): WeekdayName[] | null {
  const days = new Set<number>();
  for (const part of word.split(/[\s,;]+/).filter(Boolean)) {
    const [from, to, ...rest] = part.split('-').map(weekdayOf);
    if (from === undefined || rest.length > 0 || (part.includes('-') && to === undefined)) return null;
    const [first, last] = [WEEKDAY_NAMES.indexOf(from), WEEKDAY_NAMES.indexOf(to ?? from)];
    if (last < first) return null; // `fri-mon` wraps the week: said as refused rather than guessed
    for (let day = first; day <= last; day++) days.add(day);
  }
  return days.size === 0 ? null : [...days].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day]!);
}

/** The refresh intervals `config set refreshIntervalMinutes` takes (besides manual). */
const INTERVALS = [5, 15, 30, 60] as const;

/**
 * The values shell completion offers after `config set KEY`: a closed set of words that
 * `parsePreferenceValue` accepts, or `file` (a path, or none). Free text (a shortcut) offers `off`.
 */
export const VALUE_WORDS: Record<PreferenceKey, readonly string[] | 'file'> = {
  refreshIntervalMinutes: [...INTERVALS.map(String), 'manual'],
  launchAtLogin: ['true', 'false'],
  globalShortcut: ['off'],
  showArchived: ['true', 'false'],
  hideMoney: ['true', 'false'],
  caFile: 'file',
  language: LANGUAGE_CHOICES,
  budgetAlerts: ['true', 'false'],
  // The currencies Brazilian consultants bill in most; any ISO 4217 code is accepted.
  currency: ['none', 'BRL', 'USD', 'EUR'],
  cycleStartDay: cycleStartDays().map(String),
  weekStart: WEEK_START_CHOICES,
  trayTitle: TRAY_TITLE_CHOICES,
  workDays: ['mon-fri', 'mon-sat', 'sun-sat'],
  roundTo: ['none', ...ROUND_TO_CHOICES.map(String)],
};

/** What `config` accepts for `key`, for help and usage errors (in the language spoken now). */
export function accepted(key: PreferenceKey): string {
  switch (key) {
    case 'refreshIntervalMinutes':
      return m.cli_accepted_interval();
    case 'globalShortcut':
      return m.cli_accepted_shortcut();
    case 'caFile':
      return m.cli_accepted_ca_file();
    case 'currency':
      return m.cli_accepted_currency();
    case 'language':
      return m.cli_accepted_language({ choices: oneOf(LANGUAGE_CHOICES) });
    case 'cycleStartDay':
      return m.cli_accepted_cycle_start_day({ min: CYCLE_START_DAYS.min, max: CYCLE_START_DAYS.max });
    case 'weekStart':
      return m.cli_accepted_week_start({ choices: oneOf(WEEK_START_CHOICES) });
    case 'trayTitle':
      return m.cli_accepted_tray_title({ choices: oneOf(TRAY_TITLE_CHOICES) });
    case 'workDays':
      return m.cli_accepted_work_days();
    case 'roundTo':
      return m.cli_accepted_round_to({ choices: oneOf(['none', ...ROUND_TO_CHOICES.map(String)]) });
    default:
      return m.cli_accepted_boolean();
  }
}

/** The preference named `text` (case-insensitive); a usage error listing them otherwise. */
export function preferenceKeyOf(text: string): PreferenceKey {
  const key = PREFERENCE_KEYS.find((k) => k.toLowerCase() === text.toLowerCase());
  if (key === undefined) {
    const close = nearest(text, PREFERENCE_KEYS);
    const guess = close ? ` ${m.cli_did_you_mean_option({ nearest: close })}` : '';
    throw new UsageError(
      m.cli_unknown_setting({ text: printable(text), guess, keys: PREFERENCE_KEYS.join(', ') }),
    );
  }
  return key;
}

/**
 * `text` as the value of `key`, checked as strictly as settings.json is on read: whatever
 * `config set` accepts, the app accepts. A CA file must exist and hold PEM certificates
 * Node can parse; it is stored as an absolute path.
 */
export async function parsePreferenceValue<K extends PreferenceKey>(
  key: K,
  text: string,
  cwd: string = process.cwd(),
): Promise<Preferences[K]> {
  const word = text.trim().normalize('NFC').toLowerCase();
  const refuse = (): never => {
    throw new UsageError(m.cli_setting_refused({ key, accepted: accepted(key), text }));
  };
  switch (key) {
    case 'refreshIntervalMinutes': {
      if (NONE.has(word)) return null as Preferences[K];
      const minutes = Number(word);
      if (!(INTERVALS as readonly number[]).includes(minutes) || !/^\d+$/.test(word)) return refuse();
      return minutes as Preferences[K];
    }
    case 'launchAtLogin':
    case 'showArchived':
    case 'hideMoney':
    case 'budgetAlerts':
      if (TRUE.has(word)) return true as Preferences[K];
      if (FALSE.has(word)) return false as Preferences[K];
      return refuse();
    case 'globalShortcut': {
      if (NONE.has(word)) return null as Preferences[K];
      const accelerator = normalizeAccelerator(text);
      if (accelerator === null) {
        throw new UsageError(m.cli_bad_shortcut({ text }));
      }
      return accelerator as Preferences[K];
    }
    case 'caFile': {
      if (NONE.has(word)) return null as Preferences[K];
      const file = resolve(cwd, text);
      const reading = await readCaFile(file);
      if (!reading.ok) throw new UsageError(m.cli_not_saved({ problem: reading.problem }));
      return file as Preferences[K];
    }
    case 'language': {
      // Case forgiven ("pt-br", "PT-BR"), and the spelling of LANG ("pt_BR", "pt_BR.UTF-8");
      // saved exactly as the setting spells it.
      const posix = word.replace(/[.@].*$/, '').replace('_', '-');
      const choice = LANGUAGE_CHOICES.find((c) => c.toLowerCase() === posix);
      return choice === undefined ? refuse() : (choice as Preferences[K]);
    }
    case 'currency': {
      // Case forgiven ("brl"); saved as the code (see `isCurrencyCode`).
      if (word === 'none') return 'none' as Preferences[K];
      const code = text.trim().toUpperCase();
      return isCurrencyCode(code) ? (code as Preferences[K]) : refuse();
    }
    case 'cycleStartDay': {
      const day = Number(word);
      const fits = /^\d{1,2}$/.test(word) && day >= CYCLE_START_DAYS.min && day <= CYCLE_START_DAYS.max;
      return fits ? (day as Preferences[K]) : refuse();
    }
    case 'weekStart': {
      // Portuguese forgiven ("segunda", "domingo"); saved as the setting spells it.
      const typed = WEEK_START_WORDS[word] ?? word;
      const choice = WEEK_START_CHOICES.find((c) => c === typed);
      return choice === undefined ? refuse() : (choice as Preferences[K]);
    }
    case 'trayTitle': {
      // Portuguese forgiven ("hoje", "semana", "desligado"); saved as the setting spells it.
      const typed = TRAY_TITLE_WORDS[word] ?? word;
      const choice = TRAY_TITLE_CHOICES.find((c) => c === typed);
      return choice === undefined ? refuse() : (choice as Preferences[K]);
    }
    case 'workDays':
      return (workDaysOf(word) ?? refuse()) as Preferences[K];
    case 'roundTo': {
      if (NONE.has(word)) return null as Preferences[K];
      const minutes = Number(word);
      if (!/^\d+$/.test(word) || !(ROUND_TO_CHOICES as readonly number[]).includes(minutes)) return refuse();
      return minutes as Preferences[K];
    }
  }
  return refuse();
}

/** A value as `config` prints it for people (null reads as what it means for that key). */
export function displayValue(key: PreferenceKey, value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  if (value !== null) return String(value);
  if (key === 'refreshIntervalMinutes') return 'manual';
  if (key === 'globalShortcut') return 'off';
  return 'none';
}

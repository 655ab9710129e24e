import { z } from 'zod';
import type { Preferences } from '../../../shared/preferences';
import { CoreError } from '../core-error';
import { normalizeAccelerator } from './accelerator';
import { readCaFile } from '../net/ca-file';
import { PREFERENCE_RULES } from './preference-rules';
import type { SettingsStore } from './settings-store';
import { m } from '../i18n';

/**
 * One preference change, as the window sends it over IPC (validate the input with this
 * schema) and as `timetray config set` makes it: `{ key, value }`, the value checked by the
 * same rule settings.json is read with.
 */
export const preferenceChangeSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('refreshIntervalMinutes'), value: PREFERENCE_RULES.refreshIntervalMinutes.rule }),
  z.object({ key: z.literal('launchAtLogin'), value: PREFERENCE_RULES.launchAtLogin.rule }),
  z.object({ key: z.literal('globalShortcut'), value: PREFERENCE_RULES.globalShortcut.rule }),
  z.object({ key: z.literal('showArchived'), value: PREFERENCE_RULES.showArchived.rule }),
  z.object({ key: z.literal('hideMoney'), value: PREFERENCE_RULES.hideMoney.rule }),
  z.object({ key: z.literal('caFile'), value: PREFERENCE_RULES.caFile.rule }),
  z.object({ key: z.literal('language'), value: PREFERENCE_RULES.language.rule }),
  z.object({ key: z.literal('budgetAlerts'), value: PREFERENCE_RULES.budgetAlerts.rule }),
  z.object({ key: z.literal('currency'), value: PREFERENCE_RULES.currency.rule }),
  z.object({ key: z.literal('cycleStartDay'), value: PREFERENCE_RULES.cycleStartDay.rule }),
  z.object({ key: z.literal('weekStart'), value: PREFERENCE_RULES.weekStart.rule }),
  z.object({ key: z.literal('trayTitle'), value: PREFERENCE_RULES.trayTitle.rule }),
  z.object({ key: z.literal('workDays'), value: PREFERENCE_RULES.workDays.rule }),
  z.object({ key: z.literal('roundTo'), value: PREFERENCE_RULES.roundTo.rule }),
]);

export type PreferenceChange = z.infer<typeof preferenceChangeSchema>;

/**
 * Checks and saves one preference; returns all preferences as saved. A CA file must exist
 * and hold PEM certificates Node can parse, not all expired (a file chosen in a dialog is
 * checked here too).
 *
 * @throws CoreError `bad_input` for a refused value, `settings` when settings.json cannot be written.
 */
export async function changePreference(store: SettingsStore, change: unknown): Promise<Preferences> {
  const parsed = preferenceChangeSchema.safeParse(normalizePreferenceChange(change));
  if (!parsed.success) {
    throw new CoreError(
      'bad_input',
      m.core_not_saved({ why: parsed.error.issues[0]?.message ?? m.core_not_a_valid_setting() }),
    );
  }
  const { key, value } = parsed.data;
  if (key === 'caFile' && value !== null) {
    const reading = await readCaFile(value);
    if (!reading.ok) throw new CoreError('bad_input', m.core_not_saved_ca({ problem: reading.problem }));
    // A file whose every certificate has expired can make no connection work: refused now,
    // not discovered at the next refresh. (One expired among current ones is the doctor's warning.)
    const last = reading.certificates
      .map((c) => c.validTo)
      .sort()
      .at(-1)!;
    if (reading.certificates.every((c) => c.daysLeft < 0)) {
      throw new CoreError('bad_input', m.core_not_saved_ca_expired({ file: value, date: last.slice(0, 10) }));
    }
  }
  const loaded = await store.update((s) => void ((s.preferences as Record<string, unknown>)[key] = value));
  return loaded.settings.preferences;
}

/**
 * A shortcut typed as "ctrl+alt+t" is stored in Electron's spelling, "Ctrl+Alt+T"; a currency
 * typed as "brl" as its code, "BRL".
 */
export function normalizePreferenceChange(change: unknown): unknown {
  const c = change as { key?: unknown; value?: unknown } | null;
  if (c?.key === 'currency' && typeof c.value === 'string' && c.value.trim().toLowerCase() !== 'none') {
    return { ...c, value: c.value.trim().toUpperCase() };
  }
  if (c?.key === 'currency' && typeof c.value === 'string') return { ...c, value: 'none' };
  if (c?.key !== 'globalShortcut' || typeof c.value !== 'string') return change;
  return { ...c, value: normalizeAccelerator(c.value) ?? c.value };
}

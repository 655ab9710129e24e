import type { HealthReport } from '../../../shared/health';
import { SettingsStore } from '../settings/settings-store';
import { doctorChecks, type DoctorOptions } from './doctor';
import { runChecks } from './run-checks';
import { settingsCheck } from './settings-check';

export { trayHostVerdict, probeTrayHost, type TrayHostProbe } from './tray-host-check';

/**
 * Every health check, from the settings on disk: what `timetray doctor` prints and what a
 * Health view in the app would show (an IPC handler only has to call this). `notice`: the
 * settings file had a problem worth telling (see `SettingsStore.load`).
 */
export async function runHealthCheck(
  options: { configDir: string } & Omit<DoctorOptions, 'settings' | 'configDir'>,
): Promise<{ report: HealthReport; notice: string | null }> {
  const store = new SettingsStore(options.configDir);
  const { settings, notice, unreadable } = await store.load();
  const report = await runChecks([settingsCheck(store.file), ...doctorChecks({ ...options, settings })]);
  // An unreadable file is the `settings` check's failure, not said twice.
  return { report, notice: unreadable ? null : notice };
}

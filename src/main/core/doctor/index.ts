import type { HealthReport } from '../../../shared/health';
import { SettingsStore } from '../accounts/settings-store';
import { doctorChecks, type DoctorOptions } from './doctor';
import { runChecks } from './run-checks';

export { trayHostVerdict, probeTrayHost, type TrayHostProbe } from './tray-host-check';

/**
 * Every health check, from the settings on disk: what `timetray doctor` prints and what a
 * Health view in the app would show (an IPC handler only has to call this). `notice`: the
 * settings file had a problem worth telling (see `SettingsStore.load`).
 */
export async function runHealthCheck(
  options: { configDir: string } & Omit<DoctorOptions, 'settings' | 'configDir'>,
): Promise<{ report: HealthReport; notice: string | null }> {
  const { settings, notice } = await new SettingsStore(options.configDir).load();
  const report = await runChecks(doctorChecks({ ...options, settings }));
  return { report, notice };
}

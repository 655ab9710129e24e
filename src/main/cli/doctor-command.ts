import { resolve } from 'node:path';
import { defaultConfigDir } from '../core/settings/config-dir';
import type { CheckResult } from '../core/doctor/check';
import { runHealthCheck } from '../core/doctor';
import type { DoctorReport } from '../core/doctor/run-checks';
import type { ParsedArgs } from './args';
import type { CommandName } from './command-table';
import { EXIT, report, warn } from './exit-codes';
import type { CliIo } from './io';
import { printable, safeJson } from './printable';
import { hanging, terminalWidth } from './reflow';
import { cliLocale } from './when';
import { loadAreas, m, spokenLocale } from '../core/i18n';

/**
 * `timetray doctor`: runs every health check (see core/doctor) and prints what each found
 * and the fix. Exit 0 when nothing failed (warnings allowed), 1 otherwise. Opens no core:
 * it must answer when the keychain, the settings or the network are what is broken.
 */
export async function runDoctorCommand(
  args: ParsedArgs & { command: CommandName },
  io: CliIo,
): Promise<number> {
  const json = args.values.json === true;
  try {
    // The checks' own words: the only command that speaks them (see cli/language.ts).
    await loadAreas(spokenLocale(), ['doctor']);
    const given = args.values['ca-file'];
    const caFile = typeof given === 'string' && given !== '' ? resolve(given) : undefined;
    const { report: result, notice } = await runHealthCheck({
      configDir: defaultConfigDir(io.env),
      env: io.env,
      // For people, local time in their locale; `--json` keeps ISO 8601, as everywhere.
      times: json ? { iso: true } : { locale: cliLocale(io.env) },
      ...(caFile ? { caFile } : {}),
    });
    if (notice !== null) warn(io, notice, json);
    // On a terminal, wrapped to it under each column; piped, one line per finding (for grep).
    const width = io.columns ? terminalWidth(io.columns, io.env) : Infinity;
    io.stdout(json ? `${safeJson(result, 2)}\n` : formatReport(result, width));
    return result.ok ? EXIT.ok : EXIT.failure;
  } catch (error) {
    return report(io, error, json);
  }
}

/**
 * One line per result, the fix indented under it, each wrapped to `width` under its own text
 * (Infinity: not wrapped); values from settings and certificates made printable.
 */
export function formatReport(r: DoctorReport, width = Infinity): string {
  const idWidth = Math.max(...r.checks.map((c) => c.id.length));
  const label = { ok: m.doctor_label_ok(), warn: m.doctor_label_warn(), fail: m.doctor_label_fail() };
  const labelWidth = Math.max(...Object.values(label).map((l) => l.length));
  const fixLabel = m.doctor_fix_label();
  const lines = r.checks.map((c: CheckResult) => {
    // Said once: most per-account results already name their address in `found`.
    const subject = c.subject && !c.found.includes(c.subject) ? `${printable(c.subject)}: ` : '';
    const found = hanging(
      `${label[c.status].padEnd(labelWidth)}  ${c.id.padEnd(idWidth)}  `,
      `${subject}${printable(c.found)}`,
      width,
    );
    if (!c.fix) return found;
    return `${found}\n${hanging(`${' '.repeat(idWidth + labelWidth + 4)}${fixLabel} `, printable(c.fix), width)}`;
  });
  const failed = r.checks.filter((c) => c.status === 'fail').length;
  const warned = r.checks.filter((c) => c.status === 'warn').length;
  const summary =
    failed + warned === 0 ? m.doctor_summary_fine() : m.doctor_summary_problems({ failed, warned });
  const seconds = new Intl.NumberFormat(spokenLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${lines.join('\n')}\n${summary} (${seconds.format(r.elapsedMs / 1000)} s)\n`;
}

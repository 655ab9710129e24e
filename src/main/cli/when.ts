import { formatAsOf } from '../../shared/format';

/**
 * The locale the CLI formats numbers and times in: the process's, as POSIX names it
 * (`LC_ALL`, else `LC_TIME`, else `LANG`, e.g. `de_DE.UTF-8` → `de-DE`). The one place the
 * CLI decides it, so a language setting can later take precedence here. `undefined` (`C`,
 * `POSIX`, unset or unknown) leaves the choice to `Intl`.
 */
export function cliLocale(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = [env.LC_ALL, env.LC_TIME, env.LANG].find((v) => typeof v === 'string' && v !== '');
  if (name === undefined) return undefined;
  const tag = name.replace(/[.@].*$/, '').replace(/_/g, '-');
  if (tag === '' || tag === 'C' || tag === 'POSIX') return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined; // not a locale Intl knows how to read
  }
}

/**
 * The CLI's one way of saying when something happened, in local time: the time alone today
 * ("10:42 AM"), date and time on other days. `--json` keeps ISO 8601 instead.
 */
export function formatWhen(iso: string | null | undefined, now = Date.now()): string {
  return formatAsOf(iso, now, cliLocale());
}

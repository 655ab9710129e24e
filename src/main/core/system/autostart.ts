import { readFile, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/atomic-file';
import { loadedLocales, m, messagesIn } from '../i18n';
import { BASE_LOCALE } from '../../../shared/i18n/locale';

/**
 * "Launch at login" on Linux: an XDG autostart entry (the desktop starts every
 * `~/.config/autostart/*.desktop` at login), written and removed by the app. macOS and
 * Windows use Electron's `app.setLoginItemSettings` instead. Plain Node, so the file is
 * tested for real and the Electron shell only decides when to call it.
 */

/** `$XDG_CONFIG_HOME/autostart/timetray.desktop` (default `~/.config/autostart/…`). */
export function autostartFile(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'autostart', 'timetray.desktop');
}

/**
 * What to start at login: inside an AppImage the AppImage file itself (`process.execPath`
 * points into a mount that is gone after the app quits), else the running executable.
 */
export function launchCommand(
  execPath: string = process.execPath,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return [env.APPIMAGE || execPath];
}

/**
 * One `Exec=` argument as the Desktop Entry spec wants it: quoted when it holds anything
 * but safe characters, with `"`, `` ` ``, `$` and `\` escaped inside the quotes, and `%`
 * doubled (a lone `%` would be read as a field code such as `%u`).
 */
export function quoteExecArgument(argument: string): string {
  const percent = argument.replaceAll('%', '%%');
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(percent)) return percent;
  // The string rules of a .desktop file unescape once more before the quoting rules: so
  // `"`, `` ` `` and `$` take two backslashes, and a backslash itself takes four.
  const escaped = percent.replace(/\\/g, '\\\\\\\\').replace(/(["`$])/g, '\\\\$1');
  return `"${escaped}"`;
}

/** The entry's text (the app starts in the tray with its window hidden anyway). */
export function autostartEntry(command: readonly string[]): string {
  for (const argument of command) {
    if (/[\n\r\0]/.test(argument)) throw new Error(m.core_autostart_line_break());
  }
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Timetray',
    // The desktop shows its user's language: one comment per language loaded (the app loads all).
    ...loadedLocales().map(
      (locale) =>
        `Comment${locale === BASE_LOCALE ? '' : `[${locale.replace('-', '_')}]`}=${messagesIn(locale).core_autostart_comment()}`,
    ),
    `Exec=${command.map(quoteExecArgument).join(' ')}`,
    'Icon=timetray',
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Writes (enabled) or removes (disabled) the entry; both are idempotent. */
export async function setAutostart(
  enabled: boolean,
  options: { file?: string; command?: readonly string[] } = {},
): Promise<void> {
  const file = options.file ?? autostartFile();
  if (!enabled) {
    await rm(file, { force: true });
    return;
  }
  await writeFileAtomic(file, autostartEntry(options.command ?? launchCommand()));
}

/** Whether an entry is there and enabled (a user may have switched it off in their desktop's settings). */
export async function autostartEnabled(file: string = autostartFile()): Promise<boolean> {
  try {
    const text = await readFile(file, 'utf8');
    return !/^(Hidden=true|X-GNOME-Autostart-enabled=false)$/m.test(text);
  } catch {
    return false;
  }
}

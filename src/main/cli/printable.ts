import { displayText } from '../../shared/display-text';

/**
 * Strings from the service (project and customer names, error messages) and from settings
 * reach a terminal, where escape sequences could clear the screen, retitle the window or
 * write the clipboard (OSC 52). The neutralising itself is the shared `displayText`
 * (src/shared/display-text.ts), the same for the tray, notifications and the clipboard.
 */

/** `text` with every control, bidi-override or invisible character replaced by U+FFFD; `max` cuts it. */
export function printable(text: string, max?: number): string {
  return displayText(text, max === undefined ? {} : { max });
}

/** Like `printable`, but keeps the line breaks of a multi-line message we wrote ourselves. */
export function printableLines(text: string): string {
  return displayText(text, { lines: true });
}

/**
 * `JSON.stringify` escapes C0 controls but not C1 ones (U+0080–U+009F), which some
 * terminals act on (U+009B is CSI); escape those too, so `--json` output is inert as text.
 */
export function safeJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    /[\u0080-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

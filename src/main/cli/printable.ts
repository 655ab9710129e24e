/**
 * Strings from the service (project and customer names, error messages) and from settings
 * reach a terminal. A name carrying escape sequences could clear the screen, retitle the
 * window, write the clipboard (OSC 52) or reorder what the user reads (bidi overrides), so
 * every such string goes through these before it is printed.
 */

// C0 controls (tab and newline included: a name or message is one line), DEL, C1 controls,
// and the bidi embedding/override/isolate characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control or bidi-override character replaced by U+FFFD. */
export function printable(text: string): string {
  return text.replace(UNSAFE, '\uFFFD');
}

/** Like `printable`, but keeps the line breaks of a multi-line message we wrote ourselves. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
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

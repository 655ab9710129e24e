import { graphemeSegments } from './graphemes';
/**
 * The one sanitiser for text from outside (project and customer names, the service's error
 * messages, settings values) on its way to a person through a non-HTML sink: a terminal, a
 * tray label or tooltip, a notification, the clipboard, a window title. Such a string could
 * carry escape sequences (clear the screen, retitle a terminal, write the clipboard through
 * OSC 52), bidi overrides that make it read as something else, invisible characters that
 * make two names look alike, or a megabyte of text that a native menu tries to lay out.
 * Svelte already escapes what the renderer shows as HTML; this is for everything else.
 */

/** A label in a menu or a notification line: longer names end with "…". */
export const LABEL_MAX = 80;

/** A name within a line of text meant to be read or pasted (a CLI table, the clipboard summary). */
export const LINE_MAX = 200;

/** What stands for a character that is not shown as it is. */
export const REPLACEMENT = '\uFFFD';

export const ELLIPSIS = '…';

// C0 controls (tab and newline included: a name is one line), DEL, C1 controls (U+009B is
// CSI to many terminals), the Arabic letter mark, zero-width space / LRM / RLM, line and
// paragraph separators, bidi embeddings, overrides and isolates, the word joiner and the
// invisible operators, the byte-order mark / zero-width no-break space, and the interlinear
// annotation marks. The zero-width joiner and non-joiner (U+200C, U+200D) stay: emoji
// sequences and several scripts need them. Lone surrogates cannot be shown either.
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * True when `text` holds a character {@link displayText} would not show as it is (a control,
 * a bidi override or isolate, an invisible character): what a person may not type into a
 * name that others will read (see `core/input-rules.ts`). Same class, one pattern.
 */
export function hasUnshownCharacter(text: string): boolean {
  // search(), not test(): a global pattern's test() would start where the last match stopped.
  return text.search(UNSAFE) !== -1;
}

export interface DisplayTextOptions {
  /**
   * At most this many characters as a person counts them (grapheme clusters: an emoji with
   * its modifiers, a letter with its accents), the last one "…" when cut. None by default.
   */
  max?: number;
  /** Keeps `\n` (a multi-line message Timetray wrote itself); every other control is replaced. */
  lines?: boolean;
}

/** `text` with every control, bidi-override or invisible character replaced by U+FFFD, cut to `max`. */
export function displayText(text: string, options: DisplayTextOptions = {}): string {
  const { max, lines = false } = options;
  if (max === undefined) return clean(text, lines);
  // Only the start is looked at: a megabyte-long name costs no more than a short one. A
  // grapheme may be long (a letter with many accents), hence the margin in code units.
  const unitBudget = max * 8;
  const head = text.length > unitBudget + 16 ? text.slice(0, unitBudget + 16) : text;
  const cleaned = clean(head, lines);
  // No more code units than `max`: no more graphemes either, so nothing to cut. The usual
  // case (a name, an email) then never starts the grapheme segmenter, whose first use loads
  // ICU data (10–40 ms measured in the window's Chromium, on the first screen's account button).
  if (cleaned.length <= max) return cleaned;
  const kept: string[] = [];
  let units = 0;
  let cutShort = false;
  for (const { segment } of graphemeSegments(cleaned)) {
    if (kept.length === max || units + segment.length > unitBudget) {
      cutShort = true;
      break;
    }
    kept.push(segment);
    units += segment.length;
  }
  if (!cutShort) return cleaned;
  // The ellipsis counts as one of the `max`.
  return `${kept.slice(0, Math.max(0, max - 1)).join('')}${ELLIPSIS}`;
}

function clean(text: string, lines: boolean): string {
  if (!lines) return text.replace(UNSAFE, REPLACEMENT);
  return text
    .split('\n')
    .map((line) => line.replace(UNSAFE, REPLACEMENT))
    .join('\n');
}

/**
 * Help texts are written in the catalog as lines. A line that starts with a letter (or any
 * non-space) continues the paragraph above it (but `--json: {…}`, a command's output shape,
 * starts its own); each paragraph is wrapped at word boundaries
 * to `width` columns, `indent` before every line, so the help fits the terminal. A line that
 * starts with a space is a row laid out by hand (`  caFile   a PEM file…`, with its
 * continuation lines under its text): kept as written where it fits, else wrapped with its
 * text's column as the hanging indent.
 */
export function reflow(text: string, width: number, indent = ''): string {
  const out: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length;) {
    const line = lines[i]!;
    if (line === '') {
      out.push(line);
      i += 1;
    } else if (line.startsWith(' ')) {
      const hang = hangOf(line);
      let end = i + 1;
      while (end < lines.length && leadingSpaces(lines[end]!) >= hang) end += 1;
      out.push(...row(lines.slice(i, end), hang, width - indent.length));
      i = end;
    } else {
      let end = i + 1;
      while (end < lines.length && continues(lines[end]!)) end += 1;
      out.push(...wrapWords(lines.slice(i, end).join(' '), width - indent.length));
      i = end;
    }
  }
  return out.map((line) => (line === '' ? line : `${indent}${line}`)).join('\n');
}

/** A line goes on the paragraph above it, unless it is blank, a row, or a `--json:` shape. */
const continues = (line: string): boolean =>
  line !== '' && !line.startsWith(' ') && !line.startsWith('--json:');

const leadingSpaces = (line: string): number => line.length - line.trimStart().length;

/** Where a row's text starts: after its key and two spaces, else two past its own indent. */
function hangOf(line: string): number {
  const keyed = /^ +\S+ {2,}/.exec(line);
  return keyed ? keyed[0].length : leadingSpaces(line) + 2;
}

/** A hand-laid row and its continuation lines: as written if they fit, else wrapped hanging. */
function row(lines: string[], hang: number, width: number): string[] {
  if (lines.every((line) => columns(line) <= width)) return lines;
  const head = lines[0]!;
  const words = [head.slice(0, hang).trimEnd(), head.slice(hang), ...lines.slice(1).map((l) => l.trim())];
  const [first, ...rest] = wrapWords(words.slice(1).join(' '), width - hang);
  return [`${words[0]!.padEnd(hang)}${first}`, ...rest.map((line) => `${' '.repeat(hang)}${line}`)];
}

/** Greedy word wrap; a word longer than the width stands on its own line, whole. */
export function wrapWords(text: string, width: number): string[] {
  if (columns(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  let used = 0; // columns(line), kept as the line grows
  for (const word of text.split(' ')) {
    const size = columns(word);
    if (line !== '' && used + 1 + size > width) {
      lines.push(line);
      line = '';
    }
    used = line === '' ? size : used + 1 + size;
    line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines;
}

/** The help's own words are Latin (accents precomposed): one column per code point. */
const columns = (text: string): number => {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xdc00 || code > 0xdfff) count += 1; // the low half of a pair is not a column
  }
  return count;
};

/**
 * `text` after `head` on its first line, the rest wrapped under its first word (a hanging
 * indent of `head`'s width): "fix: Install the …" with "the extension." under "Install".
 */
export function hanging(head: string, text: string, width: number): string {
  const pad = ' '.repeat(columns(head));
  return wrapWords(text, width - pad.length)
    .map((line, i) => `${i === 0 ? head : pad}${line}`)
    .join('\n');
}

/** The width text is laid out for: the terminal's, else `COLUMNS`, else 80; within 40–100. */
export function terminalWidth(terminalColumns: number | undefined, env: NodeJS.ProcessEnv): number {
  const fromEnv = Number.parseInt(env.COLUMNS ?? '', 10);
  const width = terminalColumns || (Number.isFinite(fromEnv) ? fromEnv : 80);
  return Math.min(100, Math.max(40, width));
}

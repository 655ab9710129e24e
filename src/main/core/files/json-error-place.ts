/**
 * Where `JSON.parse(text)` broke, from V8's error (`… in JSON at position N`): a line and
 * column to look at in an editor, `'end'` when the text stops before the JSON does (a file
 * cut short), or null when V8 did not say. V8's own words are English and may quote the
 * text, so only the place is taken from them.
 */
export function jsonErrorPlace(
  text: string,
  error: unknown,
): { line: number; column: number } | 'end' | null {
  const message = error instanceof Error ? error.message : '';
  if (/unexpected end of JSON input/i.test(message)) return 'end';
  const position = /at position (\d+)/.exec(message);
  if (position === null) return null;
  const at = Number(position[1]);
  if (at >= text.trimEnd().length) return 'end';
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

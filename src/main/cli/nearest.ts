/** Levenshtein distance between two short words (command and option names). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate closest to what was typed, only when it is close (a typo: at most two
 * edits, and fewer than half the word), so `timetray frobnicate` suggests nothing; else the
 * shortest one it begins (`proj` → `project`, `rename` → `rename-customer`), from 3 letters.
 */
export function nearest(typed: string, candidates: readonly string[]): string | null {
  const word = typed.toLowerCase();
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(word, candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  if (bestDistance <= 2 && bestDistance * 2 < typed.length) return best;
  if (word.length < 3) return null;
  const begun = candidates.filter((c) => c.toLowerCase().startsWith(word));
  return begun.sort((a, b) => a.length - b.length)[0] ?? null;
}

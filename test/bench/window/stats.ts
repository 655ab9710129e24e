/** Small statistics over samples in ms. */
export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0..100) of values sorted ascending. */
export function percentileIndex(count: number, p: number): number {
  return Math.max(0, Math.ceil((p / 100) * count) - 1);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[percentileIndex(sorted.length, p)]!;
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Two decimals, for the ratio to the floor: judged at one decimal, 1.83 read as "1.8×, pass"
 * against a target of ≤ 1.8×.
 */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Median, min and max of a figure measured over several runs. */
export type Spread = { median: number; min: number; max: number; runs: number[] };

export function spread(runs: number[]): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN, runs };
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The figures every bench prints: nearest-rank percentiles of unsorted samples, and milliseconds. */

/** The `p`th percentile (0–100) of `samples` by nearest rank; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number): string => `${value.toFixed(2)} ms`;

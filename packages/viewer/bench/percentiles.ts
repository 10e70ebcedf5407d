/** The value below which `fraction` of the values lie (nearest rank), e.g. 0.5 for the median, 0.95 for p95. */
export function percentile(values: readonly number[], fraction: number): number {
  if (!values.length) return NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** The median of a list of numbers (the mean of the two middle ones for an even count); null when empty. */
export function median(values: number[]): number | null {
  if (!values.length) {
    return null;
  }
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Progress is a whole percentage 0..100 on both drivers. */
export function clampProgress(percent: number): number {
  if (!Number.isFinite(percent)) {
    return 0;
  }
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** Shows only the last four characters: 123-45-6789 → ***-**-6789, 12345678 → ****5678. */
export function maskTail(value: string | null | undefined, visible = 4): string | null {
  if (value == null || value === '') {
    return value ?? null;
  }
  const keepFrom = Math.max(0, value.length - visible);
  return value.replace(/[A-Za-z0-9]/g, (c, i: number) => (i >= keepFrom ? c : '*'));
}

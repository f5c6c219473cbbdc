/** A moment as the server's YYYY-MM-DD (UTC calendar date). */
export function ymd(date: Date | null | undefined = new Date()): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

/** Trimmed text, '' and whitespace as null (optional columns store null, not ''). */
export function textOrNull(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

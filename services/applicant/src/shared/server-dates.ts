/** A moment as the server's YYYY-MM-DD (UTC calendar date). */
export function ymd(date: Date | null | undefined = new Date()): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

/** Trimmed text, '' and whitespace as null (optional columns store null, not ''). */
export function textOrNull(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

/**
 * The optional text columns a row sends: a key left out keeps the stored value on an update (clients
 * send only what changed, e.g. a masked license number not retyped); on an insert it is stored as null.
 */
export function presentTexts<K extends string>(row: Partial<Record<K, string | null>>, keys: readonly K[], isNew: boolean): Partial<Record<K, string | null>> {
  const out: Partial<Record<K, string | null>> = {};
  for (const key of keys) {
    if (row[key] !== undefined || isNew) {
      out[key] = textOrNull(row[key]);
    }
  }
  return out;
}

import { createHash } from 'crypto';

export interface TranslationsFingerprint {
  count: number;
  maxId: number | null;
  maxUpdatedAt: Date | string | null;
}

/**
 * A short opaque revision for a customer's translations: changes when a row is added, removed or
 * edited, so the browser refetches only when something changed.
 */
export function translationsRevision(f: TranslationsFingerprint): string {
  const updated = f.maxUpdatedAt === null ? '' : new Date(f.maxUpdatedAt).toISOString();
  return createHash('sha256').update(`${f.count}:${f.maxId ?? 0}:${updated}`).digest('hex').slice(0, 16);
}

/**
 * The revision of the product's texts with the customer's overrides on top: either changing changes it.
 * Overrides are replaced by new rows on every save (a new id), so two edits within one second still differ.
 */
export function overlaidRevision(base: TranslationsFingerprint, overrides: TranslationsFingerprint): string {
  if (overrides.count === 0 && overrides.maxId === null) {
    return translationsRevision(base);
  }
  return createHash('sha256').update(`${translationsRevision(base)}+${translationsRevision(overrides)}`).digest('hex').slice(0, 16);
}

import { DEMO_FORM_TRANSLATIONS, DEMO_TRANSLATIONS_ES, PORTAL_TRANSLATIONS_EN, PORTAL_TRANSLATIONS_ES } from '@attest/server/testing';

/** What the seeded demo customer shows for a key, in the language of the run (the English fallback otherwise). */
export type Label = (key: string, english: string) => string;

const SPANISH: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...DEMO_FORM_TRANSLATIONS.es, ...PORTAL_TRANSLATIONS_ES };

export function labelsFor(language: 'en' | 'es'): Label {
  const english: Record<string, string> = { ...DEMO_FORM_TRANSLATIONS.en, ...PORTAL_TRANSLATIONS_EN };
  return language === 'es' ? (key, fallback) => SPANISH[key] ?? english[key] ?? fallback : (key, fallback) => english[key] ?? fallback;
}

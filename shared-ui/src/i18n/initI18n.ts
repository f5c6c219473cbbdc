import { apiFetch } from '../api/api-fetch';
import type { Language } from '../api/common-endpoints';
import { getSession, setLanguage } from '../session/session';
import { FALLBACK_LANGUAGE, i18n } from './i18n';
import { watchTranslationsRevision } from './translations-refresh';

export interface InitI18nOptions {
  customerCode: string;
  locationCode: string;
  language?: string | null;
}

export interface I18nState {
  languages: Language[];
  language: string;
}

const loadedBundles = new Set<string>();

function pickLanguage(wanted: string | null | undefined, languages: Language[]): string {
  if (languages.length === 0) {
    return wanted || FALLBACK_LANGUAGE;
  }
  const offered = (code: string | null | undefined) => Boolean(code) && languages.some((l) => l.code === code);
  if (offered(wanted)) {
    return wanted as string;
  }
  return languages.find((l) => l.is_default)?.code ?? languages[0].code;
}

async function loadBundle(customerCode: string, code: string, force = false): Promise<void> {
  const cacheKey = `${customerCode}:${code}`;
  if (loadedBundles.has(cacheKey) && !force) {
    return;
  }
  try {
    const bundle = await apiFetch<Record<string, string>>(
      `/api/v1/customerContext/${encodeURIComponent(customerCode)}/translations?lang=${encodeURIComponent(code)}`,
    );
    i18n.addResourceBundle(code, 'translation', bundle ?? {}, true, true);
    loadedBundles.add(cacheKey);
  } catch {
    // No translations (server down, unknown customer): components still show their English fallbacks.
  }
}

/** Loads one customer's translations for `code` (and English, the fallback) and switches to it. */
export async function changeLanguage(customerCode: string, code: string): Promise<void> {
  await Promise.all([loadBundle(customerCode, code), code === FALLBACK_LANGUAGE ? null : loadBundle(customerCode, FALLBACK_LANGUAGE)]);
  await i18n.changeLanguage(code);
  setLanguage(code);
}

/** Downloads again every loaded bundle of the customer (their translations changed) and re-renders. */
export async function reloadTranslations(customerCode: string): Promise<void> {
  const codes = [...loadedBundles].filter((k) => k.startsWith(`${customerCode}:`)).map((k) => k.slice(customerCode.length + 1));
  await Promise.all(codes.map((code) => loadBundle(customerCode, code, true)));
  // languageChanged is what react-i18next listens to: components re-render with the new texts.
  await i18n.changeLanguage(i18n.language);
}

/**
 * Loads the customer's languages and the chosen language's translations. The language is the one
 * asked for, else the session's, else the customer's default, else English. Never rejects.
 */
export async function initI18n({ customerCode, locationCode, language }: InitI18nOptions): Promise<I18nState> {
  let languages: Language[] = [];
  try {
    const answer = await apiFetch<Language[]>(
      `/api/v1/languages/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}`,
    );
    languages = Array.isArray(answer) ? answer : [];
  } catch {
    languages = [];
  }
  const code = pickLanguage(language ?? getSession().language, languages);
  await changeLanguage(customerCode, code);
  watchTranslationsRevision(customerCode, () => reloadTranslations(customerCode));
  return { languages, language: code };
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const FALLBACK_LANGUAGE = 'en';

/**
 * The product's one i18next instance (shared-ui is a federation singleton, so every remote gets
 * this same object). It is initialised synchronously with no resources, so `t('key', 'English')`
 * answers the English fallback before — or without — any translation download.
 * Keys are flat strings from the server (`{ [key]: text }`), so '.' and ':' are not separators.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/**
 * useTranslation bound to the product's i18next instance, so it works without an
 * I18nextProvider. Call `t('key', 'English text')`: the English is the fallback.
 */
export function useT() {
  return useTranslation(undefined, { i18n });
}

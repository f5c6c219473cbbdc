/** What browser tests need to know of the demo seed: the texts it gives each translation key. */
export { DEMO_FORM_TRANSLATIONS, DEMO_TRANSLATIONS_ES } from '../seed/demo-translations';
export { PORTAL_TRANSLATIONS_EN, PORTAL_TRANSLATIONS_ES, PORTAL_TRANSLATIONS_FR } from '../seed/translations';

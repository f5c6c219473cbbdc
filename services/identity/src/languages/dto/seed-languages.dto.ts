/** Input of LanguagesService.seedLanguages. */
export interface SeedLanguageInput {
  code: string;
  name: string;
  is_default?: boolean;
}

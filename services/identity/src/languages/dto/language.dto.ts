/** One entry of GET /api/v1/languages/{customerCode}/{locationCode}. */
export interface LanguageDto {
  language_id: number;
  code: string;
  name: string;
  is_default: boolean;
}

/** Offered when a customer has configured no languages. */
export const DEFAULT_LANGUAGES: readonly LanguageDto[] = [{ language_id: 0, code: 'en', name: 'English', is_default: true }];

export const LANGUAGE_CODE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

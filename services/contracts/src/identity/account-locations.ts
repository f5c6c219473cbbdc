import { array, mixed, object, string, type InferType } from 'yup';
import { optionalTimeZone } from './signup-schemas';

/**
 * Locations, languages and translation overrides of the account-admin area (staff-side §7, issue 17,
 * decision 0033). Shared by the identity service (validation) and mfe-account-admin (types, form checks).
 */

/** The languages the product ships texts in; a customer offers a subset (e-sign pages use all three). */
export const PRODUCT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
] as const;
export type ProductLanguageCode = (typeof PRODUCT_LANGUAGES)[number]['code'];
export const PRODUCT_LANGUAGE_CODES: readonly string[] = PRODUCT_LANGUAGES.map((l) => l.code);

/** A language of the customer (GET /api/v1/Languages/customer). */
export interface CustomerLanguageDto {
  language_id: number;
  code: string;
  name: string;
  is_default: boolean;
  /** Codes of the locations that list this language (removing it is refused while any does). */
  location_codes: string[];
}

/** One location of GET /api/v1/locations. `languages` empty: the location offers all the customer's languages. */
export interface LocationDto {
  location_id: number;
  location_code: string;
  name: string;
  address: string | null;
  time_zone: string | null;
  languages: string[];
}

const languageCode = string().trim().required('required_field').oneOf([...PRODUCT_LANGUAGE_CODES], 'invalid_entry');

/** PUT /api/v1/locations/{id}. */
export const updateLocationSchema = object({
  name: string().trim().required('required_field').max(200, 'es_max'),
  address: string().trim().nullable().optional().max(500, 'es_max'),
  time_zone: optionalTimeZone,
  languages: array(languageCode).optional().max(PRODUCT_LANGUAGES.length, 'es_max'),
}).noUnknown(true, 'unknown_field');
export type UpdateLocationInput = InferType<typeof updateLocationSchema>;

/** A location code: lower-case letters, digits, dash or underscore (it appears in page URLs). */
export const LOCATION_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** One row of POST /api/v1/locations/bulkAdd. */
export const newLocationSchema = updateLocationSchema.shape({
  location_code: string()
    .trim()
    .lowercase()
    .required('required_field')
    .max(64, 'es_max')
    .matches(LOCATION_CODE_PATTERN, { message: 'invalid_entry', excludeEmptyString: true }),
});
export type NewLocationInput = InferType<typeof newLocationSchema>;

/** The envelope of bulkAdd: rows are checked one by one so each gets its own errors. */
export const bulkAddLocationsSchema = object({
  locations: array(mixed()).min(1, 'required_field').max(200, 'es_max').required('required_field'),
}).noUnknown(true, 'unknown_field');

/** A row of bulkAdd that was refused: nothing is created when any row is. */
export interface BulkLocationError {
  index: number;
  location_code: string;
  fields: Record<string, string>;
}

export interface BulkAddLocationsAnswer {
  created: LocationDto[];
}

/** POST and DELETE /api/v1/locations/{id}/languages; POST /api/v1/Languages. */
export const languageChoiceSchema = object({ language: languageCode }).noUnknown(true, 'unknown_field');
export type LanguageChoiceInput = InferType<typeof languageChoiceSchema>;

/** A translation key as the UI uses them (`t('key', 'English')`). */
export const TRANSLATION_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,191}$/;

/** One override of POST /api/v1/translations; `value: null` removes it (the product's text shows again). */
export const translationOverrideSchema = object({
  language: languageCode,
  key: string().required('required_field').matches(TRANSLATION_KEY_PATTERN, 'invalid_entry'),
  value: string().nullable().defined('required_field').max(10_000, 'es_max'),
}).noUnknown(true, 'unknown_field');
export type TranslationOverrideInput = InferType<typeof translationOverrideSchema>;
export const translationOverrideListSchema = array(translationOverrideSchema).required('required_field');

/** The answer of POST /api/v1/translations: the new revision, so the editor can tell open pages apart. */
export interface TranslationsSavedDto {
  saved: number;
  revision: string;
}

/** One key of GET /api/v1/translations/catalog. */
export interface TranslationCatalogRow {
  key: string;
  /** The English default written in the code (`t('key', 'English')`), or null when the code gives none. */
  english: string | null;
  /** The product's text in the chosen language (what the customer's pages show without an override). */
  product: string | null;
  /** The customer's override in the chosen language, or null. */
  override: string | null;
}

export interface TranslationCatalogPage {
  language: string;
  total: number;
  page: number;
  page_size: number;
  rows: TranslationCatalogRow[];
}

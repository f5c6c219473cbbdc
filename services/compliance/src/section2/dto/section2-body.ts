import { array, boolean, mixed, object, string } from 'yup';

const text = (max = 200) => string().nullable().max(max, 'es_max');

/**
 * A Section 2 draft: any subset of the employer's fields (unknown keys refused). Only shapes and
 * lengths here; section2Schema from contracts runs when it is signed.
 */
export const section2DraftSchema = object({
  documents: array(mixed()).max(3, 'es_max'),
  first_day_of_employment: text(10),
  additional_info: text(1000),
  alt_procedure_used: boolean(),
  employer_last_name: text(),
  employer_first_name: text(),
  employer_title: text(),
  business_name: text(),
  business_address: text(),
  business_city: text(),
  business_state: text(8),
  business_zip: text(16),
})
  .noUnknown('unknown_field')
  .strict();

/** POST .../section2/sign and the corrections: `{ value, confirmed }` (value merged into the draft). */
export const signSection2Schema = object({
  value: object().default(undefined),
  confirmed: boolean().required('required_field').oneOf([true], 'required_field'),
}).noUnknown('unknown_field');

export interface SignSection2Body {
  value?: Record<string, unknown>;
  confirmed: true;
}

/** POST /api/v1/corrections/{id}/section1|section2 `{ value }` (the spec's body). */
export const correctionBodySchema = object({
  value: object().required('required_field'),
}).noUnknown('unknown_field');

export interface CorrectionBody {
  value: Record<string, unknown>;
}

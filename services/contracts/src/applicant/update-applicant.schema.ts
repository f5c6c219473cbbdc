import { mixed, number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { EMAIL_PATTERN } from '../validation/email';
import { ADMISSION_FIELDS, APPLICANT_TOP_LEVEL_FIELDS, EEOC_FIELDS, FED_TAX_FIELDS, STATE_CODE_PATTERN } from './applicant-fields';

type Scalar = string | number | boolean | null;
const scalar = () =>
  mixed<string | number | boolean>()
    .nullable().test('scalar', 'invalid_entry', (v) => v === undefined || v === null || ['string', 'number', 'boolean'].includes(typeof v));
const text = (max = 255) => string().nullable().max(max, 'es_max');

function group(fields: readonly string[], overrides: Record<string, ReturnType<typeof scalar> | ReturnType<typeof text>> = {}) {
  const shape: Record<string, ReturnType<typeof scalar> | ReturnType<typeof text>> = {};
  for (const f of fields) {
    shape[f] = overrides[f] ?? scalar();
  }
  return object(shape).noUnknown(true, 'unknown_field').default(undefined);
}

const date = text(10).matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'es_date', excludeEmptyString: true });

/** A record of string keys to short scalar values (props). */
const propsRecord = mixed<Record<string, Scalar>>().test('props', 'invalid_entry', (v) => {
  if (v === undefined) {
    return true;
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return false;
  }
  return Object.entries(v).every(
    ([k, val]) => /^[A-Za-z0-9_]{1,64}$/.test(k) && (val === null || (['string', 'number', 'boolean'].includes(typeof val) && String(val).length <= 4000)),
  );
});

/** state_props: { "CA": { key: value } } — keys must be 2-letter state codes. */
const stateProps = mixed<Record<string, Record<string, Scalar>>>().test('state_props', 'invalid_entry', (v) => {
  if (v === undefined) {
    return true;
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return false;
  }
  return Object.entries(v).every(
    ([state, inner]) =>
      STATE_CODE_PATTERN.test(state) &&
      inner !== null &&
      typeof inner === 'object' &&
      !Array.isArray(inner) &&
      Object.entries(inner as Record<string, unknown>).every(([k, val]) => /^[A-Za-z0-9_]{1,64}$/.test(k) && (val === null || ['string', 'number', 'boolean'].includes(typeof val))),
  );
});

const topLevel: Record<string, ReturnType<typeof scalar> | ReturnType<typeof text>> = {};
for (const f of APPLICANT_TOP_LEVEL_FIELDS) {
  topLevel[f] = text();
}
topLevel.email = text(254)
  .test('no-at-start', 'es_disallow_starting_with_at_symbol', (v) => !v?.startsWith('@'))
  .matches(EMAIL_PATTERN, { message: 'invalid_email', excludeEmptyString: true });
topLevel.zip = text(10).matches(/^[0-9-]*$/, { message: 'invalid_zip_code', excludeEmptyString: true });
topLevel.opt_in_email = scalar();
topLevel.opt_in_text = scalar();
topLevel.home_location = scalar();

/**
 * PUT /api/v2/customers/{customerId}/applicants: the changed fields plus applicant_id, grouped as the
 * spec says. Anything else (password, customer_id, verified, locked ...) is refused as unknown_field.
 */
export const updateApplicantSchema: ObjectSchema<AnyObject> = object({
  applicant_id: number().typeError('number_validator').integer('interger_validator').positive().required('required_field'),
  ...topLevel,
  fed_tax: group(FED_TAX_FIELDS, { fed_id: text(32), date_of_birth: date }),
  eeoc: group(EEOC_FIELDS),
  admission: group(ADMISSION_FIELDS, { conviction_date: date, other_info: text(4000) }),
  altId: object({ alt_id_value: text(128) }).noUnknown(true, 'unknown_field').default(undefined),
  props: propsRecord,
  state_props: stateProps,
}).noUnknown(true, 'unknown_field');

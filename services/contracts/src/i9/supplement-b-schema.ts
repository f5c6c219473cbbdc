import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { documentEntryErrors } from './document-entry-rules';
import { compareDates, isYmd } from './i9-dates';
import type { I9SupplementBEntry, ReverifyReason } from './i9-types';
import { blank, NAME_PATTERN, optionalText, pathErrors, requiredText } from './i9-yup';
import { SUPPLEMENT_B_REASONS, supplementBRequirements, type SupplementBContext } from './reverification';
import { documentEntrySchema } from './section2-schema';

/**
 * One Supplement B entry (M-274 §5-6): a rehire within 3 years of the original I-9 (a document only when
 * the authorization shown has expired), a legal name change (the new name), or a reverification (a List A
 * or List C document the employee chooses, unexpired on the day; never List B).
 */
export interface SupplementBSchemaContext extends SupplementBContext {
  today: string;
  everify?: boolean;
  altProcedureEnabled?: boolean;
  /** The customer's automatically extended EAD categories (admin/ead); the 14 defaults when absent. */
  eadCategories?: readonly string[];
}

const REASONS = Object.keys(SUPPLEMENT_B_REASONS) as ReverifyReason[];

function entryErrors(d: I9SupplementBEntry, ctx: SupplementBSchemaContext): Record<string, string | null> {
  const rule = SUPPLEMENT_B_REASONS[d.reason];
  if (!rule) {
    return {};
  }
  const errors: Record<string, string | null> = {};
  for (const field of rule.requires) {
    if (field === 'document' ? d.document == null : blank(d[field])) {
      errors[field] = 'required_field';
    }
  }
  const signed = isYmd(d.signed_date) && compareDates(d.signed_date, ctx.today) <= 0 ? d.signed_date : ctx.today;
  const on = d.reason === 'rehire' && isYmd(d.date_of_rehire) ? d.date_of_rehire : signed;
  const req = supplementBRequirements(d.reason, ctx, on);
  if (!req.allowed) {
    errors[d.reason === 'rehire' ? 'date_of_rehire' : 'reason'] = req.problem;
  } else if (req.documentRequired && d.document == null) {
    errors.document = 'required_field';
  }
  if (d.alt_procedure_used && !(ctx.altProcedureEnabled && ctx.everify)) {
    errors.alt_procedure_used = ctx.altProcedureEnabled ? 'i9_alt_procedure_requires_everify' : 'i9_alt_procedure_not_enabled';
  }
  if (d.document) {
    if (d.document.list === 'B') {
      errors['document.list'] = 'i9_reverify_list_b';
    }
    for (const [field, key] of Object.entries(documentEntryErrors(d.document, { everify: ctx.everify, examinedOn: on, hireDate: on, eadCategories: ctx.eadCategories }))) {
      errors[`document.${field}`] ??= key;
    }
  }
  return errors;
}

export function supplementBSchema(ctx: SupplementBSchemaContext): ObjectSchema<I9SupplementBEntry> {
  const name = optionalText(40).test('name', 'i9_invalid_name', (v) => blank(v) || NAME_PATTERN.test(v ?? ''));
  return object({
    reason: mixed<ReverifyReason>().required('required_field').test('reason', 'invalid_entry', (v) => REASONS.includes(v as ReverifyReason)),
    new_last_name: name,
    new_first_name: name,
    new_middle_initial: optionalText(1).test('initial', 'i9_invalid_middle_initial', (v) => blank(v) || /^\p{L}$/u.test(v ?? '')),
    date_of_rehire: optionalText(10).test('date', 'i9_invalid_date', (v) => blank(v) || isYmd(v)),
    document: documentEntrySchema().nullable().defined().default(null),
    additional_info: optionalText(1000),
    alt_procedure_used: boolean().typeError('invalid_entry').defined().default(false),
    employer_name: requiredText(100),
    signed_date: string()
      .trim()
      .required('required_field')
      .test('date', 'i9_invalid_date', (v) => isYmd(v))
      .test('past', 'i9_date_in_future', (v) => !isYmd(v) || compareDates(v, ctx.today) <= 0),
  })
    .noUnknown(true, 'unknown_field')
    .test('supplement-b', function supplementB(value) {
      return pathErrors(this, entryErrors(value as I9SupplementBEntry, ctx));
    }) as unknown as ObjectSchema<I9SupplementBEntry>;
}

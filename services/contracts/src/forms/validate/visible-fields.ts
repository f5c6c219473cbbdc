import { FIELD_TYPE, MIN_OT_PAY_FIELD } from '../datatypes';
import type { DynamicField, FormRuleContext } from '../form-types';

/**
 * The fields a mode shows: requester mode only REQUESTER fields, applicant mode every other field;
 * sorted by sort_order (stable), and min_ot_pay is never shown. Takes a field list or a template.
 */
export function visibleFieldsFor(source: readonly DynamicField[] | { fields: readonly DynamicField[] }, mode: FormRuleContext['mode'] = 'applicant'): DynamicField[] {
  const fields = Array.isArray(source) ? source : (source as { fields: readonly DynamicField[] }).fields;
  return fields
    .filter((f) => f.name !== MIN_OT_PAY_FIELD && (f.field_type === FIELD_TYPE.REQUESTER) === (mode === 'requester'))
    .map((f, i) => ({ f, i }))
    .sort((a, b) => (a.f.sort_order ?? 0) - (b.f.sort_order ?? 0) || a.i - b.i)
    .map(({ f }) => f);
}

/**
 * REQUESTER fields the applicant sees read-only (params.applicant_read_only: staff fill them when sending,
 * e.g. an offer letter's start date and pay rate), by sort_order. Never validated or submitted in
 * applicant mode; other REQUESTER fields stay hidden from applicants (decision 0018).
 */
export function applicantReadOnlyFields(source: readonly DynamicField[] | { fields: readonly DynamicField[] }): DynamicField[] {
  const fields = Array.isArray(source) ? source : (source as { fields: readonly DynamicField[] }).fields;
  return visibleFieldsFor(fields, 'requester').filter((f) => f.params?.applicant_read_only === true);
}

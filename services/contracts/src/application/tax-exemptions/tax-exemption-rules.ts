import { MULTI_VALUE_SEPARATOR } from '../../forms/datatypes';
import type { FieldError } from '../../forms/form-types';
import type { PropertyWrite } from '../application-dtos';

/** Spec applicant-side §9 "Tax exemption reasons", in display order. */
export const TAX_EXEMPTION_REASONS = [
  'service_member',
  'service_member_spouse',
  'native_american',
  'nonresident',
  'no_previous_anticipated_tax_liability',
] as const;

export type TaxExemptionReason = (typeof TAX_EXEMPTION_REASONS)[number];

/** Property codes (the first is spelt so in the product, spec §3 "Applicant property keys"). */
export const TAX_EXEMPT_PROP = 'presceening_is_exempt';
export const TAX_EXEMPT_REASONS_PROP = 'prescreening_exempt_reasons';

/** Spec §5 "Tax exemptions": embedded message 'Tax exemptions are required if claiming exempt.' */
export const TAX_EXEMPTIONS_REQUIRED_KEY = 'tax_exemptions_required_if_exempt';

/**
 * Embedded: the wizard section (not claiming → reasons ''); standalone: the self-service page with its
 * own Save button (not claiming → reasons null). Spec §4 "Tax exemption".
 */
export type TaxExemptionMode = 'embedded' | 'standalone';

/** The two properties as stored: '1' claiming exempt, '0' not; reasons joined by '||'. */
export interface TaxExemptionValues {
  presceening_is_exempt: '1' | '0';
  prescreening_exempt_reasons: string | null;
}

/** The checked reasons of a stored value: known codes only, in list order, no duplicates. */
export function exemptReasonsOf(joined: string | null | undefined): TaxExemptionReason[] {
  const parts = new Set((joined ?? '').split(MULTI_VALUE_SEPARATOR).map((s) => s.trim()));
  return TAX_EXEMPTION_REASONS.filter((reason) => parts.has(reason));
}

/** Reads the stored properties; anything but '1' counts as not claiming (an unset choice is 'no'). */
export function taxExemptionsFromProps(props: Record<string, string | null | undefined>): TaxExemptionValues {
  const claiming = props[TAX_EXEMPT_PROP] === '1';
  const reasons = exemptReasonsOf(props[TAX_EXEMPT_REASONS_PROP]);
  return {
    presceening_is_exempt: claiming ? '1' : '0',
    prescreening_exempt_reasons: reasons.length ? reasons.join(MULTI_VALUE_SEPARATOR) : null,
  };
}

/**
 * The claiming choice changes. Not claiming unchecks every reason: reasons become '' in the embedded
 * section and null on a standalone save. Claiming keeps the reasons already checked.
 */
export function applyExemptChoice(values: TaxExemptionValues, claiming: boolean, mode: TaxExemptionMode): TaxExemptionValues {
  if (claiming) {
    return { ...values, presceening_is_exempt: '1' };
  }
  return { presceening_is_exempt: '0', prescreening_exempt_reasons: mode === 'embedded' ? '' : null };
}

/** Checks or unchecks one reason; the stored value keeps list order. Only possible while claiming. */
export function toggleExemptReason(values: TaxExemptionValues, reason: TaxExemptionReason, checked: boolean): TaxExemptionValues {
  if (values.presceening_is_exempt !== '1') {
    return values;
  }
  const next = new Set(exemptReasonsOf(values.prescreening_exempt_reasons));
  if (checked) {
    next.add(reason);
  } else {
    next.delete(reason);
  }
  const joined = TAX_EXEMPTION_REASONS.filter((r) => next.has(r)).join(MULTI_VALUE_SEPARATOR);
  return { ...values, prescreening_exempt_reasons: joined };
}

/** Claiming exempt needs at least one reason (spec §5 "Tax exemptions"). */
export function validateTaxExemptions(values: TaxExemptionValues): FieldError | null {
  if (values.presceening_is_exempt === '1' && exemptReasonsOf(values.prescreening_exempt_reasons).length === 0) {
    return { key: TAX_EXEMPTIONS_REQUIRED_KEY };
  }
  return null;
}

/**
 * The PATCH /api/v1/properties/multi body. Not claiming: reasons '' (embedded) or null (standalone),
 * whatever was stored before; claiming: the checked reasons joined by '||'.
 */
export function taxExemptionWrites(values: TaxExemptionValues, mode: TaxExemptionMode): PropertyWrite[] {
  const settled = values.presceening_is_exempt === '1' ? values : applyExemptChoice(values, false, mode);
  const reasons = exemptReasonsOf(settled.prescreening_exempt_reasons);
  const reasonsValue = settled.presceening_is_exempt === '1' ? reasons.join(MULTI_VALUE_SEPARATOR) : settled.prescreening_exempt_reasons;
  return [
    { code: TAX_EXEMPT_PROP, value: settled.presceening_is_exempt, state: null },
    { code: TAX_EXEMPT_REASONS_PROP, value: reasonsValue, state: null },
  ];
}

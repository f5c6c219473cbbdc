import { REASON_FOR_DELAY_CODES, type ReasonForDelayCode } from './everify-types';

export interface ReasonForDelayInput {
  late: boolean;
  reason?: string | null;
  description?: string | null;
}

/**
 * A late case needs one of the spec's reason-for-delay codes, and OTHER needs a description (E-Verify asks
 * for it); an on-time case must not carry one. Answers field → message key, empty when valid.
 */
export function reasonForDelayErrors(input: ReasonForDelayInput): Record<string, string> {
  const reason = (input.reason ?? '').trim();
  const description = (input.description ?? '').trim();
  if (!input.late) {
    return reason ? { ReasonForDelay: 'everify_reason_not_late' } : {};
  }
  if (!reason) {
    return { ReasonForDelay: 'everify_reason_for_delay_required' };
  }
  if (!(REASON_FOR_DELAY_CODES as readonly string[]).includes(reason)) {
    return { ReasonForDelay: 'invalid_entry' };
  }
  if (reason === 'OTHER' && !description) {
    return { ReasonForDelayDescription: 'required_field' };
  }
  if (description.length > 500) {
    return { ReasonForDelayDescription: 'es_max' };
  }
  return {};
}

/** When the product itself caused the delay (E-Verify unreachable), the reason is filled in for the employer. */
export const OUTAGE_REASON: ReasonForDelayCode = 'TECHNICAL_PROBLEMS';

export function reasonForDelayKey(code: ReasonForDelayCode): string {
  return `everify_delay_${code.toLowerCase()}`;
}

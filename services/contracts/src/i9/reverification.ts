import { isEadExtensionEntry, isReceiptEntry, resolveEntry } from './document-combination';
import { documentReference } from './document-references';
import { eadExtendedUntil } from './ead-extension';
import { addCalendarYears, compareDates, earliestDate, isYmd } from './i9-dates';
import { I9_ATTESTATION, type I9Attestation, type I9DocumentEntry, type I9List, type ReverifyReason } from './i9-types';

/**
 * Reverification (Supplement B, formerly Section 3; M-274 §5-6). It is due no later than the day the
 * employment authorization expires: the earlier of the Section 1 "work authorized until" date and the
 * expiration of a List A or List C document recorded in Section 2. Never reverified: U.S. citizens and
 * noncitizen nationals, a Permanent Resident Card (Form I-551) even when it shows an expiration date,
 * U.S. passports and passport cards, and any List B (identity) document. A receipt is not reverified
 * either: the employee shows the replacement document, which is recorded in Section 2.
 */
export const NEVER_REVERIFIED_DOCUMENTS: readonly string[] = ['US_PASSPORT', 'US_PASSPORT_CARD', 'PERMANENT_RESIDENT_CARD'];

/**
 * The passport in a List A item 5 or 6 combination proves identity; the authorization (and so the
 * reverification date) is the Form I-94's (or the I-20's / DS-2019's).
 */
const PASSPORT_PARTS: readonly string[] = ['FOREIGN_PASSPORT', 'FSM_RMI_PASSPORT'];

export type ReverifiableDocument =
  | string
  | Pick<I9DocumentEntry, 'list' | 'document_type' | 'expiration_date' | 'is_receipt' | 'ead_extension_category'>;

/**
 * Whether a document's expiry calls for reverification. For a code: a List A or C document type that may
 * expire and is not on the never list. For a recorded entry: the same, and it carries an expiration date
 * and is not a receipt.
 */
export function canReverify(document: ReverifiableDocument): boolean {
  if (typeof document === 'string') {
    const ref = documentReference(document);
    return !!ref && ref.list !== 'B' && ref.expires !== 'never' && !NEVER_REVERIFIED_DOCUMENTS.includes(ref.code) && !PASSPORT_PARTS.includes(ref.code);
  }
  const resolved = resolveEntry(document);
  if (!resolved || isReceiptEntry(document) || document.list === 'B') {
    return false;
  }
  return canReverify(resolved.ref.code) && isYmd(document.expiration_date);
}

/** The day a recorded document stops proving authorization: its expiration, or the end of an EAD extension. */
export function documentAuthorizationEnds(document: ReverifiableDocument): string | null {
  if (typeof document === 'string' || !canReverify(document) || !isYmd(document.expiration_date)) {
    return null;
  }
  // Any recorded category: it was checked when recorded (Section 2's rules, or the customer's list for the extension).
  return isEadExtensionEntry(document) ? eadExtendedUntil(document.expiration_date) : document.expiration_date;
}

export interface ReverifyDueInput {
  attestation?: I9Attestation | null;
  /** Section 1 "work authorized until" (ALIEN); null for N/A. */
  workAuthUntil?: string | null;
  /** The Section 2 documents, or those of the latest Supplement B reverification. */
  documents?: readonly ReverifiableDocument[];
}

/** The date by which to reverify, or null when nothing expires that calls for it. */
export function reverifyDueDate(input: ReverifyDueInput): string | null {
  if (input.attestation === I9_ATTESTATION.CITIZEN || input.attestation === I9_ATTESTATION.NONCIT) {
    return null;
  }
  const fromDocuments = (input.documents ?? []).map(documentAuthorizationEnds);
  return earliestDate([input.workAuthUntil ?? null, ...fromDocuments]);
}

/** What a Supplement B reason needs besides the employer's name and signature date. */
export interface SupplementBReasonRule {
  reason: ReverifyReason;
  labelKey: string;
  /** Fields of I9SupplementBEntry the reason requires. */
  requires: readonly ('date_of_rehire' | 'new_last_name' | 'new_first_name' | 'document')[];
  /** 'always', never, or only when the authorization on the previous I-9 has expired by the rehire. */
  document: 'always' | 'never' | 'when_expired';
  /** The lists a document may come from. */
  lists: readonly I9List[];
}

export const SUPPLEMENT_B_REASONS: Readonly<Record<ReverifyReason, SupplementBReasonRule>> = {
  rehire: { reason: 'rehire', labelKey: 'i9_supb_reason_rehire', requires: ['date_of_rehire'], document: 'when_expired', lists: ['A', 'C'] },
  name_change: { reason: 'name_change', labelKey: 'i9_supb_reason_name_change', requires: ['new_last_name', 'new_first_name'], document: 'never', lists: [] },
  reverification: { reason: 'reverification', labelKey: 'i9_supb_reason_reverification', requires: ['document'], document: 'always', lists: ['A', 'C'] },
};

export const supplementBReasons: readonly SupplementBReasonRule[] = Object.values(SUPPLEMENT_B_REASONS);

/** A rehire may be recorded on Supplement B within 3 years of the date the previous I-9 was completed. */
export const REHIRE_WINDOW_YEARS = 3;

export function rehireWithinWindow(originalI9Date: string, rehireDate: string): boolean {
  return compareDates(rehireDate, addCalendarYears(originalI9Date, REHIRE_WINDOW_YEARS)) <= 0 && compareDates(rehireDate, originalI9Date) >= 0;
}

export interface SupplementBContext {
  /** The date the previous Form I-9 was completed (Section 2 signed). */
  originalI9Date: string;
  /** When the previous I-9 shows the authorization ends (reverifyDueDate of that I-9); null when it does not. */
  authorizationEnds?: string | null;
}

/** Whether a reason applies, and whether it needs a document, on a given day (the rehire date for a rehire). */
export function supplementBRequirements(
  reason: ReverifyReason,
  ctx: SupplementBContext,
  on: string,
): { allowed: boolean; problem: string | null; documentRequired: boolean } {
  const rule = SUPPLEMENT_B_REASONS[reason];
  const expired = !!ctx.authorizationEnds && compareDates(on, ctx.authorizationEnds) > 0;
  switch (rule.reason) {
    case 'rehire':
      return rehireWithinWindow(ctx.originalI9Date, on)
        ? { allowed: true, problem: null, documentRequired: expired }
        : { allowed: false, problem: 'i9_rehire_new_form_required', documentRequired: false };
    case 'name_change':
      return { allowed: true, problem: null, documentRequired: false };
    case 'reverification':
      return ctx.authorizationEnds
        ? { allowed: true, problem: null, documentRequired: true }
        : { allowed: false, problem: 'i9_reverify_not_required', documentRequired: false };
  }
}

import { addCalendarDays, compareDates, isYmd } from './i9-dates';

/**
 * Automatic extension of an Employment Authorization Document (Form I-766) while a timely filed renewal
 * (Form I-765) is pending: the expired-looking EAD together with the Form I-797C receipt notice is an
 * unexpired List A document. The categories are the spec's (staff-side §9); the I-797C category must be
 * the card's, except that A12 and C19 (TPS) stand for each other.
 *
 * Up to 540 days after the date on the card (8 CFR 274a.13(d), final rule of December 2024). The interim
 * final rule of 30 October 2025 ("Removal of the Automatic Extension of EADs", 8 CFR 274a.13(e)) ends it for
 * renewals filed on or after 2025-10-30; extensions given by law or a Federal Register notice (e.g. a TPS
 * designation) are outside this rule and are entered with the notice's date instead.
 */
export const EAD_EXTENSION_CATEGORIES = [
  'A03', 'A05', 'A07', 'A08', 'A10', 'A12', 'C08', 'C09', 'C10', 'C16', 'C19', 'C20', 'C24', 'C31',
] as const;
export type EadExtensionCategory = (typeof EAD_EXTENSION_CATEGORIES)[number];

export interface EadAutoExtensionRule {
  code: 'EAD_AUTO_EXTENSION';
  /** The document recorded in Section 2 (its card expiration date) with "EAD EXT" in Additional Information. */
  document: 'EAD_I766';
  companion: 'FORM_I797C';
  categories: readonly EadExtensionCategory[];
  maxDays: number;
  /** Renewals received on or after this date get no automatic extension. */
  endedForFilingsFrom: string;
  additionalInfoNote: 'EAD EXT';
}

export const EAD_AUTO_EXTENSION: EadAutoExtensionRule = {
  code: 'EAD_AUTO_EXTENSION',
  document: 'EAD_I766',
  companion: 'FORM_I797C',
  categories: EAD_EXTENSION_CATEGORIES,
  maxDays: 540,
  endedForFilingsFrom: '2025-10-30',
  additionalInfoNote: 'EAD EXT',
};

/** Category codes are written A03, a3, (a)(3), A-03 and the like; answers the canonical form or null. */
export function normalizeEadCategory(value: string | null | undefined): EadExtensionCategory | null {
  const m = /^\(?([AaCc])\)?[-\s(]*0?(\d{1,2})\)?$/.exec((value ?? '').trim());
  if (!m) {
    return null;
  }
  const code = `${m[1].toUpperCase()}${m[2].padStart(2, '0')}`;
  return (EAD_EXTENSION_CATEGORIES as readonly string[]).includes(code) ? (code as EadExtensionCategory) : null;
}

/**
 * An EAD category code as USCIS prints it on the card (8 CFR 274a.12): A or C, a number, sometimes a letter
 * (A03, C08, C03B, C09P). Written A03, a3, (a)(3), A-03, (c)(3)(b) and the like; answers the canonical form
 * (letter, two digits, optional letter, upper-case) or null. Any category can be on a customer's list
 * (USCIS adds and removes automatically extended categories); normalizeEadCategory knows the 14 defaults.
 */
export function eadCategoryCode(value: string | null | undefined): string | null {
  const m = /^\(?([AaCc])\)?[-\s(]*(\d{1,2})\)?(?:[-\s(]*([A-Za-z])\)?)?$/.exec((value ?? '').trim());
  if (!m || Number(m[2]) === 0) {
    return null;
  }
  return `${m[1].toUpperCase()}${m[2].padStart(2, '0')}${(m[3] ?? '').toUpperCase()}`;
}

/**
 * The category's canonical code when it is automatically extended: on the customer's list when one is given
 * (admin/ead: the 14 with the customer's changes), else on the 14 defaults.
 */
export function extendedEadCategory(value: string | null | undefined, customerList?: readonly string[]): string | null {
  if (!customerList) {
    return normalizeEadCategory(value);
  }
  const code = eadCategoryCode(value);
  return code && customerList.includes(code) ? code : null;
}

export function isEadExtensionCategory(value: string | null | undefined): boolean {
  return normalizeEadCategory(value) !== null;
}

const TPS: readonly string[] = ['A12', 'C19'];

/** The I-797C's category matches the card's (A12 and C19 match each other). */
export function eadCategoriesMatch(cardCategory: string, receiptCategory: string): boolean {
  const a = normalizeEadCategory(cardCategory);
  const b = normalizeEadCategory(receiptCategory);
  return a !== null && b !== null && (a === b || (TPS.includes(a) && TPS.includes(b)));
}

export type EadExtensionProblem =
  | 'i9_ead_extension_category'
  | 'i9_ead_extension_filing_date_required'
  | 'i9_ead_extension_ended'
  | 'i9_ead_extension_expired';

export interface EadExtensionInput {
  category: string | null | undefined;
  /** The date printed on the card. */
  cardExpiration: string | null | undefined;
  /** The I-797C's received date. */
  renewalFiledOn: string | null | undefined;
  /** The day the documents are examined (or the day authorization is checked). */
  on: string;
  /** The customer's automatically extended categories (admin/ead); the 14 defaults when absent. */
  categories?: readonly string[];
}

/** The last day an automatically extended EAD is good for: the card's date plus 540 days. */
export function eadExtendedUntil(cardExpiration: string): string {
  return addCalendarDays(cardExpiration, EAD_AUTO_EXTENSION.maxDays);
}

/** Null when the card and receipt make an unexpired List A document on `on`, else the reason (a message key). */
export function eadExtensionProblem(input: EadExtensionInput): EadExtensionProblem | null {
  if (!extendedEadCategory(input.category, input.categories)) {
    return 'i9_ead_extension_category';
  }
  if (!isYmd(input.renewalFiledOn)) {
    return 'i9_ead_extension_filing_date_required';
  }
  if (compareDates(input.renewalFiledOn, EAD_AUTO_EXTENSION.endedForFilingsFrom) >= 0) {
    return 'i9_ead_extension_ended';
  }
  // The renewal must have been filed before the card expired (a "timely filed" renewal).
  if (!isYmd(input.cardExpiration) || compareDates(input.renewalFiledOn, input.cardExpiration) > 0) {
    return 'i9_ead_extension_expired';
  }
  return compareDates(input.on, eadExtendedUntil(input.cardExpiration)) <= 0 ? null : 'i9_ead_extension_expired';
}

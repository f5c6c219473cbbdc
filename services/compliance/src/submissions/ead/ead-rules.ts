import {
  EAD_AUTO_EXTENSION,
  eadExtendedUntil,
  eadExtensionProblem,
  normalizeEadCategory,
  type EadExtensionCategory,
  type EadExtensionProblem,
} from '@attest/contracts';

/**
 * The automatic EAD extension rule of @attest/contracts (ead-extension.ts: the 14 categories, 540 days
 * after the card's date, none for renewals filed on or after 2025-10-30), adapted for the compliance
 * service in one place, as shared/i9-rules.ts does for the other I-9 rules.
 */
export const EAD_DOCUMENT = EAD_AUTO_EXTENSION.document;
export const EAD_EXT_NOTE = EAD_AUTO_EXTENSION.additionalInfoNote;

export const eadCategoryOf = (value: string | null | undefined): EadExtensionCategory | null => normalizeEadCategory(value);

export const extendedUntil = (cardExpiration: string): string => eadExtendedUntil(cardExpiration);

/**
 * The date rules of the extension (contracts' eadExtensionProblem). The category is checked before, against the
 * customer's list (everify/ead-admin: the 14 unless the customer changed it), so it is given here as one the
 * contracts' rule accepts.
 */
export function extensionProblem(input: { cardExpiration: string; renewalFiledOn: string; on: string }): EadExtensionProblem | null {
  return eadExtensionProblem({ ...input, category: EAD_AUTO_EXTENSION.categories[0] });
}

/** The body field a rule problem is about. */
export function problemField(problem: EadExtensionProblem): string {
  switch (problem) {
    case 'i9_ead_extension_category':
      return 'category';
    case 'i9_ead_extension_filing_date_required':
    case 'i9_ead_extension_ended':
      return 'renewal_filed_on';
    case 'i9_ead_extension_expired':
      return 'card_expiration';
  }
}

/** YYYY-MM-DD as MM/DD/YYYY, the form's date format. */
export const formDate = (ymd: string): string => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;

/** Additional Information with "EAD EXT" and the new date (M-274), replacing an earlier extension note. */
export function withExtensionNote(additionalInfo: unknown, until: string): string {
  const note = new RegExp(`\\s*${EAD_EXT_NOTE} \\d{2}/\\d{2}/\\d{4}`, 'g');
  const rest = typeof additionalInfo === 'string' ? additionalInfo.replace(note, '').trim() : '';
  return [rest, `${EAD_EXT_NOTE} ${formDate(until)}`].filter(Boolean).join(' ');
}

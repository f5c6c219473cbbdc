import { EVERIFY_MESSAGES_EN } from '../everify/messages';
import { I9_DOCUMENT_REFERENCES, I9_RECEIPT_REFERENCES } from './document-references';
import { I9_CORRECTION_MESSAGES_EN } from './correction-messages';
import { SECOND_SIGNER_MESSAGES_EN } from './second-signer-messages';
import { I9_DOCUMENT_IMAGE_MESSAGES_EN } from './document-image-messages';
import { I9_EXPORTS_ALERTS_MESSAGES_EN } from './exports-alerts-messages';
import { I9_DOCUMENT_CHOICE_MESSAGES_EN } from './document-choice-messages';
import { EVERIFY_TNC_MESSAGES_EN } from './everify-tnc-messages';
import { EVERIFY_LISTS_MESSAGES_EN } from './everify-lists-messages';

/**
 * English texts of the I-9 message keys, the fallback the UI shows before translations load (the general
 * keys such as required_field, invalid_email, invalid_ssn, es_max have theirs in shared-ui's
 * FIELD_MESSAGE_FALLBACKS). Parameters use i18next interpolation ({{name}}).
 */
const MESSAGES: Readonly<Record<string, string>> = {
  // Section 1: names, dates, numbers.
  i9_invalid_name: 'Use letters, spaces, hyphens, apostrophes and periods only',
  i9_name_unknown_both: 'Only the first name may be "Unknown": enter your name in the Last Name field',
  i9_single_name_in_last_name: 'If you have only one name, enter it in the Last Name field and "Unknown" in the First Name field',
  i9_middle_initial_or_none: 'Enter your middle initial, or check "No middle name"',
  i9_invalid_middle_initial: 'Enter one letter',
  i9_middle_initial_conflict: 'Leave the middle initial empty when you have no middle name',
  i9_invalid_date: 'Enter a valid date',
  i9_dob_in_past: 'The date of birth must be in the past',
  i9_date_in_future: 'The date cannot be in the future',
  i9_warning_under_14: 'The employee is under 14 years old: check the date of birth',
  i9_invalid_state: 'Choose a U.S. state or territory (or CAN / MEX)',
  i9_ssn_and_no_ssn: 'Enter a Social Security number or state that you have not received one, not both',
  i9_invalid_a_number: 'Enter an A-Number (7 to 9 digits, with or without the leading "A") or a 9-digit USCIS number',
  i9_invalid_i94_number: 'Enter the 11-character Form I-94 admission number',
  i9_invalid_passport_number: 'Enter the passport number (6 to 12 letters or digits)',
  // Section 1: citizenship and immigration status.
  i9_attest_citizen: 'A citizen of the United States',
  i9_attest_noncitizen_national: 'A noncitizen national of the United States',
  i9_attest_lawful_permanent_resident: 'A lawful permanent resident',
  i9_attest_noncitizen_authorized: 'A noncitizen (other than items 2 and 3 above) authorized to work',
  i9_attestation_required: 'Check one box for your citizenship or immigration status',
  i9_not_applicable_for_attestation: 'This does not apply to the status you checked: leave it empty',
  i9_work_auth_date_or_na: 'Enter the date your work authorization ends, or N/A, not both',
  i9_work_auth_date_past: 'The date your work authorization ends cannot be in the past',
  i9_alien_number_required: 'Enter one of: A-Number/USCIS number, Form I-94 admission number, or foreign passport number and country',
  i9_alien_one_number_only: 'Enter only one of: A-Number/USCIS number, Form I-94 admission number, or foreign passport number and country',
  // Supplement A and the authorized representative.
  i9_preparer_required: 'Add the preparer or translator who helped you',
  i9_preparer_not_used: 'Remove the preparers, or state that a preparer or translator helped you',
  applicant_assign_ss_different_name: "The representative's name must differ from the employee's",
  applicant_assign_ss_different_email: "The representative's email must differ from the employee's",
  applicant_assign_ss_different_mobile: "The representative's mobile number must differ from the employee's",
  i9_contact_method_not_allowed: 'This contact method is not offered',
  // Section 2: documents.
  i9_documents_required: 'Record the documents the employee presented',
  i9_unknown_document: 'Choose a document from the Lists of Acceptable Documents',
  i9_document_list_mismatch: 'This document belongs to another list',
  i9_document_not_for_attestation: 'This document does not match the citizenship or immigration status in Section 1',
  i9_list_a_or_b_and_c: 'Record one document from List A, or one from List B and one from List C',
  i9_list_a_incomplete: 'This List A document is a combination: record each of its documents',
  i9_list_b_photo_required: 'E-Verify employers may accept only List B documents that contain a photograph',
  i9_document_under_18_only: 'This List B document is acceptable only for a person under 18',
  i9_expiration_required: 'Enter the expiration date',
  i9_expiration_not_applicable: 'This document has no expiration date',
  i9_document_expired: 'The document has expired: the employee must present an unexpired document',
  i9_receipt_expired: 'The receipt is no longer valid: the employee must present the document',
  i9_receipt_short_job: 'Receipts are not acceptable for a job of fewer than 3 business days',
  i9_ead_extension_category: 'Enter a category that is automatically extended, the same as on the card',
  i9_ead_extension_filing_date_required: 'Enter the received date of the Form I-797C for the renewal',
  i9_ead_extension_ended: 'Renewals filed on or after October 30, 2025 do not extend the card automatically',
  i9_ead_extension_expired: 'The automatic extension does not cover this date',
  i9_alt_procedure_not_enabled: 'The alternative procedure is not enabled for this company',
  i9_alt_procedure_requires_everify: 'Only E-Verify employers may use the alternative procedure',
  // Supplement B.
  i9_supb_reason_rehire: 'Rehire',
  i9_supb_reason_name_change: 'Legal name change',
  i9_supb_reason_reverification: 'Reverification',
  i9_rehire_new_form_required: 'More than 3 years since the original Form I-9: complete a new Form I-9',
  i9_reverify_not_required: 'Nothing on this Form I-9 calls for reverification',
  i9_reverify_list_b: 'Reverification takes a List A or List C document, never List B',
  // Answers of the compliance service (the server's messageKeys).
  i9_section1_mismatch: 'Some of what you entered does not match your profile.',
  i9_dob_mismatch: 'This date of birth is not the one in your profile.',
  i9_ssn_mismatch: 'This Social Security number is not the one in your profile.',
  i9_employee_must_sign: 'Only the employee can sign Section 1.',
  i9_nothing_to_sign: 'There is nothing to sign yet: fill in Section 1 first.',
  i9_section1_not_signed: 'The employee has not signed Section 1 yet.',
  i9_section2_signed: 'Section 2 is already signed.',
  i9_section2_not_signed: 'Section 2 is not signed yet.',
  i9_not_started: 'This person has not started a Form I-9.',
  correction_not_found: 'There is no correction waiting.',
};

export const I9_MESSAGES_EN: Readonly<Record<string, string>> = {
  ...MESSAGES,
  ...EVERIFY_MESSAGES_EN,
  ...I9_CORRECTION_MESSAGES_EN,
  ...SECOND_SIGNER_MESSAGES_EN,
  ...I9_DOCUMENT_IMAGE_MESSAGES_EN,
  ...I9_EXPORTS_ALERTS_MESSAGES_EN,
  ...I9_DOCUMENT_CHOICE_MESSAGES_EN,
  ...EVERIFY_TNC_MESSAGES_EN,
  ...EVERIFY_LISTS_MESSAGES_EN,
  ...Object.fromEntries(I9_DOCUMENT_REFERENCES.map((d) => [d.titleKey, d.title])),
  ...Object.fromEntries(I9_RECEIPT_REFERENCES.map((r) => [r.titleKey, r.title])),
};

/** The English text of a key (the key itself when unknown), with {{param}} filled in. */
export function i9MessageEn(key: string, params: Record<string, string | number> = {}): string {
  const text = I9_MESSAGES_EN[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

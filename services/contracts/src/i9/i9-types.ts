/**
 * Form I-9 data shapes shared by the browser, the compliance service and the PDF renderer (issue 12).
 * Field names follow the spec's "I-9 info" (applicant-side §3, staff-side §3); the content and order are
 * those of the official form, edition 01/20/25 (the 08/01/23 layout with Supplements A and B).
 */

/** The form edition a record was completed on; kept on every record so the next edition can be added. */
export const I9_EDITIONS = ['01/20/25'] as const;
export type I9Edition = (typeof I9_EDITIONS)[number];
export const CURRENT_I9_EDITION: I9Edition = '01/20/25';

/** Spec: CITIZEN=1, NONCIT=2, LAWRES=3, ALIEN=4. */
export const I9_ATTESTATION = { CITIZEN: 1, NONCIT: 2, LAWRES: 3, ALIEN: 4 } as const;
export type I9Attestation = (typeof I9_ATTESTATION)[keyof typeof I9_ATTESTATION];

/**
 * The document-reference attestation names (`GET /api/v1/documentreferences?attestation=`). The spec's
 * table (applicant-side §3) maps ALIEN → AUTHORIZED_ALIEN, CITIZEN → CITIZEN, LAWRES → PERMANENT_RESIDENT,
 * NONCIT → NON_CITIZEN_NATIONAL and anything else → ANY. 'NONCITIZEN_NATIONAL' and
 * 'LAWFUL_PERMANENT_RESIDENT' were this type's first spellings: still accepted on input
 * (parseDocumentAttestation), never answered (toDocumentAttestation answers the spec's names).
 */
export type DocumentAttestation =
  | 'CITIZEN'
  | 'NON_CITIZEN_NATIONAL'
  | 'PERMANENT_RESIDENT'
  | 'AUTHORIZED_ALIEN'
  | 'ANY'
  | 'NONCITIZEN_NATIONAL'
  | 'LAWFUL_PERMANENT_RESIDENT';

/** Authorized-representative contact method (spec): Email '0', SMS '1', AssignLater '2'. */
export const AUTH_REP_CONTACT = { EMAIL: '0', SMS: '1', ASSIGN_LATER: '2' } as const;
export type AuthRepContact = (typeof AUTH_REP_CONTACT)[keyof typeof AUTH_REP_CONTACT];

/** One preparer or translator (Supplement A; the form has room for several). */
export interface I9Preparer {
  last_name: string;
  first_name: string;
  middle_initial: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** YYYY-MM-DD, the day they signed. */
  signed_date?: string | null;
  /** Spec i9_preparer_email (not printed on Supplement A). */
  email?: string | null;
}

/** Section 1, as the employee fills it. Dates are YYYY-MM-DD. */
export interface I9Section1Data {
  i9_last_name: string;
  i9_first_name: string;
  i9_middle_initial: string | null;
  i9_no_middle_name: boolean;
  i9_other_last_names: string | null;
  i9_address1: string;
  i9_address2: string | null;
  i9_city: string;
  i9_state: string;
  i9_zip: string;
  i9_dob: string;
  /** Digits only on input; stored encrypted, answered masked. */
  i9_ssn: string | null;
  i9_no_ssn: boolean;
  i9_email: string | null;
  i9_phone: string | null;
  attest_type: I9Attestation;
  /** A-Number (with or without the leading "A") or USCIS number: LAWRES, and one option of ALIEN. */
  uscis_number: string | null;
  /** ALIEN: the date work authorization ends, or null with work_auth_na = true ("N/A"). */
  work_auth_until_date: string | null;
  work_auth_na?: boolean;
  form_i94_num: string | null;
  foreign_passport_num: string | null;
  foreign_country: string | null;
  i9_additional_info: string | null;
  i9_use_preparer: boolean;
  preparers: I9Preparer[];
}

export type I9List = 'A' | 'B' | 'C';

/** One document the employee presented (Section 2 or Supplement B). */
export interface I9DocumentEntry {
  list: I9List;
  /** A code of the document references (e.g. 'US_PASSPORT', 'EAD_I766', 'DRIVERS_LICENSE', 'SSN_CARD'). */
  document_type: string;
  document_title: string;
  issuing_authority: string;
  /** Stored encrypted, answered masked. */
  document_number: string;
  /** YYYY-MM-DD or null when the document does not expire. */
  expiration_date: string | null;
  /** A receipt for a lost/stolen/damaged document, or the automatic EAD extension. */
  is_receipt?: boolean;
  ead_extension_category?: string | null;
  /**
   * Automatic EAD extension: the "received date" of the Form I-797C for the timely filed renewal (YYYY-MM-DD).
   * Renewals filed on or after 2025-10-30 are no longer extended automatically (see EAD_AUTO_EXTENSION in
   * document-references).
   */
  ead_renewal_filed_on?: string | null;
  /** E-Verify: the List B document presented carries a photograph (asked for documents that may or may not). */
  has_photo?: boolean | null;
}

/** Section 2, as the employer (or an authorized representative) completes it. */
export interface I9Section2Data {
  documents: I9DocumentEntry[];
  first_day_of_employment: string;
  additional_info: string | null;
  /** DHS alternative procedure (enable_alt_doc_examination): remote examination by live video. */
  alt_procedure_used: boolean;
  employer_last_name: string;
  employer_first_name: string;
  employer_title: string;
  business_name: string;
  business_address: string;
  business_city: string;
  business_state: string;
  business_zip: string;
}

/**
 * The authorized representative (second signer) chosen in Section 1 (spec: applicant-side §3 and §5).
 * With ASSIGN_LATER the names and contacts may be empty.
 */
export interface I9AuthRepData {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  contact_method: AuthRepContact;
}

export type ReverifyReason = 'rehire' | 'name_change' | 'reverification';

/** One Supplement B entry (rehire, name change, reverification). */
export interface I9SupplementBEntry {
  reason: ReverifyReason;
  new_last_name: string | null;
  new_first_name: string | null;
  new_middle_initial: string | null;
  date_of_rehire: string | null;
  document: I9DocumentEntry | null;
  additional_info: string | null;
  alt_procedure_used: boolean;
  employer_name: string;
  signed_date: string;
}

/** The states of an I-9 record (staff-side §4 I-9). */
export type I9Status = 'section1_pending' | 'section1_signed' | 'section2_pending_review' | 'complete';

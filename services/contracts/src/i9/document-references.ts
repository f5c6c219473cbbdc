import {
  attestationCodesFor, I9_ATTESTATION_CODES, toDocumentAttestation,
  type CanonicalDocumentAttestation, type I9AttestationCode,
} from './attestation';
import { EAD_AUTO_EXTENSION, type EadAutoExtensionRule } from './ead-extension';
import type { I9List } from './i9-types';

/**
 * The Lists of Acceptable Documents of Form I-9 (edition 01/20/25, page "Lists of Acceptable Documents",
 * and the Handbook for Employers M-274), as data. `item` is the number on the form's list; a form item
 * that names two documents ("Driver's license or ID card", "military card or draft record") is two codes.
 * Which attestations may present a document follows from what the document proves: a U.S. passport is
 * issued to U.S. citizens and noncitizen nationals only, a Permanent Resident Card to permanent residents,
 * an EAD (Form I-766) to noncitizens authorized to work.
 */
export type I9Feature = 'always' | 'never' | 'sometimes';

export interface I9DocumentReference {
  code: string;
  list: I9List;
  item: number;
  /** Translation key of the title; `title` is the English text written in Section 2 ("Document Title"). */
  titleKey: string;
  title: string;
  /** Default "Issuing Authority"; null when it is the issuer's own name (a state, country, tribe, school). */
  issuingAuthority: string | null;
  photo: I9Feature;
  expires: I9Feature;
  attestations: readonly I9AttestationCode[];
  /** Only for a person under 18 who cannot present another List B document. */
  under18Only?: boolean;
  /** E-Verify photo matching: the employer keeps a copy (I-551, I-766, U.S. passport and passport card). */
  photoMatch?: boolean;
  /** A List A entry made of several documents, each recorded as its own Section 2 row (form: up to 3). */
  parts?: { required: readonly string[]; optional?: readonly string[] };
  /** Recorded only as part of a combination, never presented alone. */
  partOnly?: boolean;
}

const ALL = I9_ATTESTATION_CODES;
const US_NATIONALS: readonly I9AttestationCode[] = ['CITIZEN', 'NONCIT'];
const NONCITIZENS: readonly I9AttestationCode[] = ['LAWRES', 'ALIEN'];
const DOS = 'U.S. Department of State';
const USCIS = 'U.S. Citizenship and Immigration Services';
const DOD = 'U.S. Department of Defense';

type Row = Omit<I9DocumentReference, 'titleKey'>;
const row = (r: Row): I9DocumentReference => ({ ...r, titleKey: `i9_doc_${r.code.toLowerCase()}` });

export const I9_DOCUMENT_REFERENCES: readonly I9DocumentReference[] = [
  // List A: identity and employment authorization.
  row({ code: 'US_PASSPORT', list: 'A', item: 1, title: 'U.S. Passport', issuingAuthority: DOS, photo: 'always', expires: 'always', attestations: US_NATIONALS, photoMatch: true }),
  row({ code: 'US_PASSPORT_CARD', list: 'A', item: 1, title: 'U.S. Passport Card', issuingAuthority: DOS, photo: 'always', expires: 'always', attestations: US_NATIONALS, photoMatch: true }),
  // Older Alien Registration Receipt Cards carry no expiration date and are still valid.
  row({ code: 'PERMANENT_RESIDENT_CARD', list: 'A', item: 2, title: 'Permanent Resident Card (Form I-551)', issuingAuthority: USCIS, photo: 'always', expires: 'sometimes', attestations: ['LAWRES'], photoMatch: true }),
  row({ code: 'FOREIGN_PASSPORT_I551_STAMP', list: 'A', item: 3, title: 'Foreign Passport with Temporary I-551 Stamp or MRIV', issuingAuthority: null, photo: 'always', expires: 'always', attestations: ['LAWRES'] }),
  row({ code: 'EAD_I766', list: 'A', item: 4, title: 'Employment Authorization Document (Form I-766)', issuingAuthority: USCIS, photo: 'always', expires: 'always', attestations: ['ALIEN'], photoMatch: true }),
  row({ code: 'FOREIGN_PASSPORT_WITH_I94', list: 'A', item: 5, title: 'Foreign Passport with Form I-94/I-94A', issuingAuthority: null, photo: 'always', expires: 'always', attestations: ['ALIEN'], parts: { required: ['FOREIGN_PASSPORT', 'FORM_I94'], optional: ['FORM_I20', 'FORM_DS2019'] } }),
  row({ code: 'FSM_RMI_PASSPORT_WITH_I94', list: 'A', item: 6, title: 'FSM or RMI Passport with Form I-94/I-94A', issuingAuthority: null, photo: 'always', expires: 'always', attestations: ['ALIEN'], parts: { required: ['FSM_RMI_PASSPORT', 'FORM_I94'] } }),
  // The rows of the item 5 and 6 combinations.
  row({ code: 'FOREIGN_PASSPORT', list: 'A', item: 5, title: 'Foreign Passport', issuingAuthority: null, photo: 'always', expires: 'always', attestations: ['ALIEN'], partOnly: true }),
  row({ code: 'FSM_RMI_PASSPORT', list: 'A', item: 6, title: 'Passport (Federated States of Micronesia or Marshall Islands)', issuingAuthority: null, photo: 'always', expires: 'always', attestations: ['ALIEN'], partOnly: true }),
  row({ code: 'FORM_I94', list: 'A', item: 5, title: 'Form I-94/I-94A Arrival/Departure Record', issuingAuthority: 'U.S. Customs and Border Protection', photo: 'never', expires: 'sometimes', attestations: ['ALIEN'], partOnly: true }),
  row({ code: 'FORM_I20', list: 'A', item: 5, title: 'Form I-20', issuingAuthority: 'Student and Exchange Visitor Program', photo: 'never', expires: 'always', attestations: ['ALIEN'], partOnly: true }),
  row({ code: 'FORM_DS2019', list: 'A', item: 5, title: 'Form DS-2019', issuingAuthority: DOS, photo: 'never', expires: 'always', attestations: ['ALIEN'], partOnly: true }),

  // List B: identity.
  row({ code: 'DRIVERS_LICENSE', list: 'B', item: 1, title: "Driver's License", issuingAuthority: null, photo: 'sometimes', expires: 'always', attestations: ALL }),
  row({ code: 'STATE_ID_CARD', list: 'B', item: 1, title: 'ID Card issued by a State or Outlying Possession', issuingAuthority: null, photo: 'sometimes', expires: 'sometimes', attestations: ALL }),
  row({ code: 'GOVERNMENT_ID_CARD', list: 'B', item: 2, title: 'ID Card issued by a Federal, State or Local Government Agency', issuingAuthority: null, photo: 'sometimes', expires: 'sometimes', attestations: ALL }),
  row({ code: 'SCHOOL_ID_CARD', list: 'B', item: 3, title: 'School ID Card with a Photograph', issuingAuthority: null, photo: 'always', expires: 'sometimes', attestations: ALL }),
  row({ code: 'VOTER_REGISTRATION_CARD', list: 'B', item: 4, title: "Voter's Registration Card", issuingAuthority: null, photo: 'never', expires: 'sometimes', attestations: ALL }),
  row({ code: 'MILITARY_CARD', list: 'B', item: 5, title: 'U.S. Military Card', issuingAuthority: DOD, photo: 'always', expires: 'sometimes', attestations: ALL }),
  row({ code: 'DRAFT_RECORD', list: 'B', item: 5, title: 'U.S. Military Draft Record', issuingAuthority: 'Selective Service System', photo: 'never', expires: 'never', attestations: ALL }),
  row({ code: 'MILITARY_DEPENDENT_ID', list: 'B', item: 6, title: "Military Dependent's ID Card", issuingAuthority: DOD, photo: 'always', expires: 'sometimes', attestations: ALL }),
  row({ code: 'MERCHANT_MARINER_CARD', list: 'B', item: 7, title: 'U.S. Coast Guard Merchant Mariner Card', issuingAuthority: 'U.S. Coast Guard', photo: 'always', expires: 'always', attestations: ALL }),
  row({ code: 'TRIBAL_DOCUMENT_B', list: 'B', item: 8, title: 'Native American Tribal Document', issuingAuthority: null, photo: 'sometimes', expires: 'sometimes', attestations: ALL }),
  row({ code: 'CANADIAN_DRIVERS_LICENSE', list: 'B', item: 9, title: "Driver's License issued by a Canadian Government Authority", issuingAuthority: null, photo: 'always', expires: 'always', attestations: ALL }),
  row({ code: 'SCHOOL_RECORD', list: 'B', item: 10, title: 'School Record or Report Card', issuingAuthority: null, photo: 'never', expires: 'never', attestations: ALL, under18Only: true }),
  row({ code: 'MEDICAL_RECORD', list: 'B', item: 11, title: 'Clinic, Doctor, or Hospital Record', issuingAuthority: null, photo: 'never', expires: 'never', attestations: ALL, under18Only: true }),
  row({ code: 'DAYCARE_RECORD', list: 'B', item: 12, title: 'Day-care or Nursery School Record', issuingAuthority: null, photo: 'never', expires: 'never', attestations: ALL, under18Only: true }),

  // List C: employment authorization.
  row({ code: 'SSN_CARD', list: 'C', item: 1, title: 'Social Security Account Number Card (unrestricted)', issuingAuthority: 'Social Security Administration', photo: 'never', expires: 'never', attestations: ALL }),
  row({ code: 'CRBA_FS240', list: 'C', item: 2, title: 'Consular Report of Birth Abroad (Form FS-240)', issuingAuthority: DOS, photo: 'never', expires: 'never', attestations: US_NATIONALS }),
  row({ code: 'BIRTH_REPORT_DS1350', list: 'C', item: 2, title: 'Certification of Report of Birth (Form DS-1350)', issuingAuthority: DOS, photo: 'never', expires: 'never', attestations: US_NATIONALS }),
  row({ code: 'BIRTH_ABROAD_FS545', list: 'C', item: 2, title: 'Certification of Birth Abroad (Form FS-545)', issuingAuthority: DOS, photo: 'never', expires: 'never', attestations: US_NATIONALS }),
  row({ code: 'BIRTH_CERTIFICATE', list: 'C', item: 3, title: 'Birth Certificate (original or certified copy, with an official seal)', issuingAuthority: null, photo: 'never', expires: 'never', attestations: US_NATIONALS }),
  row({ code: 'TRIBAL_DOCUMENT_C', list: 'C', item: 4, title: 'Native American Tribal Document', issuingAuthority: null, photo: 'sometimes', expires: 'sometimes', attestations: ALL }),
  row({ code: 'US_CITIZEN_ID_CARD', list: 'C', item: 5, title: 'U.S. Citizen ID Card (Form I-197)', issuingAuthority: USCIS, photo: 'always', expires: 'never', attestations: ['CITIZEN'] }),
  row({ code: 'RESIDENT_CITIZEN_ID_CARD', list: 'C', item: 6, title: 'Identification Card for Use of Resident Citizen in the United States (Form I-179)', issuingAuthority: USCIS, photo: 'always', expires: 'never', attestations: ['CITIZEN'] }),
  // M-274 §13 gives examples; the I-766 itself is List A item 4, never List C.
  row({ code: 'DHS_EMPLOYMENT_AUTHORIZATION', list: 'C', item: 7, title: 'Employment Authorization Document issued by DHS', issuingAuthority: 'U.S. Department of Homeland Security', photo: 'sometimes', expires: 'sometimes', attestations: NONCITIZENS }),
];

/**
 * Receipts (M-274 §4.3) stand in for a document for a limited time. A replacement receipt (lost, stolen or
 * damaged document) is valid 90 days from the first day of employment; the I-94 with a temporary I-551
 * stamp until the stamp's end (one year from issuance when it shows none); the refugee I-94 ("RE" notation)
 * 90 days. None is acceptable for a job of fewer than 3 business days, nor for a first application or a
 * renewal. A replacement receipt is recorded with the replaced document's code and is_receipt = true.
 */
export type I9ReceiptKind = 'replacement' | 'i94_temporary_i551' | 'i94_refugee';

export interface I9ReceiptReference {
  code: string;
  kind: I9ReceiptKind;
  list: I9List;
  titleKey: string;
  title: string;
  attestations: readonly I9AttestationCode[];
  /** Days from the first day of employment the receipt is good for, when fixed. */
  validDays: number | null;
}

export const RECEIPT_VALID_DAYS = 90;

export const I9_RECEIPT_REFERENCES: readonly I9ReceiptReference[] = [
  { code: 'RECEIPT_REPLACEMENT_A', kind: 'replacement', list: 'A', titleKey: 'i9_receipt_replacement_a', title: 'Receipt for a replacement of a lost, stolen, or damaged List A document', attestations: ALL, validDays: RECEIPT_VALID_DAYS },
  { code: 'I94_TEMPORARY_I551_STAMP', kind: 'i94_temporary_i551', list: 'A', titleKey: 'i9_receipt_i94_temporary_i551', title: 'Form I-94 with temporary I-551 stamp and photograph', attestations: ['LAWRES'], validDays: null },
  { code: 'I94_REFUGEE_STAMP', kind: 'i94_refugee', list: 'A', titleKey: 'i9_receipt_i94_refugee', title: 'Form I-94 with refugee admission stamp or "RE" notation', attestations: ['ALIEN'], validDays: RECEIPT_VALID_DAYS },
  { code: 'RECEIPT_REPLACEMENT_B', kind: 'replacement', list: 'B', titleKey: 'i9_receipt_replacement_b', title: 'Receipt for a replacement of a lost, stolen, or damaged List B document', attestations: ALL, validDays: RECEIPT_VALID_DAYS },
  { code: 'RECEIPT_REPLACEMENT_C', kind: 'replacement', list: 'C', titleKey: 'i9_receipt_replacement_c', title: 'Receipt for a replacement of a lost, stolen, or damaged List C document', attestations: ALL, validDays: RECEIPT_VALID_DAYS },
];

const BY_CODE = new Map(I9_DOCUMENT_REFERENCES.map((d) => [d.code, d]));
const RECEIPT_BY_CODE = new Map(I9_RECEIPT_REFERENCES.map((r) => [r.code, r]));

export function documentReference(code: string | null | undefined): I9DocumentReference | null {
  return BY_CODE.get(code ?? '') ?? null;
}

export function receiptReference(code: string | null | undefined): I9ReceiptReference | null {
  return RECEIPT_BY_CODE.get(code ?? '') ?? null;
}

/** The issuing authority to pre-fill for a document code ('' when the issuer's own name goes there). */
export function defaultIssuingAuthority(code: string): string {
  return documentReference(code)?.issuingAuthority ?? '';
}

export function mayPresent(code: string, attestation: unknown): boolean {
  const ref = documentReference(code) ?? receiptReference(code);
  if (!ref) {
    return false;
  }
  return attestationCodesFor(attestation).some((a) => ref.attestations.includes(a));
}

export interface DocumentsForOptions {
  /** E-Verify employers accept only List B documents with a photograph. */
  everify?: boolean;
}

export interface I9DocumentChoices {
  attestation: CanonicalDocumentAttestation;
  A: I9DocumentReference[];
  B: I9DocumentReference[];
  C: I9DocumentReference[];
  receipts: I9ReceiptReference[];
  /** Offered to noncitizens authorized to work; null for the other attestations. */
  eadAutoExtension: EadAutoExtensionRule | null;
}

/**
 * What the employee may choose from for an attestation (GET /api/v1/documentreferences?attestation=):
 * the employee picks; the employer may not ask for a particular document. ANY (or an unknown value) gives
 * every list. With E-Verify, List B keeps only documents that have or may have a photograph (a document
 * that may lack one must be checked: I9DocumentEntry.has_photo).
 */
export function documentsFor(attestation: unknown, opts: DocumentsForOptions = {}): I9DocumentChoices {
  const codes = attestationCodesFor(attestation);
  const allowed = (attestations: readonly I9AttestationCode[]) => codes.some((c) => attestations.includes(c));
  const selectable = I9_DOCUMENT_REFERENCES.filter((d) => !d.partOnly && allowed(d.attestations));
  return {
    attestation: toDocumentAttestation(attestation),
    A: selectable.filter((d) => d.list === 'A'),
    B: selectable.filter((d) => d.list === 'B' && !(opts.everify && d.photo === 'never')),
    C: selectable.filter((d) => d.list === 'C'),
    receipts: I9_RECEIPT_REFERENCES.filter((r) => allowed(r.attestations)),
    eadAutoExtension: codes.includes('ALIEN') ? EAD_AUTO_EXTENSION : null,
  };
}

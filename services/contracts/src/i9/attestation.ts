import { I9_ATTESTATION, type DocumentAttestation, type I9Attestation } from './i9-types';

/** The attestation codes of the spec (CITIZEN=1, NONCIT=2, LAWRES=3, ALIEN=4). */
export type I9AttestationCode = keyof typeof I9_ATTESTATION;
export const I9_ATTESTATION_CODES: readonly I9AttestationCode[] = ['CITIZEN', 'NONCIT', 'LAWRES', 'ALIEN'];

/** The document-reference names the API answers (the spec's table); the legacy spellings are input only. */
export type CanonicalDocumentAttestation = Exclude<DocumentAttestation, 'NONCITIZEN_NATIONAL' | 'LAWFUL_PERMANENT_RESIDENT'>;
export const DOCUMENT_ATTESTATIONS: readonly CanonicalDocumentAttestation[] = [
  'CITIZEN',
  'NON_CITIZEN_NATIONAL',
  'PERMANENT_RESIDENT',
  'AUTHORIZED_ALIEN',
  'ANY',
];

const TO_DOCUMENT: Record<I9AttestationCode, CanonicalDocumentAttestation> = {
  ALIEN: 'AUTHORIZED_ALIEN',
  CITIZEN: 'CITIZEN',
  LAWRES: 'PERMANENT_RESIDENT',
  NONCIT: 'NON_CITIZEN_NATIONAL',
};

const FROM_DOCUMENT: Record<Exclude<DocumentAttestation, 'ANY'>, I9AttestationCode> = {
  CITIZEN: 'CITIZEN',
  NON_CITIZEN_NATIONAL: 'NONCIT',
  NONCITIZEN_NATIONAL: 'NONCIT',
  PERMANENT_RESIDENT: 'LAWRES',
  LAWFUL_PERMANENT_RESIDENT: 'LAWRES',
  AUTHORIZED_ALIEN: 'ALIEN',
};

/** The Section 1 check box texts (translation keys), in the form's order. */
export const I9_ATTESTATION_LABEL_KEYS: Readonly<Record<I9AttestationCode, string>> = {
  CITIZEN: 'i9_attest_citizen',
  NONCIT: 'i9_attest_noncitizen_national',
  LAWRES: 'i9_attest_lawful_permanent_resident',
  ALIEN: 'i9_attest_noncitizen_authorized',
};

export function isI9Attestation(value: unknown): value is I9Attestation {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export function isI9AttestationCode(value: unknown): value is I9AttestationCode {
  return typeof value === 'string' && (I9_ATTESTATION_CODES as readonly string[]).includes(value);
}

export function attestationCode(value: I9Attestation): I9AttestationCode {
  return I9_ATTESTATION_CODES[value - 1];
}

/** 1..4, '1'..'4', a code (CITIZEN, NONCIT, LAWRES, ALIEN) or a document-reference name → the number; else null. */
export function parseAttestation(value: unknown): I9Attestation | null {
  if (isI9Attestation(value)) {
    return value;
  }
  if (typeof value !== 'string') {
    return null;
  }
  const v = value.trim().toUpperCase();
  if (/^[1-4]$/.test(v)) {
    return Number(v) as I9Attestation;
  }
  if (isI9AttestationCode(v)) {
    return I9_ATTESTATION[v];
  }
  const code = (FROM_DOCUMENT as Record<string, I9AttestationCode | undefined>)[v];
  return code ? I9_ATTESTATION[code] : null;
}

/** The spec's mapping to the document-reference attestation; anything else answers ANY. */
export function toDocumentAttestation(value: unknown): CanonicalDocumentAttestation {
  const n = parseAttestation(value);
  return n == null ? 'ANY' : TO_DOCUMENT[attestationCode(n)];
}

/** The `?attestation=` query value: a document-reference name (either spelling), a code or a number. */
export function parseDocumentAttestation(value: unknown): CanonicalDocumentAttestation {
  if (typeof value === 'string' && value.trim().toUpperCase() === 'ANY') {
    return 'ANY';
  }
  return toDocumentAttestation(value);
}

/** The attestation codes a document-reference name stands for (ANY: all four). */
export function attestationCodesFor(value: unknown): readonly I9AttestationCode[] {
  const n = parseAttestation(value);
  return n == null ? I9_ATTESTATION_CODES : [attestationCode(n)];
}

/** Section 1 asks for an A-Number/USCIS number (LAWRES) or a number and an end date (ALIEN). */
export function attestationNeedsNumbers(value: I9Attestation): boolean {
  return value === I9_ATTESTATION.LAWRES || value === I9_ATTESTATION.ALIEN;
}

/**
 * I-9 form kinds (staff-side §3 "I-9 form kinds"). Section 3 is the legacy name of Supplement B.
 */
export const I9_FORM_KINDS = {
  i9: { section: 'section1', legacy: true },
  'i9-employer': { section: 'section2', legacy: true },
  'i9-reverify': { section: 'section3', legacy: true },
  'i9-2023-section1-supa': { section: 'section1', legacy: false },
  'i9-2023-section2': { section: 'section2', legacy: false },
  'i9-2023-s1s2-combined': { section: 'combined', legacy: false },
  'i9-supplement-b': { section: 'section3', legacy: false },
} as const satisfies Record<string, { section: I9SectionKind; legacy: boolean }>;

export type I9FormKind = keyof typeof I9_FORM_KINDS;
export type I9SectionKind = 'section1' | 'section2' | 'section3' | 'combined';

export const I9_SECTION1_KINDS: readonly I9FormKind[] = ['i9', 'i9-2023-section1-supa'];
export const I9_SECTION2_KINDS: readonly I9FormKind[] = ['i9-employer', 'i9-2023-section2'];
export const I9_SECTION3_KINDS: readonly I9FormKind[] = ['i9-reverify', 'i9-supplement-b'];

/** A form is an I-9 form if it is a Section 1, 2 or 3 kind or the combined form. */
export function isI9FormKind(value: unknown): value is I9FormKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(I9_FORM_KINDS, value);
}

export function i9SectionKind(kind: I9FormKind): I9SectionKind {
  return I9_FORM_KINDS[kind].section;
}

/** The spec's section lists (the combined form is in none of them; see formKindCovers). */
export function isSection1Kind(value: unknown): boolean {
  return isI9FormKind(value) && I9_SECTION1_KINDS.includes(value);
}

export function isSection2Kind(value: unknown): boolean {
  return isI9FormKind(value) && I9_SECTION2_KINDS.includes(value);
}

export function isSection3Kind(value: unknown): boolean {
  return isI9FormKind(value) && I9_SECTION3_KINDS.includes(value);
}

/** Whether a form kind holds a section: the combined form holds Section 1 and Section 2. */
export function formKindCovers(kind: I9FormKind, section: Exclude<I9SectionKind, 'combined'>): boolean {
  const own = I9_FORM_KINDS[kind].section;
  return own === section || (own === 'combined' && section !== 'section3');
}

export function isLegacyI9FormKind(value: unknown): boolean {
  return isI9FormKind(value) && I9_FORM_KINDS[value].legacy;
}

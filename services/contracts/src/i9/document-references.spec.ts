import { defaultIssuingAuthority, documentReference, documentsFor, I9_DOCUMENT_REFERENCES, mayPresent } from './document-references';
import { EAD_EXTENSION_CATEGORIES } from './ead-extension';

const codes = (list: { code: string }[]) => list.map((d) => d.code);

const LIST_B = [
  'DRIVERS_LICENSE', 'STATE_ID_CARD', 'GOVERNMENT_ID_CARD', 'SCHOOL_ID_CARD', 'VOTER_REGISTRATION_CARD', 'MILITARY_CARD',
  'DRAFT_RECORD', 'MILITARY_DEPENDENT_ID', 'MERCHANT_MARINER_CARD', 'TRIBAL_DOCUMENT_B', 'CANADIAN_DRIVERS_LICENSE',
  'SCHOOL_RECORD', 'MEDICAL_RECORD', 'DAYCARE_RECORD',
];
const LIST_B_PHOTO = LIST_B.filter((c) => !['VOTER_REGISTRATION_CARD', 'DRAFT_RECORD', 'SCHOOL_RECORD', 'MEDICAL_RECORD', 'DAYCARE_RECORD'].includes(c));

// Every attestation × list: what the employee may choose from.
const EXPECTED: Record<string, { A: string[]; C: string[] }> = {
  CITIZEN: {
    A: ['US_PASSPORT', 'US_PASSPORT_CARD'],
    C: ['SSN_CARD', 'CRBA_FS240', 'BIRTH_REPORT_DS1350', 'BIRTH_ABROAD_FS545', 'BIRTH_CERTIFICATE', 'TRIBAL_DOCUMENT_C', 'US_CITIZEN_ID_CARD', 'RESIDENT_CITIZEN_ID_CARD'],
  },
  NONCIT: {
    A: ['US_PASSPORT', 'US_PASSPORT_CARD'],
    C: ['SSN_CARD', 'CRBA_FS240', 'BIRTH_REPORT_DS1350', 'BIRTH_ABROAD_FS545', 'BIRTH_CERTIFICATE', 'TRIBAL_DOCUMENT_C'],
  },
  LAWRES: {
    A: ['PERMANENT_RESIDENT_CARD', 'FOREIGN_PASSPORT_I551_STAMP'],
    C: ['SSN_CARD', 'TRIBAL_DOCUMENT_C', 'DHS_EMPLOYMENT_AUTHORIZATION'],
  },
  ALIEN: {
    A: ['EAD_I766', 'FOREIGN_PASSPORT_WITH_I94', 'FSM_RMI_PASSPORT_WITH_I94'],
    C: ['SSN_CARD', 'TRIBAL_DOCUMENT_C', 'DHS_EMPLOYMENT_AUTHORIZATION'],
  },
};

describe('Lists of Acceptable Documents (edition 01/20/25)', () => {
  it('has stable unique codes, each with a title key and the form item number', () => {
    const all = codes([...I9_DOCUMENT_REFERENCES]);
    expect(new Set(all).size).toBe(all.length);
    for (const d of I9_DOCUMENT_REFERENCES) {
      expect(d.titleKey).toBe(`i9_doc_${d.code.toLowerCase()}`);
      expect(d.item).toBeGreaterThan(0);
      expect(d.attestations.length).toBeGreaterThan(0);
    }
    expect(Math.max(...I9_DOCUMENT_REFERENCES.filter((d) => d.list === 'A').map((d) => d.item))).toBe(6);
    expect(Math.max(...I9_DOCUMENT_REFERENCES.filter((d) => d.list === 'B').map((d) => d.item))).toBe(12);
    expect(Math.max(...I9_DOCUMENT_REFERENCES.filter((d) => d.list === 'C').map((d) => d.item))).toBe(7);
  });

  it.each(Object.entries(EXPECTED))('%s: List A, B and C', (attestation, expected) => {
    const choices = documentsFor(attestation);
    expect(codes(choices.A)).toEqual(expected.A);
    expect(codes(choices.B)).toEqual(LIST_B);
    expect(codes(choices.C)).toEqual(expected.C);
  });

  it.each(Object.keys(EXPECTED))('%s with E-Verify: only List B documents with a photograph', (attestation) => {
    const choices = documentsFor(attestation, { everify: true });
    expect(codes(choices.B)).toEqual(LIST_B_PHOTO);
    expect(codes(choices.A)).toEqual(EXPECTED[attestation].A);
    expect(codes(choices.C)).toEqual(EXPECTED[attestation].C);
  });

  it('the numbers and the document-reference names give the same lists', () => {
    expect(documentsFor(3)).toEqual(documentsFor('PERMANENT_RESIDENT'));
    expect(documentsFor('AUTHORIZED_ALIEN').attestation).toBe('AUTHORIZED_ALIEN');
    expect(documentsFor(2).attestation).toBe('NON_CITIZEN_NATIONAL');
  });

  it('ANY gives every selectable document', () => {
    const any = documentsFor('ANY');
    expect(any.attestation).toBe('ANY');
    expect(codes(any.A)).toEqual(['US_PASSPORT', 'US_PASSPORT_CARD', 'PERMANENT_RESIDENT_CARD', 'FOREIGN_PASSPORT_I551_STAMP', 'EAD_I766', 'FOREIGN_PASSPORT_WITH_I94', 'FSM_RMI_PASSPORT_WITH_I94']);
    expect(any.C).toHaveLength(9);
    expect(any.eadAutoExtension).not.toBeNull();
  });

  it('never offers the parts of a combination on their own', () => {
    const any = documentsFor('ANY');
    for (const part of ['FOREIGN_PASSPORT', 'FORM_I94', 'FORM_I20', 'FORM_DS2019', 'FSM_RMI_PASSPORT']) {
      expect(codes(any.A)).not.toContain(part);
      expect(documentReference(part)?.partOnly).toBe(true);
    }
  });

  it('who may present what: I-551 only LAWRES, I-766 only ALIEN, U.S. passport only CITIZEN/NONCIT', () => {
    expect([1, 2, 3, 4].map((a) => mayPresent('PERMANENT_RESIDENT_CARD', a))).toEqual([false, false, true, false]);
    expect([1, 2, 3, 4].map((a) => mayPresent('EAD_I766', a))).toEqual([false, false, false, true]);
    expect([1, 2, 3, 4].map((a) => mayPresent('US_PASSPORT', a))).toEqual([true, true, false, false]);
    expect([1, 2, 3, 4].map((a) => mayPresent('US_CITIZEN_ID_CARD', a))).toEqual([true, false, false, false]);
    expect([1, 2, 3, 4].map((a) => mayPresent('DRIVERS_LICENSE', a))).toEqual([true, true, true, true]);
    expect([1, 2, 3, 4].map((a) => mayPresent('I94_REFUGEE_STAMP', a))).toEqual([false, false, false, true]);
    expect(mayPresent('NOPE', 1)).toBe(false);
  });

  it('receipts by attestation', () => {
    expect(codes(documentsFor('LAWRES').receipts)).toEqual(['RECEIPT_REPLACEMENT_A', 'I94_TEMPORARY_I551_STAMP', 'RECEIPT_REPLACEMENT_B', 'RECEIPT_REPLACEMENT_C']);
    expect(codes(documentsFor('ALIEN').receipts)).toEqual(['RECEIPT_REPLACEMENT_A', 'I94_REFUGEE_STAMP', 'RECEIPT_REPLACEMENT_B', 'RECEIPT_REPLACEMENT_C']);
    expect(codes(documentsFor('CITIZEN').receipts)).toEqual(['RECEIPT_REPLACEMENT_A', 'RECEIPT_REPLACEMENT_B', 'RECEIPT_REPLACEMENT_C']);
  });

  it('the automatic EAD extension is offered to ALIEN only, with the 14 categories', () => {
    expect(documentsFor('ALIEN').eadAutoExtension?.categories).toEqual(EAD_EXTENSION_CATEGORIES);
    expect(EAD_EXTENSION_CATEGORIES).toHaveLength(14);
    expect(documentsFor('LAWRES').eadAutoExtension).toBeNull();
    expect(documentsFor('CITIZEN').eadAutoExtension).toBeNull();
  });

  it('pre-fills the issuing authority where it is fixed', () => {
    expect(defaultIssuingAuthority('US_PASSPORT')).toBe('U.S. Department of State');
    expect(defaultIssuingAuthority('SSN_CARD')).toBe('Social Security Administration');
    expect(defaultIssuingAuthority('DRIVERS_LICENSE')).toBe('');
    expect(defaultIssuingAuthority('NOPE')).toBe('');
  });

  it('photo matching documents are the four E-Verify names', () => {
    expect(codes(I9_DOCUMENT_REFERENCES.filter((d) => d.photoMatch))).toEqual(['US_PASSPORT', 'US_PASSPORT_CARD', 'PERMANENT_RESIDENT_CARD', 'EAD_I766']);
  });
});

import {
  canReverify, documentAuthorizationEnds, rehireWithinWindow, reverifyDueDate, SUPPLEMENT_B_REASONS, supplementBReasons,
  supplementBRequirements,
} from './reverification';
import { doc } from './test-support/i9-fixtures';

describe('canReverify', () => {
  it('a green card is never reverified, even with an expiration date', () => {
    expect(canReverify('PERMANENT_RESIDENT_CARD')).toBe(false);
    expect(canReverify(doc({ list: 'A', document_type: 'PERMANENT_RESIDENT_CARD', expiration_date: '2026-01-01' }))).toBe(false);
  });
  it('nor U.S. passports and passport cards', () => {
    expect(canReverify('US_PASSPORT')).toBe(false);
    expect(canReverify('US_PASSPORT_CARD')).toBe(false);
  });
  it('nor any List B document', () => {
    expect(canReverify('DRIVERS_LICENSE')).toBe(false);
    expect(canReverify(doc({ list: 'B', document_type: 'DRIVERS_LICENSE', expiration_date: '2026-01-01' }))).toBe(false);
    expect(canReverify('SCHOOL_ID_CARD')).toBe(false);
  });
  it('List A/C documents with an expiration', () => {
    expect(canReverify('EAD_I766')).toBe(true);
    expect(canReverify('FOREIGN_PASSPORT_I551_STAMP')).toBe(true);
    expect(canReverify('FORM_I94')).toBe(true);
    expect(canReverify('DHS_EMPLOYMENT_AUTHORIZATION')).toBe(true);
    expect(canReverify(doc({ list: 'A', document_type: 'EAD_I766', expiration_date: '2026-01-01' }))).toBe(true);
    expect(canReverify(doc({ list: 'C', document_type: 'DHS_EMPLOYMENT_AUTHORIZATION', expiration_date: '2026-01-01' }))).toBe(true);
  });
  it('not List C documents that never expire, entries without a date, receipts or unknown codes', () => {
    expect(canReverify('SSN_CARD')).toBe(false);
    expect(canReverify('BIRTH_CERTIFICATE')).toBe(false);
    expect(canReverify(doc({ list: 'C', document_type: 'DHS_EMPLOYMENT_AUTHORIZATION' }))).toBe(false);
    expect(canReverify(doc({ list: 'A', document_type: 'EAD_I766', expiration_date: '2026-01-01', is_receipt: true }))).toBe(false);
    expect(canReverify(doc({ list: 'A', document_type: 'I94_REFUGEE_STAMP', expiration_date: '2026-01-01', is_receipt: true }))).toBe(false);
    expect(canReverify('NOPE')).toBe(false);
  });
  it('in a passport + I-94 combination, the I-94 decides', () => {
    expect(canReverify('FOREIGN_PASSPORT')).toBe(false);
    expect(canReverify('FSM_RMI_PASSPORT')).toBe(false);
    const documents = [
      doc({ list: 'A', document_type: 'FOREIGN_PASSPORT', expiration_date: '2025-12-01' }),
      doc({ list: 'A', document_type: 'FORM_I94', expiration_date: '2026-09-30' }),
    ];
    expect(reverifyDueDate({ attestation: 4, documents })).toBe('2026-09-30');
  });
  it('an automatically extended EAD is reverified when the extension ends', () => {
    const ead = doc({ list: 'A', document_type: 'EAD_I766', expiration_date: '2025-03-01', ead_extension_category: 'C08', is_receipt: true });
    expect(canReverify(ead)).toBe(true);
    expect(documentAuthorizationEnds(ead)).toBe('2026-08-23');
    expect(documentAuthorizationEnds('EAD_I766')).toBeNull();
  });
});

describe('reverifyDueDate', () => {
  it('the earlier of Section 1 and the documents', () => {
    const documents = [
      doc({ list: 'B', document_type: 'DRIVERS_LICENSE', expiration_date: '2025-09-01' }),
      doc({ list: 'C', document_type: 'DHS_EMPLOYMENT_AUTHORIZATION', expiration_date: '2026-02-01' }),
    ];
    expect(reverifyDueDate({ attestation: 4, workAuthUntil: '2026-05-01', documents })).toBe('2026-02-01');
    expect(reverifyDueDate({ attestation: 4, workAuthUntil: '2026-01-01', documents })).toBe('2026-01-01');
    expect(reverifyDueDate({ attestation: 4, workAuthUntil: null, documents: [] })).toBeNull();
  });
  it('never for citizens and noncitizen nationals, nor for a green card', () => {
    expect(reverifyDueDate({ attestation: 1, workAuthUntil: '2026-01-01' })).toBeNull();
    expect(reverifyDueDate({ attestation: 2, documents: [doc({ list: 'A', document_type: 'EAD_I766', expiration_date: '2026-01-01' })] })).toBeNull();
    expect(reverifyDueDate({ attestation: 3, documents: [doc({ list: 'A', document_type: 'PERMANENT_RESIDENT_CARD', expiration_date: '2026-01-01' })] })).toBeNull();
  });
});

describe('Supplement B reasons', () => {
  it('are the three of the form, each with what it requires', () => {
    expect(supplementBReasons.map((r) => r.reason)).toEqual(['rehire', 'name_change', 'reverification']);
    expect(SUPPLEMENT_B_REASONS.rehire.requires).toEqual(['date_of_rehire']);
    expect(SUPPLEMENT_B_REASONS.name_change.requires).toEqual(['new_last_name', 'new_first_name']);
    expect(SUPPLEMENT_B_REASONS.reverification).toMatchObject({ requires: ['document'], lists: ['A', 'C'] });
  });
  it('a rehire within 3 years of the original I-9', () => {
    expect(rehireWithinWindow('2022-06-01', '2025-06-01')).toBe(true);
    expect(rehireWithinWindow('2022-06-01', '2025-06-02')).toBe(false);
    expect(rehireWithinWindow('2022-06-01', '2022-05-31')).toBe(false);
    expect(supplementBRequirements('rehire', { originalI9Date: '2022-06-01' }, '2025-06-02')).toEqual({ allowed: false, problem: 'i9_rehire_new_form_required', documentRequired: false });
  });
  it('a rehire needs a document only when the authorization shown has expired', () => {
    const ctx = { originalI9Date: '2023-06-01', authorizationEnds: '2024-12-31' };
    expect(supplementBRequirements('rehire', ctx, '2024-12-31').documentRequired).toBe(false);
    expect(supplementBRequirements('rehire', ctx, '2025-01-01').documentRequired).toBe(true);
    expect(supplementBRequirements('rehire', { originalI9Date: '2023-06-01', authorizationEnds: null }, '2025-01-01').documentRequired).toBe(false);
  });
  it('a name change needs no document; a reverification needs something that expires', () => {
    expect(supplementBRequirements('name_change', { originalI9Date: '2020-01-01' }, '2025-01-01')).toEqual({ allowed: true, problem: null, documentRequired: false });
    expect(supplementBRequirements('reverification', { originalI9Date: '2020-01-01', authorizationEnds: '2025-02-01' }, '2025-01-01')).toEqual({ allowed: true, problem: null, documentRequired: true });
    expect(supplementBRequirements('reverification', { originalI9Date: '2020-01-01', authorizationEnds: null }, '2025-01-01').problem).toBe('i9_reverify_not_required');
  });
});

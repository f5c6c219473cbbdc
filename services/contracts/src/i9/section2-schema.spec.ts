import { section2Schema, type Section2Context } from './section2-schema';
import { doc, errorsOf, LICENSE, PASSPORT, section2, SSN_CARD, TODAY } from './test-support/i9-fixtures';

const ctx: Section2Context = { attestation: 1, everify: false, today: TODAY };
const check = (over: Parameters<typeof section2>[0], c: Partial<Section2Context> = {}) => errorsOf(section2Schema({ ...ctx, ...c }), section2(over));

describe('section2Schema', () => {
  it('a passport, or a license and an SSN card, passes', () => {
    expect(check({})).toEqual({});
    expect(check({ documents: [LICENSE, SSN_CARD] })).toEqual({});
  });
  it('the documents must form a valid combination for the attestation', () => {
    expect(check({ documents: [] })).toEqual({ documents: 'i9_documents_required' });
    expect(check({ documents: [PASSPORT, SSN_CARD] })).toEqual({ documents: 'i9_list_a_or_b_and_c' });
    expect(check({}, { attestation: 3 })).toEqual({ documents: 'i9_document_not_for_attestation' });
  });
  it('each document has title, authority and number', () => {
    expect(check({ documents: [{ ...PASSPORT, document_title: '', issuing_authority: ' ', document_number: '' }] })).toEqual({
      'documents[0].document_title': 'required_field', 'documents[0].issuing_authority': 'required_field', 'documents[0].document_number': 'required_field',
    });
  });
  it('an expiration as the document type calls for', () => {
    expect(check({ documents: [{ ...PASSPORT, expiration_date: null }] })).toEqual({ 'documents[0].expiration_date': 'i9_expiration_required' });
    expect(check({ documents: [LICENSE, { ...SSN_CARD, expiration_date: '2030-01-01' }] })).toEqual({ 'documents[1].expiration_date': 'i9_expiration_not_applicable' });
    expect(check({ documents: [{ ...PASSPORT, expiration_date: '2030-02-31' }] })).toEqual({ 'documents[0].expiration_date': 'i9_invalid_date' });
  });
  it('not expired on the first day of employment (or the day examined, when later)', () => {
    expect(check({ documents: [{ ...PASSPORT, expiration_date: '2025-06-01' }] })).toEqual({ 'documents[0].expiration_date': 'i9_document_expired' });
    expect(check({ documents: [{ ...PASSPORT, expiration_date: '2025-06-02' }] })).toEqual({});
    expect(check({ documents: [{ ...PASSPORT, expiration_date: '2025-06-03' }] }, { examinedOn: '2025-06-04' })).toEqual({ 'documents[0].expiration_date': 'i9_document_expired' });
  });
  it('a receipt instead of an expired document, within 90 days of hire', () => {
    const receipt = { ...PASSPORT, is_receipt: true, expiration_date: null };
    expect(check({ documents: [receipt] })).toEqual({});
    expect(check({ documents: [receipt] }, { examinedOn: '2025-08-31' })).toEqual({});
    expect(check({ documents: [receipt] }, { examinedOn: '2025-09-01' })).toEqual({ 'documents[0].expiration_date': 'i9_receipt_expired' });
    expect(check({ documents: [receipt] }, { shortJob: true })).toEqual({ 'documents[0].is_receipt': 'i9_receipt_short_job' });
    const stamp = doc({ list: 'A', document_type: 'I94_TEMPORARY_I551_STAMP', is_receipt: true, expiration_date: null });
    expect(check({ documents: [stamp] }, { attestation: 3 })).toEqual({ 'documents[0].expiration_date': 'i9_expiration_required' });
    expect(check({ documents: [{ ...stamp, expiration_date: '2025-12-01' }] }, { attestation: 3 })).toEqual({});
  });
  it('an automatically extended EAD', () => {
    const ead = doc({ list: 'A', document_type: 'EAD_I766', expiration_date: '2025-03-01', ead_extension_category: 'C08', ead_renewal_filed_on: '2025-01-10' });
    expect(check({ documents: [ead] }, { attestation: 4 })).toEqual({});
    expect(check({ documents: [{ ...ead, ead_extension_category: 'C33' }] }, { attestation: 4 })).toEqual({ 'documents[0].ead_extension_category': 'i9_ead_extension_category' });
    expect(check({ documents: [{ ...ead, ead_renewal_filed_on: '2025-10-30', expiration_date: '2025-11-30' }] }, { attestation: 4 })).toEqual({ 'documents[0].ead_extension_category': 'i9_ead_extension_ended' });
    expect(check({ documents: [{ ...ead, ead_extension_category: null }] }, { attestation: 4 })).toEqual({ 'documents[0].expiration_date': 'i9_document_expired' });
  });
  it("an automatically extended EAD on the customer's list (admin/ead), not on the 14 defaults", () => {
    const ead = doc({ list: 'A', document_type: 'EAD_I766', expiration_date: '2025-03-01', ead_extension_category: '(c)(11)', ead_renewal_filed_on: '2025-01-10' });
    const customer = { attestation: 4 as const, eadCategories: ['A12', 'C11'] };
    expect(check({ documents: [ead] }, { attestation: 4 })).toEqual({ 'documents[0].ead_extension_category': 'i9_ead_extension_category' });
    expect(check({ documents: [ead] }, customer)).toEqual({});
    expect(check({ documents: [{ ...ead, ead_extension_category: 'C08' }] }, customer)).toEqual({ 'documents[0].ead_extension_category': 'i9_ead_extension_category' });
  });
  it('E-Verify: a List B document must show a photograph', () => {
    expect(check({ documents: [LICENSE, SSN_CARD] }, { everify: true })).toEqual({});
    expect(check({ documents: [{ ...LICENSE, has_photo: false }, SSN_CARD] }, { everify: true })).toEqual({ 'documents[0].has_photo': 'i9_list_b_photo_required' });
    expect(check({ documents: [doc({ list: 'B', document_type: 'VOTER_REGISTRATION_CARD' }), SSN_CARD] }, { everify: true })).toEqual({
      documents: 'i9_list_b_photo_required', 'documents[0].has_photo': 'i9_list_b_photo_required',
    });
  });
  it('the under-18 List B records only for a minor', () => {
    const record = doc({ list: 'B', document_type: 'SCHOOL_RECORD', document_number: '' });
    expect(check({ documents: [record, SSN_CARD] }, { employeeDob: '2009-01-01' })).toEqual({});
    expect(check({ documents: [record, SSN_CARD] }, { employeeDob: '2000-01-01' })).toEqual({ 'documents[0].document_type': 'i9_document_under_18_only' });
  });
  it('first day and employer fields are required', () => {
    expect(check({ first_day_of_employment: '', employer_last_name: '', business_name: '', business_zip: 'abc', business_state: 'XX' })).toEqual({
      first_day_of_employment: 'required_field', employer_last_name: 'required_field', business_name: 'required_field',
      business_zip: 'invalid_zip_code', business_state: 'i9_invalid_state',
    });
    expect(check({ first_day_of_employment: '2025-02-30' })).toEqual({ first_day_of_employment: 'i9_invalid_date' });
  });
  it('the alternative procedure only where enabled, and only with E-Verify', () => {
    expect(check({ alt_procedure_used: true })).toEqual({ alt_procedure_used: 'i9_alt_procedure_not_enabled' });
    expect(check({ alt_procedure_used: true }, { altProcedureEnabled: true })).toEqual({ alt_procedure_used: 'i9_alt_procedure_requires_everify' });
    expect(check({ alt_procedure_used: true }, { altProcedureEnabled: true, everify: true })).toEqual({});
  });
  it('refuses unknown keys, in the form and in a document', () => {
    expect(errorsOf(section2Schema(ctx), { ...section2(), x: 1 })).toEqual({ _: 'unknown_field' });
    expect(errorsOf(section2Schema(ctx), section2({ documents: [{ ...PASSPORT, copy: 'x' } as never] }))).toEqual({ 'documents[0]': 'unknown_field' });
  });
});

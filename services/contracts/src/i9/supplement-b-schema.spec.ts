import type { I9SupplementBEntry } from './i9-types';
import { supplementBSchema, type SupplementBSchemaContext } from './supplement-b-schema';
import { doc, errorsOf, TODAY } from './test-support/i9-fixtures';

const ctx: SupplementBSchemaContext = { originalI9Date: '2024-01-10', authorizationEnds: '2025-06-30', today: TODAY };
const EAD = doc({ list: 'A', document_type: 'EAD_I766', expiration_date: '2027-06-30' });
const entry = (over: Partial<I9SupplementBEntry> = {}): I9SupplementBEntry => ({
  reason: 'reverification', new_last_name: null, new_first_name: null, new_middle_initial: null, date_of_rehire: null,
  document: EAD, additional_info: null, alt_procedure_used: false, employer_name: 'Pat Smith', signed_date: TODAY, ...over,
});
const check = (over: Partial<I9SupplementBEntry> = {}, c: Partial<SupplementBSchemaContext> = {}) => errorsOf(supplementBSchema({ ...ctx, ...c }), entry(over));

describe('supplementBSchema', () => {
  it('a reverification with a new List A or C document', () => {
    expect(check()).toEqual({});
    expect(check({ document: doc({ list: 'C', document_type: 'SSN_CARD' }) })).toEqual({});
    expect(check({ document: null })).toEqual({ document: 'required_field' });
    expect(check({ document: doc({ list: 'B', document_type: 'DRIVERS_LICENSE', expiration_date: '2030-01-01' }) })).toEqual({ 'document.list': 'i9_reverify_list_b' });
    expect(check({ document: { ...EAD, expiration_date: '2025-06-01' } })).toEqual({ 'document.expiration_date': 'i9_document_expired' });
    expect(check({}, { authorizationEnds: null })).toEqual({ reason: 'i9_reverify_not_required' });
  });
  it('a rehire within 3 years', () => {
    expect(check({ reason: 'rehire', date_of_rehire: '2025-06-01', document: null }, { authorizationEnds: null })).toEqual({});
    expect(check({ reason: 'rehire', date_of_rehire: null, document: null }, { authorizationEnds: null })).toEqual({ date_of_rehire: 'required_field' });
    expect(check({ reason: 'rehire', date_of_rehire: '2027-01-11', document: null }, { authorizationEnds: null, today: '2027-02-01' })).toEqual({ date_of_rehire: 'i9_rehire_new_form_required' });
    // The authorization shown ended before the rehire: a document is needed.
    expect(check({ reason: 'rehire', date_of_rehire: '2025-07-01', document: null }, { today: '2025-07-02' })).toEqual({ document: 'required_field' });
  });
  it('a legal name change', () => {
    expect(check({ reason: 'name_change', new_last_name: 'Lee', new_first_name: 'Ana', document: null })).toEqual({});
    expect(check({ reason: 'name_change', document: null })).toEqual({ new_last_name: 'required_field', new_first_name: 'required_field' });
  });
  it('the employer signs on a real past date', () => {
    expect(check({ employer_name: '', signed_date: '2030-01-01' })).toEqual({ employer_name: 'required_field', signed_date: 'i9_date_in_future' });
    expect(check({ reason: 'other' as never })).toEqual({ reason: 'invalid_entry' });
  });
  it('the alternative procedure only where enabled, with E-Verify', () => {
    expect(check({ alt_procedure_used: true })).toEqual({ alt_procedure_used: 'i9_alt_procedure_not_enabled' });
    expect(check({ alt_procedure_used: true }, { altProcedureEnabled: true, everify: true })).toEqual({});
  });
});

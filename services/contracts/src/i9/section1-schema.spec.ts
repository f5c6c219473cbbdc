import { section1Schema, section1Warnings, type Section1Context } from './section1-schema';
import { errorsOf, section1, TODAY } from './test-support/i9-fixtures';
import type { I9Preparer } from './i9-types';

const ctx: Section1Context = { requireSsn: false, everify: false, today: TODAY };
const check = (over: Parameters<typeof section1>[0], c: Partial<Section1Context> = {}) => errorsOf(section1Schema({ ...ctx, ...c }), section1(over));

const preparer: I9Preparer = { last_name: 'Lee', first_name: 'Sam', middle_initial: null, address: '5 Elm St', city: 'Austin', state: 'TX', zip: '73301' };

describe('section1Schema: names', () => {
  it('a complete citizen passes', () => {
    expect(check({})).toEqual({});
  });
  it('last and first names are required', () => {
    expect(check({ i9_last_name: ' ', i9_first_name: '' })).toMatchObject({ i9_last_name: 'required_field', i9_first_name: 'required_field' });
  });
  it('one name: in the last name, with "Unknown" as the first name', () => {
    expect(check({ i9_last_name: 'Suharto', i9_first_name: 'Unknown' })).toEqual({});
    expect(check({ i9_last_name: 'Unknown', i9_first_name: 'Suharto' })).toEqual({ i9_last_name: 'i9_single_name_in_last_name' });
    expect(check({ i9_last_name: 'unknown', i9_first_name: 'UNKNOWN' })).toEqual({ i9_first_name: 'i9_name_unknown_both' });
  });
  it('takes hyphens, apostrophes and accents, refuses digits', () => {
    expect(check({ i9_last_name: "O'Neill-De La Cruz", i9_first_name: 'Zoë' })).toEqual({});
    expect(check({ i9_last_name: 'Smith3' })).toEqual({ i9_last_name: 'i9_invalid_name' });
  });
  it('a middle initial is one letter, or none with i9_no_middle_name', () => {
    expect(check({ i9_middle_initial: 'j' })).toEqual({});
    expect(check({ i9_middle_initial: null })).toEqual({ i9_middle_initial: 'i9_middle_initial_or_none' });
    expect(check({ i9_middle_initial: 'JR' })).toEqual({ i9_middle_initial: 'i9_invalid_middle_initial' });
    expect(check({ i9_middle_initial: null, i9_no_middle_name: true })).toEqual({});
    expect(check({ i9_middle_initial: 'N/A', i9_no_middle_name: true })).toEqual({});
    expect(check({ i9_middle_initial: 'Q', i9_no_middle_name: true })).toEqual({ i9_middle_initial: 'i9_middle_initial_conflict' });
  });
});

describe('section1Schema: address, birth, contact', () => {
  it('address fields', () => {
    expect(check({ i9_address1: '', i9_city: '', i9_state: 'ZZ', i9_zip: '1234' })).toEqual({
      i9_address1: 'required_field', i9_city: 'required_field', i9_state: 'i9_invalid_state', i9_zip: 'invalid_zip_code',
    });
    expect(check({ i9_state: 'PR', i9_zip: '00901-1234' })).toEqual({});
    expect(check({ i9_state: 'CAN', i9_zip: 'K1A 0B1' })).toEqual({});
  });
  it('date of birth is a real date in the past', () => {
    expect(check({ i9_dob: '1990-02-30' })).toEqual({ i9_dob: 'i9_invalid_date' });
    expect(check({ i9_dob: TODAY })).toEqual({ i9_dob: 'i9_dob_in_past' });
    expect(check({ i9_dob: '1850-01-01' })).toEqual({ i9_dob: 'i9_invalid_date' });
    expect(check({ i9_dob: '2015-01-01' })).toEqual({});
  });
  it('under 14 is a warning, not an error', () => {
    expect(section1Warnings({ i9_dob: '2015-01-01' }, { today: TODAY })).toEqual([{ path: 'i9_dob', key: 'i9_warning_under_14' }]);
    expect(section1Warnings({ i9_dob: '2011-06-02' }, { today: TODAY })).toEqual([]);
    expect(section1Warnings({ i9_dob: 'bad' }, { today: TODAY })).toEqual([]);
  });
  it('email and phone are optional but valid', () => {
    expect(check({ i9_email: 'ana@example.com', i9_phone: '(312) 555-0100' })).toEqual({});
    expect(check({ i9_email: 'ana@', i9_phone: '12' })).toEqual({ i9_email: 'invalid_email', i9_phone: 'invalid_phone_number' });
    expect(check({ i9_phone: '+44 20 7946 0958' }, { disableInternationalPhone: true })).toEqual({ i9_phone: 'invalid_phone_number' });
  });
  it('refuses unknown keys', () => {
    expect(errorsOf(section1Schema(ctx), { ...section1(), extra: 1 })).toEqual({ _: 'unknown_field' });
  });
});

describe('section1Schema: SSN', () => {
  it('optional without E-Verify, valid when given', () => {
    expect(check({ i9_ssn: null })).toEqual({});
    expect(check({ i9_ssn: '123-45-6789' })).toEqual({});
    expect(check({ i9_ssn: '912-45-6789' })).toEqual({ i9_ssn: 'invalid_ssn' });
  });
  it('required with require_section1_ssn or E-Verify', () => {
    expect(check({ i9_ssn: null }, { requireSsn: true })).toEqual({ i9_ssn: 'required_field' });
    expect(check({ i9_ssn: null }, { everify: true })).toEqual({ i9_ssn: 'required_field' });
    expect(check({ i9_ssn: '123456789' }, { everify: true })).toEqual({});
  });
  it('unless the employee has applied for one and not received it', () => {
    expect(check({ i9_ssn: null, i9_no_ssn: true }, { everify: true })).toEqual({});
    expect(check({ i9_ssn: '123456789', i9_no_ssn: true })).toEqual({ i9_ssn: 'i9_ssn_and_no_ssn' });
  });
});

describe('section1Schema: attestation', () => {
  it('an attestation is required', () => {
    expect(check({ attest_type: undefined as never })).toEqual({ attest_type: 'i9_attestation_required' });
    expect(check({ attest_type: 7 as never })).toEqual({ attest_type: 'i9_attestation_required' });
  });
  it.each([1, 2] as const)('attestation %s gives no numbers', (attest_type) => {
    expect(check({ attest_type })).toEqual({});
    expect(check({ attest_type, uscis_number: 'A123456789', form_i94_num: '12345678901', work_auth_until_date: '2030-01-01' })).toEqual({
      uscis_number: 'i9_not_applicable_for_attestation', form_i94_num: 'i9_not_applicable_for_attestation', work_auth_until_date: 'i9_not_applicable_for_attestation',
    });
  });
  it('a permanent resident gives the A-Number/USCIS number', () => {
    expect(check({ attest_type: 3, uscis_number: 'A1234567' })).toEqual({});
    expect(check({ attest_type: 3, uscis_number: '123456789' })).toEqual({});
    expect(check({ attest_type: 3 })).toEqual({ uscis_number: 'required_field' });
    expect(check({ attest_type: 3, uscis_number: 'A12' })).toEqual({ uscis_number: 'i9_invalid_a_number' });
    expect(check({ attest_type: 3, uscis_number: 'A1234567', foreign_passport_num: 'X1234567' })).toEqual({ foreign_passport_num: 'i9_not_applicable_for_attestation' });
  });
  it('a noncitizen authorized to work: an end date in the future, or N/A', () => {
    const base = { attest_type: 4 as const, uscis_number: 'A123456789' };
    expect(check({ ...base, work_auth_until_date: '2026-01-01' })).toEqual({});
    expect(check({ ...base, work_auth_until_date: TODAY })).toEqual({});
    expect(check({ ...base, work_auth_na: true })).toEqual({});
    expect(check(base)).toEqual({ work_auth_until_date: 'required_field' });
    expect(check({ ...base, work_auth_until_date: '2025-06-01' })).toEqual({ work_auth_until_date: 'i9_work_auth_date_past' });
    expect(check({ ...base, work_auth_until_date: '2026-01-01', work_auth_na: true })).toEqual({ work_auth_until_date: 'i9_work_auth_date_or_na' });
    expect(check({ ...base, work_auth_until_date: '2026-13-01' })).toEqual({ work_auth_until_date: 'i9_invalid_date' });
  });
  it('and exactly one of A-Number/USCIS, I-94, or foreign passport with its country', () => {
    const base = { attest_type: 4 as const, work_auth_na: true };
    expect(check({ ...base, form_i94_num: '123456789A1' })).toEqual({});
    expect(check({ ...base, foreign_passport_num: 'X1234567', foreign_country: 'MX' })).toEqual({});
    expect(check(base)).toEqual({ uscis_number: 'i9_alien_number_required' });
    expect(check({ ...base, foreign_passport_num: 'X1234567' })).toEqual({ foreign_country: 'required_field' });
    expect(check({ ...base, foreign_country: 'MX' })).toEqual({ foreign_passport_num: 'required_field' });
    expect(check({ ...base, uscis_number: 'A123456789', form_i94_num: '12345678901' })).toEqual({ form_i94_num: 'i9_alien_one_number_only' });
    expect(check({ ...base, form_i94_num: '12345678901', foreign_passport_num: 'X1234567', foreign_country: 'MX' })).toEqual({ foreign_passport_num: 'i9_alien_one_number_only' });
    expect(check({ ...base, form_i94_num: '1234' })).toEqual({ form_i94_num: 'i9_invalid_i94_number' });
  });
});

describe('section1Schema: preparers (Supplement A)', () => {
  it('required when a preparer helped, refused otherwise', () => {
    expect(check({ i9_use_preparer: true, preparers: [preparer] })).toEqual({});
    expect(check({ i9_use_preparer: true, preparers: [] })).toEqual({ preparers: 'i9_preparer_required' });
    expect(check({ i9_use_preparer: false, preparers: [preparer] })).toEqual({ preparers: 'i9_preparer_not_used' });
  });
  it('each preparer has name and address', () => {
    expect(check({ i9_use_preparer: true, preparers: [{ ...preparer, last_name: '', zip: 'x', state: 'QQ', signed_date: '2030-01-01' }] })).toEqual({
      'preparers[0].last_name': 'required_field', 'preparers[0].zip': 'invalid_zip_code', 'preparers[0].state': 'i9_invalid_state', 'preparers[0].signed_date': 'i9_date_in_future',
    });
    expect(errorsOf(section1Schema(ctx), section1({ i9_use_preparer: true, preparers: [{ ...preparer, phone: '1' } as I9Preparer] }))).toEqual({ 'preparers[0]': 'unknown_field' });
  });
});

/** Test-only fixtures and helpers of the I-9 rules (not exported from the package). */
import { ValidationError, type Schema } from 'yup';
import type { I9DocumentEntry, I9Section1Data, I9Section2Data } from '../i9-types';

/** Runs a schema as the server does (all errors, unknown keys refused) and answers { path: key }. */
export function errorsOf(schema: Schema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false, stripUnknown: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) {
      throw e;
    }
    const out: Record<string, string> = {};
    for (const err of e.inner.length ? e.inner : [e]) {
      out[err.path || '_'] ??= String(err.message);
    }
    return out;
  }
}

export const TODAY = '2025-06-02';

export function section1(over: Partial<I9Section1Data> = {}): I9Section1Data {
  return {
    i9_last_name: 'García López',
    i9_first_name: 'Ana María',
    i9_middle_initial: 'J',
    i9_no_middle_name: false,
    i9_other_last_names: null,
    i9_address1: '12 Main St',
    i9_address2: null,
    i9_city: 'Springfield',
    i9_state: 'IL',
    i9_zip: '62701',
    i9_dob: '1990-04-15',
    i9_ssn: null,
    i9_no_ssn: false,
    i9_email: null,
    i9_phone: null,
    attest_type: 1,
    uscis_number: null,
    work_auth_until_date: null,
    form_i94_num: null,
    foreign_passport_num: null,
    foreign_country: null,
    i9_additional_info: null,
    i9_use_preparer: false,
    preparers: [],
    ...over,
  };
}

export function doc(over: Partial<I9DocumentEntry> & Pick<I9DocumentEntry, 'list' | 'document_type'>): I9DocumentEntry {
  return {
    document_title: 'Title',
    issuing_authority: 'Authority',
    document_number: 'X1234567',
    expiration_date: null,
    ...over,
  };
}

export const PASSPORT = doc({ list: 'A', document_type: 'US_PASSPORT', expiration_date: '2030-01-01' });
export const LICENSE = doc({ list: 'B', document_type: 'DRIVERS_LICENSE', expiration_date: '2029-05-05', has_photo: true });
export const SSN_CARD = doc({ list: 'C', document_type: 'SSN_CARD' });

export function section2(over: Partial<I9Section2Data> = {}): I9Section2Data {
  return {
    documents: [PASSPORT],
    first_day_of_employment: '2025-06-02',
    additional_info: null,
    alt_procedure_used: false,
    employer_last_name: 'Smith',
    employer_first_name: 'Pat',
    employer_title: 'HR Manager',
    business_name: 'Acme Staffing',
    business_address: '1 Market St',
    business_city: 'Chicago',
    business_state: 'IL',
    business_zip: '60601',
    ...over,
  };
}

// Test-only: records as compliance answers them.
import type { I9RecordView, I9RevisionView } from '../i9-common/i9-record';

export function revision(value: Record<string, unknown>, over: Partial<I9RevisionView> = {}): I9RevisionView {
  return {
    revision_id: 1,
    section: 'section1',
    revision: 1,
    signed: Boolean(over.signed_at),
    signed_at: null,
    signed_by_party: null,
    signed_by_name: null,
    corrects_revision_id: null,
    created_at: '2025-06-02T10:00:00.000Z',
    updated_at: '2025-06-02T10:00:00.000Z',
    value,
    ...over,
  };
}

export function i9Record(over: Partial<I9RecordView> = {}): I9RecordView {
  return {
    id: 5,
    applicant_id: 42,
    location_id: 10,
    edition: '01/20/25',
    status: 'section1_pending',
    first_day_of_employment: null,
    termination_date: null,
    section1_due: null,
    section2_due: null,
    work_auth_until: null,
    retention_until: null,
    legal_hold: false,
    pending_correction: false,
    revealed: false,
    section1: { current: null, draft: null },
    section2: { current: null, draft: null },
    supplement_b: [],
    created_at: '2025-06-02T10:00:00.000Z',
    updated_at: '2025-06-02T10:00:00.000Z',
    ...over,
  };
}

/** A complete Section 1 of a U.S. citizen, as stored (digits-only SSN). */
export const CITIZEN_SECTION1: Record<string, unknown> = {
  i9_last_name: 'Diaz',
  i9_first_name: 'Ana',
  i9_middle_initial: 'M',
  i9_no_middle_name: false,
  i9_other_last_names: null,
  i9_address1: '12 Main St',
  i9_address2: null,
  i9_city: 'Springfield',
  i9_state: 'IL',
  i9_zip: '62701',
  i9_dob: '1990-01-15',
  i9_ssn: '123456789',
  i9_no_ssn: false,
  i9_email: 'ana@example.com',
  i9_phone: null,
  attest_type: 1,
  uscis_number: null,
  work_auth_until_date: null,
  work_auth_na: false,
  form_i94_num: null,
  foreign_passport_num: null,
  foreign_country: null,
  i9_additional_info: null,
  i9_use_preparer: false,
  preparers: [],
};

export const COUNTRIES = [
  { key: 'CA', value: 'Canada' },
  { key: 'MX', value: 'Mexico' },
];

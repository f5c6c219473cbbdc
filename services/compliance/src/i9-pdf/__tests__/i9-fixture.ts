import type { I9DocumentEntry, I9Preparer, I9SupplementBEntry } from '@attest/contracts';
import type { I9PdfInput } from '../render-i9-pdf';

export const preparer = (n: number): I9Preparer => ({
  last_name: `Translator${n}`,
  first_name: 'Maria',
  middle_initial: n % 2 ? 'L' : null,
  address: `${100 + n} Harbor View Road`,
  city: 'San Diego',
  state: 'CA',
  zip: '92101',
  signed_date: '2026-02-27',
});

export const passport: I9DocumentEntry = {
  list: 'A',
  document_type: 'US_PASSPORT',
  document_title: 'U.S. Passport',
  issuing_authority: 'U.S. Department of State',
  document_number: '567812349',
  expiration_date: '2031-08-14',
};

export const reverification = (n: number): I9SupplementBEntry => ({
  reason: n === 0 ? 'name_change' : 'reverification',
  new_last_name: n === 0 ? 'Okafor-Reyes' : null,
  new_first_name: n === 0 ? 'Adaeze' : null,
  new_middle_initial: null,
  date_of_rehire: n === 0 ? '2027-01-04' : null,
  document:
    n === 0
      ? null
      : { list: 'C', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)', issuing_authority: 'DHS', document_number: `SRC99${n}0012345`, expiration_date: '2029-05-31' },
  additional_info: n === 0 ? 'Legal name change, court order 2026-12-01 (JR 01/04/27)' : null,
  alt_procedure_used: n === 1,
  employer_name: 'Jordan Reyes',
  signed_date: `2027-0${n + 1}-04`,
});

/** A complete record: all sections, two preparers, a Section 2 with List B + C, two Supplement B entries. */
export function fullInput(over: Partial<I9PdfInput> = {}): I9PdfInput {
  return {
    edition: '01/20/25',
    recordId: 'I9-4711',
    employerName: 'Acme Staffing, Inc.',
    section1: {
      i9_last_name: 'Okafor',
      i9_first_name: 'Adaeze',
      i9_middle_initial: 'N',
      i9_no_middle_name: false,
      i9_other_last_names: 'Nwosu',
      i9_address1: '1200 Pennsylvania Avenue NW',
      i9_address2: '4B',
      i9_city: 'Washington',
      i9_state: 'DC',
      i9_zip: '20004',
      i9_dob: '1992-07-19',
      i9_ssn: '123456789',
      i9_no_ssn: false,
      i9_email: 'adaeze.okafor@example.com',
      i9_phone: '(202) 555-0147',
      attest_type: 4,
      uscis_number: 'A123456789',
      work_auth_until_date: '2028-09-30',
      form_i94_num: null,
      foreign_passport_num: null,
      foreign_country: null,
      i9_additional_info: null,
      i9_use_preparer: true,
      preparers: [preparer(1), preparer(2)],
      signature: { name: 'Adaeze N. Okafor', signed_at: '2026-02-27T15:04:00Z' },
    },
    section2: {
      documents: [
        { list: 'B', document_type: 'DRIVERS_LICENSE', document_title: "Driver's License", issuing_authority: 'District of Columbia DMV', document_number: 'DC9876543', expiration_date: '2030-07-19' },
        { list: 'C', document_type: 'SSN_CARD', document_title: 'Social Security Card (unrestricted)', issuing_authority: 'Social Security Administration', document_number: '123456789', expiration_date: null },
      ],
      first_day_of_employment: '2026-03-02',
      additional_info: 'Documents examined in person at the DC office.',
      alt_procedure_used: false,
      employer_last_name: 'Reyes',
      employer_first_name: 'Jordan',
      employer_title: 'HR Manager',
      business_name: 'Acme Staffing, Inc.',
      business_address: '500 Market Street, Suite 300',
      business_city: 'San Francisco',
      business_state: 'CA',
      business_zip: '94105',
      signature: { name: 'Jordan Reyes', signed_at: '2026-03-02T17:30:00Z' },
    },
    supplementB: [reverification(0), reverification(1)],
    auditSummary: [
      '2026-02-27 15:01 UTC  Section 1 opened by Adaeze Okafor (IP 203.0.113.7)',
      '2026-02-27 15:04 UTC  Section 1 signed by Adaeze Okafor (IP 203.0.113.7)',
      '2026-03-02 17:30 UTC  Section 2 signed by Jordan Reyes, HR Manager (IP 198.51.100.20)',
    ],
    ...over,
  };
}

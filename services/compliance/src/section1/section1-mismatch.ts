import type { EntityManager } from 'typeorm';
import { ApplicantFedTaxEntity } from '@attest/applicant';
import type { I9Section1Data } from '@attest/contracts';
import { conflict, TenantRepository } from '@attest/platform';

export interface MismatchFlags {
  detect_dob_mismatch_section_1: boolean;
  detect_ssn_mismatch_section_1: boolean;
}

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/**
 * The fields of a Section 1 that differ from the applicant's own record (federal tax info: date of
 * birth and federal id), for the customers that ask to detect it. Blank on either side is no mismatch.
 */
export async function section1Mismatches(m: EntityManager, customerId: number, applicantId: number, value: I9Section1Data, flags: MismatchFlags): Promise<Record<string, string>> {
  if (!flags.detect_dob_mismatch_section_1 && !flags.detect_ssn_mismatch_section_1) {
    return {};
  }
  const fedTax = await new TenantRepository(m, ApplicantFedTaxEntity).findOne(customerId, { applicant_id: applicantId });
  const out: Record<string, string> = {};
  if (flags.detect_dob_mismatch_section_1 && fedTax?.date_of_birth && value.i9_dob && fedTax.date_of_birth !== value.i9_dob) {
    out.i9_dob = 'i9_dob_mismatch';
  }
  const onRecord = digits(fedTax?.fed_id);
  const onForm = digits(value.i9_ssn);
  if (flags.detect_ssn_mismatch_section_1 && onRecord && onForm && onRecord !== onForm) {
    out.i9_ssn = 'i9_ssn_mismatch';
  }
  return out;
}

/** 409 `i9_section1_mismatch` with `details.fields`: the UI asks the employee to confirm or re-enter. */
export function mismatchConflict(fields: Record<string, string>) {
  return conflict('i9_section1_mismatch', { fields });
}

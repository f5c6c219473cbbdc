import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  everifyCitizenshipStatus,
  normalizeI9Ssn,
  section1Schema,
  section2Schema,
  type I9Section1Data,
  type I9Section2Data,
} from '@attest/contracts';
import { AppException, conflict, TenantRepository, validateWithYup } from '@attest/platform';
import { I9RecordEntity } from '../../records/entities';
import { RevisionsService } from '../../records/revisions.service';
import { parsePayload } from '../../shared/payload-mask';
import { customerEadCategories } from '../ead-admin/ead-categories';
import type { EverifyCaseInput } from '../adapter/everify-adapter';
import type { EverifyFlags } from './everify-access';
import type { EverifyCaseEntity } from './entities';

/** The signed Section 1 and Section 2 of a complete I-9, and the days they were signed (YYYY-MM-DD). */
export interface SignedI9 {
  section1: I9Section1Data;
  section2: I9Section2Data;
  section1SignedOn: string;
  section2SignedOn: string;
}

const ymd = (d: Date | null): string => (d ? new Date(d).toISOString().slice(0, 10) : new Date().toISOString().slice(0, 10));

/**
 * What a case is made from: the I-9's signed revisions (decrypted only here and in the job that sends the
 * case; nothing of it is stored on the case).
 */
@Injectable()
export class EverifyCaseSource {
  constructor(private readonly revisions: RevisionsService) {}

  /**
   * The I-9 is complete (Section 1 and 2 signed: 409 everify_i9_not_complete), carries an SSN (409
   * everify_ssn_required) and, with i9_validation_for_everify, passes the E-Verify form rules as of the days
   * it was signed (409 everify_i9_not_valid with the fields).
   */
  async requireReady(m: EntityManager, record: I9RecordEntity, flags: EverifyFlags): Promise<SignedI9> {
    const signed = record.status === 'complete' ? await this.signed(m, record) : null;
    if (!signed) {
      throw conflict('everify_i9_not_complete');
    }
    if (!normalizeI9Ssn(signed.section1.i9_ssn)) {
      throw conflict('everify_ssn_required');
    }
    if (flags.i9_validation_for_everify) {
      await this.checkForEverify(signed, await customerEadCategories(m, record.customer_id));
    }
    return signed;
  }

  /** The signed sections of a case's I-9 for the job that sends it (null when the I-9 is gone or unsigned). */
  async forCase(m: EntityManager, c: EverifyCaseEntity): Promise<SignedI9 | null> {
    const record = await new TenantRepository(m, I9RecordEntity).findOne(c.customer_id, { id: c.i9_record_id });
    return record ? this.signed(m, record) : null;
  }

  private async signed(m: EntityManager, record: I9RecordEntity): Promise<SignedI9 | null> {
    const [s1, s2] = await Promise.all([this.revisions.latestSigned(m, record, 'section1'), this.revisions.latestSigned(m, record, 'section2')]);
    if (!s1 || !s2) {
      return null;
    }
    return {
      section1: parsePayload(s1.payload) as unknown as I9Section1Data,
      section2: parsePayload(s2.payload) as unknown as I9Section2Data,
      section1SignedOn: ymd(s1.signed_at),
      section2SignedOn: ymd(s2.signed_at),
    };
  }

  private async checkForEverify(signed: SignedI9, eadCategories: readonly string[]): Promise<void> {
    try {
      await validateWithYup(section1Schema({ requireSsn: true, everify: true, today: signed.section1SignedOn }), signed.section1);
      await validateWithYup(
        section2Schema({ attestation: signed.section1.attest_type, everify: true, today: signed.section2SignedOn, examinedOn: signed.section2SignedOn, altProcedureEnabled: true, employeeDob: signed.section1.i9_dob, eadCategories }),
        signed.section2,
      );
    } catch (err) {
      if (err instanceof AppException && err.getStatus() === 400) {
        throw conflict('everify_i9_not_valid', err.details);
      }
      throw err;
    }
  }
}

/** E-Verify's case input from the I-9 (the client reference is ours: one per case). */
export function caseInput(c: EverifyCaseEntity, signed: SignedI9): EverifyCaseInput {
  const s1 = signed.section1;
  return {
    clientReference: clientReferenceOf(c),
    firstName: s1.i9_first_name,
    lastName: s1.i9_last_name,
    middleInitial: s1.i9_middle_initial ?? null,
    otherLastNames: s1.i9_other_last_names ?? null,
    dateOfBirth: s1.i9_dob,
    ssn: normalizeI9Ssn(s1.i9_ssn) ?? '',
    email: s1.i9_email ?? null,
    citizenshipStatus: everifyCitizenshipStatus(s1.attest_type),
    aNumber: s1.uscis_number ?? null,
    i94Number: s1.form_i94_num ?? null,
    foreignPassportNumber: s1.foreign_passport_num ?? null,
    countryOfIssuance: s1.foreign_country ?? null,
    documents: (signed.section2.documents ?? []).map((d) => ({ list: d.list, type: d.document_type, number: d.document_number ?? null, expirationDate: d.expiration_date ?? null })),
    hireDate: c.first_day_of_employment ?? signed.section2.first_day_of_employment,
    reasonForDelay: c.reason_for_delay,
    reasonForDelayDescription: c.reason_for_delay_description,
  };
}

export const clientReferenceOf = (c: Pick<EverifyCaseEntity, 'id'>): string => `attest-case-${c.id}`;

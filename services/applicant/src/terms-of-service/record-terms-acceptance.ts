import { In, type DataSource, type EntityManager } from 'typeorm';
import { TERMS_OF_SERVICE_PROPS } from '@attest/contracts';
import { TenantRepository } from '@attest/platform';
import { ApplicantPropEntity } from '../applicant-record/entities';
import { upsertApplicantProps } from '../applicant-record/upsert-applicant-props';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** What the applicant props say about the terms: the latest acceptance's time (ISO) and version. */
export interface TermsAcceptance {
  acceptedAt: string | null;
  version: string | null;
}

/**
 * Records that the applicant accepted `version` of the terms at `at` (the two applicant props). Pass the
 * transaction's manager so the props commit with the change that asks for them (the sign-up's insert, the
 * portal's acceptance). Answers the props that changed, for the caller's audit row.
 */
export async function recordTermsAcceptance(m: EntityManager, customerId: number, applicantId: number, version: string, at: Date): Promise<Changes> {
  const changes: Changes = {};
  // Whole seconds: the time reads back as it was answered.
  const acceptedAt = new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString();
  await upsertApplicantProps(m, customerId, applicantId, { [TERMS_OF_SERVICE_PROPS.acceptedAt]: acceptedAt, [TERMS_OF_SERVICE_PROPS.version]: version }, {}, changes);
  return changes;
}

/** The applicant's terms acceptance as stored (nulls when never accepted). */
export async function readTermsAcceptance(db: DataSource | EntityManager, customerId: number, applicantId: number): Promise<TermsAcceptance> {
  const props = await new TenantRepository(db, ApplicantPropEntity).find(customerId, { applicant_id: applicantId, state: '', code: In(Object.values(TERMS_OF_SERVICE_PROPS)) });
  const value = (code: string) => props.find((p) => p.code === code)?.value ?? null;
  return { acceptedAt: value(TERMS_OF_SERVICE_PROPS.acceptedAt), version: value(TERMS_OF_SERVICE_PROPS.version) };
}

import type { DataSource, EntityManager } from 'typeorm';
import { isConfigOn } from '@attest/contracts';
import { CustomerConfigEntity, forbidden, TenantRepository, type AuthContext } from '@attest/platform';
import { EverifyAssessmentEntity } from './entities/everify-assessment.entity';

/** The customer key that lets users without a passed assessment create cases (staff-side §9). */
export const BYPASS_ASSESSMENT_KEY = 'by_pass_everify_assessment_requirements';

/** Whether the customer waives the assessment. */
export async function assessmentBypassed(db: DataSource | EntityManager, customerId: number): Promise<boolean> {
  const row = await new TenantRepository(db, CustomerConfigEntity).findOne(customerId, { name: BYPASS_ASSESSMENT_KEY });
  return isConfigOn(row?.value ?? null);
}

/** Whether the user passed the customer's E-Verify assessment. */
export async function assessmentPassed(db: DataSource | EntityManager, customerId: number, userId: number): Promise<boolean> {
  const row = await new TenantRepository(db, EverifyAssessmentEntity).findOne(customerId, { user_id: userId });
  return row?.status === 'passed';
}

/**
 * The case-creation guard: E-Verify lets only users who completed its tutorial and passed the knowledge test
 * create cases. A staff caller without a passed assessment is refused (403 assessment_not_passed) unless the
 * customer sets by_pass_everify_assessment_requirements.
 */
export async function requireEverifyAssessment(db: DataSource | EntityManager, auth: AuthContext): Promise<void> {
  if (auth.party !== 'user') {
    return;
  }
  if ((await assessmentBypassed(db, auth.customerId)) || (await assessmentPassed(db, auth.customerId, auth.userId ?? 0))) {
    return;
  }
  throw forbidden('assessment_not_passed');
}

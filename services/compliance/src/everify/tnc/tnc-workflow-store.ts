import type { DataSource, EntityManager } from 'typeorm';
import { TenantRepository } from '@attest/platform';
import { EverifyTncWorkflowEntity } from './entities/everify-tnc-workflow.entity';

export const workflowRepo = (db: DataSource | EntityManager) => new TenantRepository(db, EverifyTncWorkflowEntity);

/** The case's workflow row, created empty when missing (unique per case: a concurrent first write is re-read). */
export async function workflowOf(m: EntityManager, customerId: number, caseId: number): Promise<EverifyTncWorkflowEntity> {
  const found = await workflowRepo(m).findOne(customerId, { case_id: caseId });
  if (found) {
    return found;
  }
  const now = new Date();
  return workflowRepo(m).insert(customerId, {
    case_id: caseId,
    notice_sent_at: null,
    notice_sent_by: null,
    downloaded_at: null,
    downloaded_lang: null,
    tnc_fan_step1: null,
    tnc_fan_step2: null,
    language: null,
    outcome: null,
    answered_party: null,
    answered_by: null,
    answered_name: null,
    answered_at: null,
    created_at: now,
    updated_at: now,
  });
}

export async function patchWorkflow(m: EntityManager, w: EverifyTncWorkflowEntity, patch: Partial<EverifyTncWorkflowEntity>): Promise<void> {
  const next = { ...patch, updated_at: new Date() };
  await workflowRepo(m).update(w.customer_id, { id: w.id }, next);
  Object.assign(w, next);
}

import type { JobPayload } from '@attest/platform';

export const SYNC_EVERIFY_CASE_JOB = 'sync-everify-case';

/**
 * Payload v1: bring one case in step with E-Verify: deliver what it owes (the submission or an employer action)
 * or refresh its status. Carries the case id only: the handler reads everything else (the I-9 included) itself.
 */
export interface SyncEverifyCaseJobData extends JobPayload {
  version: 1;
  caseId: number;
}

/** A job per change of the case (tag: its version) or per refresh round: a duplicate add is a no-op. */
export const syncJobId = (caseId: number, tag: string) => `everify-case-${caseId}-${tag}`;

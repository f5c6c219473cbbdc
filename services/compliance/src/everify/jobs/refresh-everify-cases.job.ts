import type { JobPayload } from '@attest/platform';

export const REFRESH_EVERIFY_CASES_JOB = 'refresh-everify-cases';

/** Payload v1: queue a sync for each of the customer's cases that waits for E-Verify (one round). */
export interface RefreshEverifyCasesJobData extends JobPayload {
  version: 1;
  /** The refresh round (time bucket): the per-case jobs of one round have the same tag. */
  round: number;
}

/** One job per customer and round, whatever the number of processes that schedule it. */
export const refreshJobId = (customerId: number, round: number) => `everify-refresh-${customerId}-${round}`;

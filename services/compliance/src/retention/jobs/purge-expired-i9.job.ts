import type { JobPayload } from '@attest/platform';

export const PURGE_EXPIRED_I9_JOB = 'purge-expired-i9';

/** Payload v1: purge the customer's I-9 records whose retention date is before `asOf` (YYYY-MM-DD). */
export interface PurgeExpiredI9JobData extends JobPayload {
  version: 1;
  asOf: string;
}

/** One run per customer and day: adding it again the same day is a no-op. */
export const purgeJobId = (customerId: number, asOf: string) => `i9-purge-${customerId}-${asOf}`;

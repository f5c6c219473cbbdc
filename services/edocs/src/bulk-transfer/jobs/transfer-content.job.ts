import type { JobPayload } from '@attest/platform';

export const TRANSFER_CONTENT_JOB = 'transfer-content';

/**
 * Applies a stored transfer bundle to the customer (version 1). Ids and a storage key only: the bundle itself
 * (and anything secret) never rides in the queue.
 */
export interface TransferContentJobData extends JobPayload {
  version: 1;
  /** The target customer. */
  customerId: number;
  userId: number;
  transferId: string;
  /** Where the signed bundle is stored: transfers/<customerId>/... */
  bundleKey: string;
  eventName: string;
}

export const transferJobId = (transferId: string) => `transfer-${transferId}`;
export const transferResultKey = (customerId: number, transferId: string) => `transfers/${customerId}/${transferId}.result.json`;

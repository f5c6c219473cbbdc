import { QueueName, type JobPayload } from '@attest/platform';

/**
 * The event identity publishes when an applicant signs up (decision 0044): a job other services may handle
 * (talent marks the referral that invited her SignedUp). Identity knows no consumer; the queue carries it, so
 * the arrow stays from talent down to identity.
 */
export const APPLICANT_REGISTERED_JOB = 'applicant-registered';
export const APPLICANT_REGISTERED_QUEUE = QueueName.Notifications;

/** Payload v1: ids only, no personal data. */
export interface ApplicantRegisteredJobData extends JobPayload {
  version: 1;
  applicantId: number;
}

export const applicantRegisteredJobId = (customerId: number, applicantId: number) => `apl-registered-${customerId}-${applicantId}`;

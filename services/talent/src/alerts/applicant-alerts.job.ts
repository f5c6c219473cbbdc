import { QueueName, type JobPayload } from '@attest/platform';

export const PRODUCE_APPLICANT_ALERTS_JOB = 'produce-applicant-alerts';
/** Applicant reminders are notifications to people: they share that queue. */
export const APPLICANT_ALERTS_QUEUE = QueueName.Notifications;
/** The scheduler ticks this often; each tick is one slot. */
export const ALERT_SLOT_MS = 5 * 60_000;

/** Payload v1: write the reminders due at `slot` (epoch ms) for one customer. No personal data. */
export interface ProduceApplicantAlertsJobData extends JobPayload {
  version: 1;
  slot: number;
}

/** One job per customer and slot, however many processes tick. */
export const applicantAlertsJobId = (customerId: number, slot: number) => `apl-alerts-${customerId}-${slot}`;

export const slotOf = (now: Date) => Math.floor(now.getTime() / ALERT_SLOT_MS) * ALERT_SLOT_MS;

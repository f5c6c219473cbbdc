import { QueueName, type JobPayload } from '@attest/platform';

export const SEND_I9_OVERDUE_ALERTS_JOB = 'send-i9-overdue-alerts';

/**
 * The daily jobs of compliance share the retention queue (record-keeping jobs run once a day per customer;
 * platform's QueueName has no alerts queue yet). One constant, so moving it is one edit.
 */
export const I9_ALERTS_QUEUE = QueueName.Retention;

/** Payload v1: email today's I-9 digest to the customer's Section 2 staff. `day` is YYYY-MM-DD (UTC). No personal data. */
export interface SendI9OverdueAlertsJobData extends JobPayload {
  version: 1;
  day: string;
}

/** One run per customer and day: adding it again the same day is a no-op (and the sent-log skips whom it reached). */
export const overdueAlertJobId = (customerId: number, day: string) => `i9-overdue-alert-${customerId}-${day}`;

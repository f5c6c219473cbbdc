import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, isUniqueViolation, type JobContext, type JobProcessor, NotificationService, TenantRepository } from '@attest/platform';
import { AlertRecipientsService, type AlertRecipient, type CustomerLinks } from './alert-recipients.service';
import { I9AlertLogEntity } from './i9-alert-log.entity';
import { I9_ALERTS_QUEUE, SEND_I9_OVERDUE_ALERTS_JOB, type SendI9OverdueAlertsJobData } from './jobs/send-i9-overdue-alerts.job';
import { overdueDigestEmail } from './overdue-digest-email';
import { inLocations, overdueRecords, type OverdueItem } from './overdue-records';

export interface OverdueAlertResult {
  /** Digests sent by this run. */
  sent: number;
  /** Recipients who had their digest for the day already. */
  alreadySent: number;
  records: number;
}

/**
 * The daily I-9 digest of one customer: records with Section 1 or 2 overdue, reverification overdue or
 * due within 30 days (business days, contracts' deadline helpers), and for each responsible staff user
 * (i9.section2.sign, their locations) one email listing theirs. Idempotent per user and day: the sent-log
 * row and the email go together, so a retry sends only what is missing.
 */
@Injectable()
export class SendI9OverdueAlertsProcessor implements JobProcessor<SendI9OverdueAlertsJobData> {
  readonly queue = I9_ALERTS_QUEUE;
  readonly jobName = SEND_I9_OVERDUE_ALERTS_JOB;
  readonly version = 1;
  private readonly logger = new Logger('I9OverdueAlerts');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recipients: AlertRecipientsService,
    private readonly notifications: NotificationService,
  ) {}

  async handle(data: SendI9OverdueAlertsJobData, ctx: JobContext): Promise<OverdueAlertResult> {
    const result: OverdueAlertResult = { sent: 0, alreadySent: 0, records: 0 };
    const items = await overdueRecords(this.ds, data.customerId, data.day);
    const links = items.length ? await this.recipients.linksOf(data.customerId) : null;
    result.records = items.length;
    if (!links) {
      return result;
    }
    const staff = await this.recipients.responsibleStaff(data.customerId);
    for (const [i, user] of staff.entries()) {
      const mine = items.filter((item) => inLocations(item, user.locationIds));
      if (mine.length) {
        const outcome = await this.sendOnce(data, ctx.jobId, user, links, mine);
        result.sent += outcome === 'sent' ? 1 : 0;
        result.alreadySent += outcome === 'already' ? 1 : 0;
      }
      await ctx.reportProgress(Math.round(((i + 1) / staff.length) * 100));
    }
    this.logger.log(`customer ${data.customerId} ${data.day}: ${result.records} I-9 records need attention, ${result.sent} digests sent`);
    return result;
  }

  private async sendOnce(data: SendI9OverdueAlertsJobData, jobId: string, user: AlertRecipient, links: CustomerLinks, items: OverdueItem[]): Promise<'sent' | 'already'> {
    const email = overdueDigestEmail({ publicUrl: this.config.publicUrl, ...links, firstName: user.firstName, day: data.day, items });
    try {
      await this.ds.transaction(async (m) => {
        await new TenantRepository(m, I9AlertLogEntity).insert(data.customerId, { user_id: user.userId, alert_day: data.day, records: items.length, job_id: jobId, sent_at: new Date() });
        // Sent inside the transaction: when sending fails the log row goes too, and a retry sends it.
        await this.notifications.sendEmail({ customerId: data.customerId, to: user.email, ...email });
      });
      return 'sent';
    } catch (err) {
      if (isUniqueViolation(err)) {
        return 'already';
      }
      throw err;
    }
  }
}

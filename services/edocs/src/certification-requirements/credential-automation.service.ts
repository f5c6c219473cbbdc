import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, LessThan, LessThanOrEqual, MoreThan, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { NotificationService } from '@attest/platform';
import { ApplicantCredentialEntity, CredentialTypeEntity } from '../credentials/entities';
import { CERT_ACTION, CERT_EVENT, defaultEvents, EXPIRING_SOON_DAYS, type EventConfig } from './automation-events';
import { credentialReminderEmail } from './credential-reminder-email';
import { CertAutomationEventEntity, CredentialEventEntity, PendingAtsActionEntity } from './entities';

const BATCH = 200;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment, in UTC (credential dates are calendar days with no zone). */
export const ymdOf = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * Raises certification requirement events on applicant credentials and runs their actions (staff-side §4):
 * RESEND_TASK / SEND_TASK email the applicant to upload; "update status in ATS" is queued as a pending ATS
 * action (no ATS adapter takes credentials yet; decision 0039). An event is raised once per occurrence.
 */
@Injectable()
export class CredentialAutomationService {
  private readonly logger = new Logger('CredentialAutomation');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly notifications: NotificationService,
  ) {}

  /** The customer's automation: their saved default, else the spec's defaults. */
  async eventsFor(customerId: number, db: DataSource | EntityManager = this.ds): Promise<EventConfig[]> {
    const rows = await db.getRepository(CertAutomationEventEntity).find({ where: { customer_id: customerId }, order: { status_id: 'ASC' } });
    return rows.length ? rows.map((r) => ({ status_id: r.status_id, action_ids: JSON.parse(r.action_ids) as number[] })) : defaultEvents();
  }

  /** Records the event (false when this occurrence was already raised) and runs the customer's actions for it. */
  async raise(cred: ApplicantCredentialEntity, statusId: number, occurrence: string, now: Date): Promise<boolean> {
    const events = await this.eventsFor(cred.customer_id);
    const actions = events.find((e) => e.status_id === statusId)?.action_ids ?? [];
    const repo = this.ds.getRepository(CredentialEventEntity);
    const already = await repo.findOne({ where: { apl_credential_id: cred.id, status_id: statusId, occurrence } });
    if (already) {
      return false;
    }
    try {
      await repo.insert({ customer_id: cred.customer_id, apl_credential_id: cred.id, status_id: statusId, occurrence, action_ids: JSON.stringify(actions), created: now });
    } catch (err) {
      // Another worker raised the same occurrence first (unique key): its actions run there.
      if (await repo.findOne({ where: { apl_credential_id: cred.id, status_id: statusId, occurrence } })) {
        return false;
      }
      throw err;
    }
    for (const action of actions) {
      await this.run(action, statusId, cred, now);
    }
    return true;
  }

  private async run(action: number, statusId: number, cred: ApplicantCredentialEntity, now: Date): Promise<void> {
    if (action === CERT_ACTION.UPDATE_STATUS_IN_ATS) {
      await this.ds.getRepository(PendingAtsActionEntity).insert({ customer_id: cred.customer_id, apl_credential_id: cred.id, kind: 'update_status', credential_status: cred.status, status: 'pending', created: now });
      return;
    }
    const applicant = await this.ds.getRepository(ApplicantEntity).findOne({ where: { customer_id: cred.customer_id, applicant_id: cred.applicant_id } });
    const type = await this.ds.getRepository(CredentialTypeEntity).findOne({ where: { customer_id: cred.customer_id, credential_id: cred.credential_id } });
    if (!applicant?.email || !type) {
      return;
    }
    const kind = statusId === CERT_EVENT.EXPIRING_SOON ? 'expiring' : statusId === CERT_EVENT.EXPIRED ? 'expired' : 'requested';
    const mail = credentialReminderEmail({ firstName: applicant.first_name, credentialName: type.name, kind, expirationDate: cred.expiration_date });
    await this.notifications.sendEmail({ customerId: cred.customer_id, to: applicant.email, ...mail });
    await this.ds.getRepository(ApplicantCredentialEntity).update({ id: cred.id }, { requested_date: now });
  }

  /** The daily pass over every customer: EXPIRED, EXPIRING_SOON and INCOMPLETE (SENT past its due date). */
  async runDaily(now: Date = new Date()): Promise<{ expired: number; expiringSoon: number; incomplete: number }> {
    const today = ymdOf(now);
    const soon = ymdOf(new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS));
    const repo = this.ds.getRepository(ApplicantCredentialEntity);
    const counts = { expired: 0, expiringSoon: 0, incomplete: 0 };
    await this.each({ status: 'UPLOADED', expiration_date: LessThan(today) }, async (c) => {
      await repo.update({ id: c.id, status: 'UPLOADED' }, { status: 'EXPIRED', last_modified_date: now });
      c.status = 'EXPIRED';
      counts.expired += Number(await this.raise(c, CERT_EVENT.EXPIRED, c.expiration_date ?? today, now));
    });
    await this.each({ status: 'UPLOADED', expiration_date: LessThanOrEqual(soon) }, async (c) => {
      counts.expiringSoon += Number(await this.raise(c, CERT_EVENT.EXPIRING_SOON, c.expiration_date ?? today, now));
    });
    await this.each({ status: 'SENT', due_date: LessThan(today) }, async (c) => {
      counts.incomplete += Number(await this.raise(c, CERT_EVENT.INCOMPLETE, c.due_date ?? today, now));
    });
    if (counts.expired + counts.expiringSoon + counts.incomplete) {
      this.logger.log(`Credential automation: ${JSON.stringify(counts)}`);
    }
    return counts;
  }

  /** Walks matching credentials by id so a batch whose status changes does not skip rows. */
  private async each(where: FindOptionsWhere<ApplicantCredentialEntity>, fn: (c: ApplicantCredentialEntity) => Promise<void>): Promise<void> {
    const repo = this.ds.getRepository(ApplicantCredentialEntity);
    let after = 0;
    for (;;) {
      const rows = await repo.find({ where: { ...where, id: MoreThan(after) }, order: { id: 'ASC' }, take: BATCH });
      for (const row of rows) {
        await fn(row);
      }
      if (rows.length < BATCH) {
        return;
      }
      after = rows[rows.length - 1].id;
    }
  }

  /** For tests and tools: the event rows of some credentials. */
  eventsOf(ids: number[]): Promise<CredentialEventEntity[]> {
    return this.ds.getRepository(CredentialEventEntity).find({ where: { apl_credential_id: In(ids) }, order: { id: 'ASC' } });
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApplicantEntity, loadCallingApplicant } from '@attest/applicant';
import { AUTH_REP_CONTACT } from '@attest/contracts';
import { CustomersService } from '@attest/identity';
import { APP_CONFIG, CustomerConfigService, NotificationService, TenantRepository, type AppConfig, type AuthContext } from '@attest/platform';
import type { I9RecordEntity } from '../records/entities';
import { lockRecord } from '../records/record-lock';
import { ActorService, type Actor } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import type { I9SecondSignerEntity } from './entities/i9-second-signer.entity';
import { invitationTexts } from './invitation-message';
import { maskEmail, maskMobile, repName, sendsLink } from './second-signer-contact';
import { linkDays, mintLinkToken, secondSignerUrl } from './second-signer-link';
import { findSecondSigner, patchSecondSigner } from './second-signer-store';

/** Section 2 can be done by the representative: Section 1 is signed and Section 2 is not (or was sent back). */
export const openForRepresentative = (record: I9RecordEntity): boolean => record.status === 'section1_signed' && !!record.section1_signed_at;

/**
 * Sends the authorized representative the link to Section 2 by email or text message. Each link is a new
 * random token (only its hash is stored), so sending again ends the previous link. The message goes out
 * inside the caller's transaction: when it cannot be sent, nothing changes (the row stays as it was).
 */
@Injectable()
export class SecondSignerInvitations {
  private readonly logger = new Logger('SecondSignerInvitations');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly config: CustomerConfigService,
    private readonly notifications: NotificationService,
    private readonly customers: CustomersService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
  ) {}

  /** Mints and sends a new link; `record` is locked in `m`. */
  async invite(m: EntityManager, record: I9RecordEntity, row: I9SecondSignerEntity, by: Actor): Promise<void> {
    const days = await linkDays(this.config, record.customer_id);
    const { token, hash } = mintLinkToken();
    const now = new Date();
    const expires = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
    await patchSecondSigner(m, row, { status: 'invited', token_hash: hash, token_expires_at: expires, used_at: null, invited_at: now, invited_by_party: by.party, invited_by_id: by.id });
    const email = row.contact_method === AUTH_REP_CONTACT.EMAIL;
    await this.trail.append(m, record, by, {
      action: 'update',
      target: 'second_signer',
      after: { invited: email ? 'email' : 'sms', to: email ? maskEmail(row.email) : maskMobile(row.mobile), link_expires_at: expires.toISOString() },
    });
    await this.send(m, record, row, token, days);
  }

  /**
   * After the employee signed Section 1, or chose a representative once it was signed: the first link goes
   * out by itself. A failure to send is logged (never the token or the address) and leaves the
   * representative 'pending', so staff see it and can send the link (notifyrep); the employee's action stands.
   */
  async inviteIfPending(auth: AuthContext, recordId: number): Promise<void> {
    try {
      await this.ds.transaction(async (m) => {
        const record = await lockRecord(m, auth.customerId, recordId);
        const row = await findSecondSigner(m, record);
        if (!row || row.status !== 'pending' || !sendsLink(row.contact_method) || !openForRepresentative(record)) {
          return;
        }
        const applicant = await loadCallingApplicant(m, auth);
        await this.invite(m, record, row, await this.actors.of(m, auth, applicant));
      });
    } catch (err) {
      this.logger.warn(`I-9 record ${recordId}: the representative's link was not sent (${err instanceof Error ? err.name : 'error'})`);
    }
  }

  private async send(m: EntityManager, record: I9RecordEntity, row: I9SecondSignerEntity, token: string, days: number): Promise<void> {
    const applicant = await new TenantRepository(m, ApplicantEntity).findOneOr404(record.customer_id, { applicant_id: record.applicant_id });
    const customer = await this.customers.findActiveById(record.customer_id);
    if (!customer) {
      throw new Error('customer not found');
    }
    const link = secondSignerUrl(this.app.publicUrl, customer.customer_code, await this.customers.locationCodeOf(customer.id, applicant.location_id), token);
    const texts = await invitationTexts(this.ds, customer.id, applicant.language, {
      name: repName(row) ?? '',
      employee: [applicant.first_name, applicant.last_name].filter(Boolean).join(' '),
      employer: customer.name,
      days,
      link,
    });
    if (row.contact_method === AUTH_REP_CONTACT.EMAIL && row.email) {
      await this.notifications.sendEmail({ customerId: customer.id, to: row.email, subject: texts.subject, text: texts.email });
    } else if (row.contact_method === AUTH_REP_CONTACT.SMS && row.mobile) {
      await this.notifications.sendSms({ customerId: customer.id, to: row.mobile, text: texts.sms });
    } else {
      throw new Error('no contact for the chosen method');
    }
  }
}

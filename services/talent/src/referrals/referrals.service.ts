import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { REFERRAL_STATUS, type CreateReferralInput, type ReferralColumn, type ReferralDatatableAnswer, type ReferralDatatableQuery, type ReferralStatus, type ReferralView } from '@attest/contracts';
import { CustomersService } from '@attest/identity';
import { APP_CONFIG, AuditService, locationScope, notFound, NotificationService, TenantRepository, type AppConfig, type AuthContext } from '@attest/platform';
import { ReferralEntity } from './entities/referral.entity';
import { referralInvitationEmail } from './referral-invitation-email';
import { ReferralLinkSigner } from './referral-link';

const ORDER_SQL: Record<ReferralColumn, string> = {
  created: 'r.created',
  first_name: 'r.first_name',
  last_name: 'r.last_name',
  email: 'r.email',
  status: 'r.status',
  referrer: 'a.last_name',
};
/** What GET aplreferral answers at most (newest first); the datatable query pages through all. */
const LIST_LIMIT = 200;

type Row = ReferralEntity & { a_first_name?: string | null; a_last_name?: string | null };

const like = (word: string) => `%${word.toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;

/**
 * Referrals (staff-side §7): an applicant lists their own; staff list, search and page the customer's
 * (limited to the applicants of their locations), send the invitation and mark it accepted. Another
 * customer's referral, or one of an applicant the caller may not see, is not found.
 */
@Injectable()
export class ReferralsService {
  private readonly links: ReferralLinkSigner;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly customers: CustomersService,
    private readonly notifications: NotificationService,
    private readonly audit: AuditService,
  ) {
    this.links = new ReferralLinkSigner(app.signingSecret);
  }

  /** The referrals the caller may see, joined to the referring applicant (`a`). */
  private visible(auth: AuthContext): SelectQueryBuilder<ReferralEntity> {
    const qb = new TenantRepository(this.ds, ReferralEntity)
      .query(auth.customerId, 'r')
      .innerJoin(ApplicantEntity, 'a', 'a.applicant_id = r.applicant_id AND a.customer_id = r.customer_id')
      .addSelect(['a.first_name', 'a.last_name']);
    if (auth.party === 'applicant') {
      return qb.andWhere('r.applicant_id = :self', { self: auth.applicantId ?? 0 });
    }
    const scope = locationScope(auth);
    return scope === null ? qb : qb.andWhere(scope.length ? 'a.location_id IN (:...scope)' : '1 = 0', { scope });
  }

  async list(auth: AuthContext): Promise<ReferralView[]> {
    const rows = await this.visible(auth).orderBy('r.created', 'DESC').addOrderBy('r.ref_id', 'DESC').limit(LIST_LIMIT).getRawAndEntities();
    return rows.entities.map((r, i) => view(r, rows.raw[i] as Record<string, unknown>));
  }

  async datatable(auth: AuthContext, q: ReferralDatatableQuery): Promise<ReferralDatatableAnswer> {
    const filtered = () => {
      const qb = this.visible(auth);
      (q.search?.value ?? '').split(/\s+/).filter(Boolean).slice(0, 4).forEach((word, i) => {
        const cols = ['r.first_name', 'r.last_name', 'r.email', 'a.first_name', 'a.last_name'].map((c) => `LOWER(${c}) LIKE :s${i} ESCAPE '!'`).join(' OR ');
        qb.andWhere(`(${cols})`, { [`s${i}`]: like(word) });
      });
      if (q.statuses?.length) {
        qb.andWhere('r.status IN (:...statuses)', { statuses: q.statuses });
      }
      return qb;
    };
    const page = filtered();
    const orders = q.order?.length ? q.order : [{ column: 'created' as const, dir: 'desc' as const }];
    orders.forEach((o, i) => (i === 0 ? page.orderBy(ORDER_SQL[o.column], o.dir === 'asc' ? 'ASC' : 'DESC') : page.addOrderBy(ORDER_SQL[o.column], o.dir === 'asc' ? 'ASC' : 'DESC')));
    page.addOrderBy('r.ref_id', 'DESC').offset(q.start).limit(q.length);
    const [rows, recordsFiltered, recordsTotal] = await Promise.all([page.getRawAndEntities(), filtered().getCount(), this.visible(auth).getCount()]);
    return { draw: q.draw, recordsTotal, recordsFiltered, data: rows.entities.map((r, i) => view(r, rows.raw[i] as Record<string, unknown>)) };
  }

  private async findVisible(auth: AuthContext, refId: number): Promise<{ row: ReferralEntity; raw: Record<string, unknown> }> {
    const found = await this.visible(auth).andWhere('r.ref_id = :refId', { refId }).getRawAndEntities();
    if (!found.entities.length) {
      throw notFound();
    }
    return { row: found.entities[0], raw: found.raw[0] as Record<string, unknown> };
  }

  /** Emails the referred person the sign-up link; Pending becomes Sent (a resend keeps a later status). */
  async sendInvitation(auth: AuthContext, refId: number): Promise<ReferralView> {
    const { row, raw } = await this.findVisible(auth, refId);
    const customer = await this.customers.findActiveById(auth.customerId);
    if (!customer) {
      throw notFound();
    }
    const referrer = [raw.a_first_name, raw.a_last_name].filter(Boolean).join(' ') || customer.name;
    // The link marks the referral Viewed, then opens the customer's sign-up page (decision 0044).
    const link = this.links.url(this.app.publicUrl, auth.customerId, row.ref_id);
    const mail = referralInvitationEmail({ firstName: row.first_name, referrer, customerName: customer.name, link });
    const now = new Date();
    const status: ReferralStatus = row.status === REFERRAL_STATUS.Pending ? REFERRAL_STATUS.Sent : (row.status as ReferralStatus);
    await this.ds.transaction(async (m) => {
      await new TenantRepository(m, ReferralEntity).update(auth.customerId, { ref_id: row.ref_id }, { status, sent_at: now });
      await this.record(auth, row, 'send_invitation', status, m);
    });
    await this.notifications.sendEmail({ customerId: auth.customerId, to: row.email, ...mail });
    return view({ ...row, status, sent_at: now }, raw);
  }

  /** The applicant refers a friend: the referral is stored Pending, and the invitation goes out at once (Sent). */
  async create(auth: AuthContext, input: CreateReferralInput): Promise<ReferralView> {
    const applicantId = auth.applicantId ?? 0;
    await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: applicantId });
    const row = await this.ds.transaction(async (m) => {
      const saved = await new TenantRepository(m, ReferralEntity).insert(auth.customerId, {
        applicant_id: applicantId,
        created: new Date(),
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        email: input.email!.trim(),
        phone: input.phone?.trim() || null,
        comment: input.comment?.trim() || null,
        status: REFERRAL_STATUS.Pending,
      });
      await this.audit.record(auth, { entity: 'apl_referral', entityId: saved.ref_id, action: 'create', changes: { status: { from: null, to: REFERRAL_STATUS.Pending } } }, m);
      return saved;
    });
    return this.sendInvitation(auth, row.ref_id);
  }

  /**
   * The friend opened the invitation link (public: the signed token is the credential): Pending or Sent becomes
   * Viewed; answers where to send her (the customer's sign-up page). A forged token is not found.
   */
  async open(token: unknown): Promise<string> {
    const named = this.links.check(token);
    const row = named ? await new TenantRepository(this.ds, ReferralEntity).findOne(named.customerId, { ref_id: named.refId }) : null;
    const customer = row ? await this.customers.findActiveById(row.customer_id) : null;
    if (!row || !customer) {
      throw notFound('referral_link_invalid');
    }
    if (row.status < REFERRAL_STATUS.Viewed) {
      const now = new Date();
      await this.ds.transaction(async (m) => {
        // Conditional: of two opens racing only one moves it (and a SignedUp one never moves back).
        const moved = await m.createQueryBuilder().update(ReferralEntity).set({ status: REFERRAL_STATUS.Viewed, viewed_at: now })
          .where('customer_id = :c AND ref_id = :r AND status < :viewed', { c: row.customer_id, r: row.ref_id, viewed: REFERRAL_STATUS.Viewed }).execute();
        if (moved.affected) {
          const actor = { party: 'applicant' as const, customerId: row.customer_id, applicantId: row.applicant_id, tokenId: 0, ip: '' };
          await this.audit.record(actor, { entity: 'apl_referral', entityId: row.ref_id, action: 'viewed', changes: { status: { from: row.status, to: REFERRAL_STATUS.Viewed } } }, m);
        }
      });
    }
    return `${this.app.publicUrl}/${encodeURIComponent(customer.customer_code)}/hq/register`;
  }

  /**
   * Identity's sign-up event: the referrals of her customer addressed to her email that were sent (or viewed) and
   * not yet taken become SignedUp with her applicant id. Idempotent: a replayed event finds nothing left to do.
   */
  async signedUp(customerId: number, applicantId: number): Promise<number> {
    const me = await new TenantRepository(this.ds, ApplicantEntity).findOne(customerId, { applicant_id: applicantId });
    if (!me?.email) {
      return 0;
    }
    const rows = await new TenantRepository(this.ds, ReferralEntity)
      .query(customerId, 'r')
      .andWhere('LOWER(r.email) = :email AND r.status IN (:...open) AND r.referred_applicant_id IS NULL', { email: me.email.toLowerCase(), open: [REFERRAL_STATUS.Sent, REFERRAL_STATUS.Viewed] })
      .getMany();
    const now = new Date();
    const actor = { party: 'applicant' as const, customerId, applicantId, tokenId: 0, ip: '' };
    for (const row of rows) {
      await this.ds.transaction(async (m) => {
        await new TenantRepository(m, ReferralEntity).update(customerId, { ref_id: row.ref_id }, { status: REFERRAL_STATUS.SignedUp, accepted_at: now, referred_applicant_id: applicantId });
        await this.record(actor, row, 'signed_up', REFERRAL_STATUS.SignedUp, m);
      });
    }
    return rows.length;
  }

  /** The referred person signed up: SignedUp (staff confirm it; the referred applicant, matched by email, accepts their own). */
  async acceptInvitation(auth: AuthContext, refId: number): Promise<ReferralView> {
    const { row, raw } = auth.party === 'applicant' ? await this.findReferredToCaller(auth, refId) : await this.findVisible(auth, refId);
    const now = new Date();
    const patch = {
      status: REFERRAL_STATUS.SignedUp,
      accepted_at: row.accepted_at ?? now,
      referred_applicant_id: auth.party === 'applicant' ? (auth.applicantId ?? null) : row.referred_applicant_id,
    };
    await this.ds.transaction(async (m) => {
      await new TenantRepository(m, ReferralEntity).update(auth.customerId, { ref_id: row.ref_id }, patch);
      await this.record(auth, row, 'accept_invitation', REFERRAL_STATUS.SignedUp, m);
    });
    return view({ ...row, ...patch }, raw);
  }

  /** An applicant accepts only a referral addressed to their own email. */
  private async findReferredToCaller(auth: AuthContext, refId: number): Promise<{ row: ReferralEntity; raw: Record<string, unknown> }> {
    const me = await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: auth.applicantId ?? 0 });
    const found = await new TenantRepository(this.ds, ReferralEntity)
      .query(auth.customerId, 'r')
      .innerJoin(ApplicantEntity, 'a', 'a.applicant_id = r.applicant_id AND a.customer_id = r.customer_id')
      .addSelect(['a.first_name', 'a.last_name'])
      .andWhere('r.ref_id = :refId AND LOWER(r.email) = :email', { refId, email: me.email.toLowerCase() })
      .getRawAndEntities();
    if (!found.entities.length) {
      throw notFound();
    }
    return { row: found.entities[0], raw: found.raw[0] as Record<string, unknown> };
  }

  private record(auth: AuthContext, row: ReferralEntity, action: string, to: number, m: DataSource['manager']): Promise<void> {
    return this.audit.record(auth, { entity: 'apl_referral', entityId: row.ref_id, action, changes: { status: { from: row.status, to } } }, m);
  }
}

function view(r: Row, raw: Record<string, unknown>): ReferralView {
  const name = [raw.a_first_name, raw.a_last_name].filter(Boolean).join(' ');
  return {
    ref_id: r.ref_id,
    applicant_id: r.applicant_id,
    customer_id: r.customer_id,
    created: r.created.toISOString(),
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone,
    comment: r.comment,
    status: r.status as ReferralStatus,
    applicant: { applicant_id: r.applicant_id, full_name: name },
  };
}

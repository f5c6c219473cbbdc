import { Inject, Injectable } from '@nestjs/common';
import { createUserSchema, normaliseEmail, type CreateUserBody, type CstUserDto } from '@attest/contracts';
import {
  APP_CONFIG,
  AppException,
  AuditService,
  conflict,
  hashPassword,
  NotificationService,
  TokenService,
  validateWithYup,
  type AppConfig,
  type AuthContext,
} from '@attest/platform';
import { DataSource, EntityManager } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import { UserRolesService } from '../roles/user-roles.service';
import { CstUserEntity } from './entities/cst-user.entity';
import { UserCustomerEntity } from './entities/user-customer.entity';
import { STAFF_INVITATION_TOKEN_KIND, STAFF_INVITATION_TTL_MINUTES, staffInvitationEmail } from './staff-invitation-email';
import { UsersAdminService } from './users-admin.service';

export interface BulkAddAnswer {
  created: CstUserDto[];
  failed: { index: number; email: string; messageKey: string; fields: Record<string, string> }[];
}

/**
 * Staff users are created by invitation: the account exists without a password until the invitee
 * opens the emailed link (7 days) and chooses one. An email that already has an account elsewhere
 * gains this customer as a membership instead (one person, one account).
 */
@Injectable()
export class UserInvitationsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: CustomersService,
    private readonly admin: UsersAdminService,
    private readonly userRoles: UserRolesService,
    private readonly tokens: TokenService,
    private readonly notifications: NotificationService,
    private readonly audit: AuditService,
  ) {}

  async invite(auth: AuthContext, body: CreateUserBody): Promise<CstUserDto> {
    const email = normaliseEmail(body.email);
    const { userId, invite } = await this.ds.transaction(async (m) => {
      if (body.location_id !== null) {
        await this.admin.requireLocation(m, auth, body.location_id);
      }
      const existing = await m.getRepository(CstUserEntity).findOne({ where: { email } });
      if (existing && (await m.getRepository(UserCustomerEntity).findOne({ where: { user_id: existing.user_id, customer_id: auth.customerId } }))) {
        throw conflict('duplicate_email', { fields: { email: 'duplicate_email' } });
      }
      const user = existing ?? (await this.createPending(m, auth, { ...body, email }));
      if (existing) {
        await m.insert(UserCustomerEntity, { user_id: existing.user_id, customer_id: auth.customerId });
        await this.audit.record(auth, { entity: 'cst_user', entityId: existing.user_id, action: 'add_customer', changes: { customer_id: { from: null, to: auth.customerId } } }, m);
      }
      for (const r of body.roles ?? []) {
        await this.userRoles.add(auth, { user_id: user.user_id, role_id: r.role_id, location_id: r.location_id ?? null }, m);
      }
      return { userId: user.user_id, invite: !existing || !!existing.invitation_pending };
    });
    if (invite) {
      await this.sendInvitation(auth, userId);
    }
    return this.admin.get(auth, userId);
  }

  private async createPending(m: EntityManager, auth: AuthContext, body: CreateUserBody): Promise<CstUserEntity> {
    const user = await m.save(
      m.create(CstUserEntity, {
        customer_id: auth.customerId,
        location_id: body.location_id,
        email: body.email,
        mobile: body.mobile,
        // No password until the invitation is accepted; login refuses pending accounts before any check.
        password_hash: '',
        failed_login_count: 0,
        locked: 0,
        last_activity: null,
        first_name: body.first_name,
        last_name: body.last_name,
        active: 1,
        job_title: body.job_title,
        country_code: body.country_code,
        invitation_pending: 1,
        invitation_expires_at: new Date(Date.now() + STAFF_INVITATION_TTL_MINUTES * 60_000),
      }),
    );
    await m.insert(UserCustomerEntity, { user_id: user.user_id, customer_id: auth.customerId });
    await this.audit.record(auth, { entity: 'cst_user', entityId: user.user_id, action: 'invite', changes: { email: { from: null, to: user.email }, first_name: { from: null, to: user.first_name }, last_name: { from: null, to: user.last_name } } }, m);
    return user;
  }

  /** A new link (the earlier ones stop working); only while the invitation is pending. */
  async resend(auth: AuthContext, userId: number): Promise<void> {
    const user = await this.admin.member(this.ds.manager, auth, userId);
    if (!user.invitation_pending) {
      throw conflict('invitation_not_pending');
    }
    await this.tokens.revokeAllFor('user', auth.customerId, userId);
    await this.ds.getRepository(CstUserEntity).update({ user_id: userId }, { invitation_expires_at: new Date(Date.now() + STAFF_INVITATION_TTL_MINUTES * 60_000) });
    await this.sendInvitation(auth, userId);
    await this.audit.record(auth, { entity: 'cst_user', entityId: userId, action: 'resend_invitation', changes: {} });
  }

  private async sendInvitation(auth: AuthContext, userId: number): Promise<void> {
    const user = await this.ds.getRepository(CstUserEntity).findOneByOrFail({ user_id: userId });
    const customer = await this.customers.findActiveById(auth.customerId);
    const inviter = auth.userId ? await this.ds.getRepository(CstUserEntity).findOneBy({ user_id: auth.userId }) : null;
    const { token } = await this.tokens.issue({ kind: STAFF_INVITATION_TOKEN_KIND as never, party: 'user', subjectId: userId, customerId: auth.customerId, ttlMinutes: STAFF_INVITATION_TTL_MINUTES, ...(auth.userId ? { issuedByUserId: auth.userId } : {}) });
    const content = staffInvitationEmail({
      publicUrl: this.config.publicUrl,
      customerCode: customer?.customer_code ?? '',
      locationCode: await this.customers.locationCodeOf(auth.customerId, user.location_id),
      token,
      firstName: user.first_name,
      customerName: customer?.name ?? '',
      invitedBy: inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : (customer?.name ?? ''),
    });
    await this.notifications.sendEmail({ customerId: auth.customerId, to: user.email, ...content });
  }

  /** The invitee's link: one use, sets the password, ends the pending state. */
  async accept(token: string, password: string, ip: string): Promise<{ email: string; customer_code: string }> {
    const row = await this.tokens.consume(STAFF_INVITATION_TOKEN_KIND as never, token);
    const user = row && row.party === 'user' ? await this.ds.getRepository(CstUserEntity).findOneBy({ user_id: row.subject_id, active: 1 }) : null;
    const customer = row ? await this.customers.findActiveById(row.customer_id) : null;
    if (!row || !user || !customer || !user.invitation_pending) {
      throw new AppException(400, 'token_invalid_or_expired');
    }
    await this.ds.getRepository(CstUserEntity).update({ user_id: user.user_id }, { password_hash: await hashPassword(password), invitation_pending: 0, invitation_expires_at: null, failed_login_count: 0, locked: 0 });
    await this.audit.recordEvent({ customerId: customer.id, party: 'user', id: user.user_id, ip }, { entity: 'cst_user', entityId: user.user_id, action: 'accept_invitation', changes: {} });
    return { email: user.email, customer_code: customer.customer_code };
  }

  /** Each row is checked and created on its own: one bad row does not stop the others. */
  async bulkAdd(auth: AuthContext, rows: unknown[]): Promise<BulkAddAnswer> {
    const answer: BulkAddAnswer = { created: [], failed: [] };
    for (const [index, raw] of rows.entries()) {
      const email = typeof (raw as { email?: unknown })?.email === 'string' ? String((raw as { email: string }).email) : '';
      try {
        const body = await validateWithYup(createUserSchema, raw);
        answer.created.push(await this.invite(auth, body));
      } catch (err) {
        if (!(err instanceof AppException) || err.getStatus() >= 500) {
          throw err;
        }
        answer.failed.push({ index, email, messageKey: err.messageKey, fields: ((err.details?.fields as Record<string, string>) ?? {}) });
      }
    }
    return answer;
  }
}

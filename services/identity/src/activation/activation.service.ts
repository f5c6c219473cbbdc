import { Inject, Injectable } from '@nestjs/common';
import type { ActivateAccountInput, ApplicantSessionDto } from '@attest/contracts';
import { ApplicantEntity, findApplicantInScope } from '@attest/applicant';
import {
  APP_CONFIG,
  type AppConfig,
  AppException,
  AuditService,
  type AuthContext,
  hashPassword,
  notFound,
  NotificationService,
  TenantRepository,
  type TokenKind,
  TokenService,
} from '@attest/platform';
import { DataSource } from 'typeorm';
import { ACTIVATION_TTL_MINUTES, activationEmail } from '../applicant-auth/auth-emails';
import { CustomersService } from '../customers/customers.service';
import { AccountLockoutService } from '../login-security/account-lockout.service';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { SessionIssuerService } from '../sessions/session-issuer.service';

/**
 * Token kind of invitation links. Not (yet) in platform's TokenKind union; the column is a plain
 * varchar(24), so it is stored and matched like the other kinds. A kind of its own keeps an invite
 * link from being usable as a reset link and the other way round.
 */
export const ACTIVATION_TOKEN_KIND: TokenKind = 'account_activation';

export interface InviteAnswer {
  sent: true;
  expires_at: string;
}

/** Staff invite an applicant; the applicant activates the account by choosing a password. */
@Injectable()
export class ActivationService {
  private readonly applicants: TenantRepository<ApplicantEntity>;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: CustomersService,
    private readonly tokens: TokenService,
    private readonly notifications: NotificationService,
    private readonly throttle: LoginThrottleService,
    private readonly lockout: AccountLockoutService,
    private readonly sessions: SessionIssuerService,
    private readonly audit: AuditService,
  ) {
    this.applicants = new TenantRepository(ds, ApplicantEntity);
  }

  /** Another customer's applicant, or a path customer that is not the caller's, is a 404. */
  async invite(auth: AuthContext, customerId: number, applicantId: number): Promise<InviteAnswer> {
    if (customerId !== auth.customerId) {
      throw notFound();
    }
    const customer = await this.customers.findActiveById(customerId);
    if (!customer) {
      throw notFound();
    }
    const applicant = await findApplicantInScope(this.ds, auth, applicantId, { active: 1 });
    const { token, expiresAt } = await this.tokens.issue({
      kind: ACTIVATION_TOKEN_KIND,
      party: 'applicant',
      subjectId: applicant.applicant_id,
      customerId,
      ttlMinutes: ACTIVATION_TTL_MINUTES,
      ...(auth.userId ? { issuedByUserId: auth.userId } : {}),
    });
    const content = activationEmail({
      publicUrl: this.config.publicUrl,
      customerCode: customer.customer_code,
      locationCode: await this.customers.locationCodeOf(customerId, applicant.location_id),
      token,
      firstName: applicant.first_name ?? '',
      customerName: customer.name,
    });
    await this.notifications.sendEmail({ customerId, to: applicant.email, ...content });
    await this.audit.record(auth, { entity: 'applicant', entityId: applicant.applicant_id, action: 'invite', changes: {} });
    return { sent: true, expires_at: expiresAt.toISOString() };
  }

  /**
   * Consumes the link (one winner under a race), sets the password, marks the address proven (the
   * link came by email) and opens a session, as a login would.
   */
  async activate(input: ActivateAccountInput, ip: string): Promise<ApplicantSessionDto> {
    await this.throttle.hit([['activatePerIp', ip]]);
    const row = await this.tokens.consume(ACTIVATION_TOKEN_KIND, input.token);
    const customer = row && row.party === 'applicant' ? await this.customers.findActiveById(row.customer_id) : null;
    const applicant = row && customer ? await this.applicants.findOne(customer.id, { applicant_id: row.subject_id, active: 1 }) : null;
    if (!row || !customer || !applicant) {
      throw new AppException(400, 'token_invalid_or_expired');
    }
    const passwordHash = await hashPassword(input.password);
    await this.applicants.update(
      customer.id,
      { applicant_id: applicant.applicant_id },
      { password_hash: passwordHash, verified: 1, locked: 0, failed_login_count: 0, last_updated: new Date() },
    );
    // Other invitation links and sessions of the account end: the new password is the only key now.
    await this.tokens.revokeAllFor('applicant', customer.id, applicant.applicant_id);
    await this.lockout.recordSuccess('applicant', applicant.applicant_id);
    return this.sessions.applicantSession({ ...applicant, verified: 1 }, customer);
  }
}

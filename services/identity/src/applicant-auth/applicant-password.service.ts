import { normaliseEmail } from '@attest/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { ForgotPasswordInput, ResetPasswordInput } from '@attest/contracts';
import { ApplicantEntity } from '@attest/applicant';
import {
  APP_CONFIG,
  type AppConfig,
  AppException,
  hashPassword,
  NotificationService,
  TenantRepository,
  TokenService,
} from '@attest/platform';
import { DataSource } from 'typeorm';
import { DEFAULT_LOCATION_CODE, normalizeCode } from '../customers/customer-code';
import { CustomersService } from '../customers/customers.service';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetEmail } from './auth-emails';

/** Forgot / reset password for applicants. */
@Injectable()
export class ApplicantPasswordService {
  private readonly applicants: TenantRepository<ApplicantEntity>;

  constructor(
    @Inject(DataSource) ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: CustomersService,
    private readonly tokens: TokenService,
    private readonly notifications: NotificationService,
    private readonly throttle: LoginThrottleService,
  ) {
    this.applicants = new TenantRepository(ds, ApplicantEntity);
  }

  /** The answer is the same whether or not the account exists. */
  async forgot(input: ForgotPasswordInput, ip: string): Promise<{ sent: true }> {
    const email = normaliseEmail(input.email);
    await this.throttle.hit([
      ['forgotPerIp', ip],
      ['forgotPerAccount', `applicant:${normalizeCode(input.customer_code)}:${email}`],
    ]);
    const customer = await this.customers.findByCode(input.customer_code);
    const applicant = customer ? await this.applicants.findOne(customer.id, { email, active: 1 }) : null;
    if (!customer || !applicant) {
      return { sent: true };
    }
    const location = await this.customers.findLocation(customer.id, input.location_code);
    const { token } = await this.tokens.issue({
      kind: 'password_reset',
      party: 'applicant',
      subjectId: applicant.applicant_id,
      customerId: customer.id,
      ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
    });
    const content = passwordResetEmail({
      publicUrl: this.config.publicUrl,
      customerCode: customer.customer_code,
      locationCode: location?.location_code ?? DEFAULT_LOCATION_CODE,
      token,
      firstName: applicant.first_name ?? '',
      customerName: customer.name,
    });
    await this.notifications.sendEmail({ customerId: customer.id, to: applicant.email, ...content });
    return { sent: true };
  }

  /**
   * Sets the new password, unlocks the account and ends every session and pending link of it. The
   * link arrived by email, so it also proves the address (verified = 1).
   */
  async reset(input: ResetPasswordInput): Promise<{ reset: true }> {
    const row = await this.tokens.consume('password_reset', input.token);
    if (!row || row.party !== 'applicant') {
      throw new AppException(400, 'token_invalid_or_expired');
    }
    const passwordHash = await hashPassword(input.password);
    await this.applicants.update(
      row.customer_id,
      { applicant_id: row.subject_id },
      {
        password_hash: passwordHash,
        locked: 0,
        failed_login_count: 0,
        verified: 1,
        last_updated: new Date(),
      },
    );
    await this.tokens.revokeAllFor('applicant', row.customer_id, row.subject_id);
    return { reset: true };
  }
}

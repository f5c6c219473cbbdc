import { normaliseEmail } from '@attest/contracts';
import { Injectable, Inject } from '@nestjs/common';
import type { ApplicantSessionDto, LoginInput } from '@attest/contracts';
import { ApplicantEntity } from '@attest/applicant';
import { AppException, burnPasswordCheck, TenantRepository, verifyPassword } from '@attest/platform';
import { DataSource } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import { normalizeCode } from '../customers/customer-code';
import { AccountLockoutService } from '../login-security/account-lockout.service';
import { loginError, loginOutcome } from '../login-security/login-outcome';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { SessionIssuerService } from '../sessions/session-issuer.service';
import { SsoSettingsService } from '../sso/sso-settings.service';

/** Applicant password login: throttle, then one constant-ish path for every kind of failure. */
@Injectable()
export class ApplicantLoginService {
  private readonly applicants: TenantRepository<ApplicantEntity>;

  constructor(
    @Inject(DataSource) ds: DataSource,
    private readonly customers: CustomersService,
    private readonly throttle: LoginThrottleService,
    private readonly lockout: AccountLockoutService,
    private readonly sessions: SessionIssuerService,
    private readonly sso: SsoSettingsService,
  ) {
    this.applicants = new TenantRepository(ds, ApplicantEntity);
  }

  async login(input: LoginInput, ip: string): Promise<ApplicantSessionDto> {
    const email = normaliseEmail(input.email);
    const attempt = await this.throttle.hit([
      ['loginPerIp', ip],
      ['loginPerAccount', `applicant:${normalizeCode(input.customer_code)}:${email}`],
    ]);
    const customer = await this.customers.findByCode(input.customer_code);
    if (customer && (await this.sso.passwordLoginDisabled(customer.id, 'applicant'))) {
      throw new AppException(403, 'sso_login_required');
    }
    const applicant = customer ? await this.applicants.findOne(customer.id, { email }) : null;
    if (!customer || !applicant || applicant.locked) {
      // Same work as a real check, so timing does not tell "no such account" from "wrong password".
      await burnPasswordCheck(input.password);
      throw loginError(applicant?.locked ? 'account_locked' : 'invalid_credentials');
    }
    const passwordOk = await verifyPassword(applicant.password_hash, input.password);
    const lockedNow = passwordOk
      ? false
      : await this.lockout.recordFailure('applicant', applicant.applicant_id);
    const outcome = loginOutcome({
      found: true,
      locked: false,
      lockedNow,
      passwordOk,
      // A deleted applicant (soft delete, decision 0021) is inactive too; checked on its own in case it is reactivated.
      active: !!applicant.active && !applicant.deleted_at,
      verified: !!applicant.verified,
    });
    if (outcome !== 'ok') {
      throw loginError(outcome);
    }
    await this.lockout.recordSuccess('applicant', applicant.applicant_id);
    // Sign-in limits count failures: a person who signs in and out often is never throttled for it.
    await attempt.succeeded();
    return this.sessions.applicantSession(applicant, customer);
  }
}

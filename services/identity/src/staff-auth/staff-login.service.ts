import { normaliseEmail } from '@attest/contracts';
import { Injectable } from '@nestjs/common';
import type { LoginInput, StaffLoginAnswer } from '@attest/contracts';
import { AppException, burnPasswordCheck, verifyPassword } from '@attest/platform';
import { normalizeCode } from '../customers/customer-code';
import { CustomersService } from '../customers/customers.service';
import { AccountLockoutService } from '../login-security/account-lockout.service';
import { loginError, loginOutcome } from '../login-security/login-outcome';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { SignInAuditService } from '../login-security/sign-in-audit.service';
import { SsoSettingsService } from '../sso/sso-settings.service';
import { MfaLoginService } from '../staff-mfa/mfa-login.service';
import { UsersService } from '../users/users.service';

/** Staff password login into one of the user's customers. */
@Injectable()
export class StaffLoginService {
  constructor(
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly lockout: AccountLockoutService,
    private readonly mfa: MfaLoginService,
    private readonly sso: SsoSettingsService,
    private readonly signIns: SignInAuditService,
  ) {}

  /** A session, or (with MFA) a challenge for POST /api/v1/login/mfa. */
  async login(input: LoginInput, ip: string): Promise<StaffLoginAnswer> {
    const email = normaliseEmail(input.email);
    const attempt = await this.throttle.hit([
      ['loginPerIp', ip],
      ['loginPerAccount', `user:${normalizeCode(input.customer_code)}:${email}`],
    ]);
    const customer = await this.customers.findByCode(input.customer_code);
    if (customer && (await this.sso.passwordLoginDisabled(customer.id, 'staff'))) {
      throw new AppException(403, 'sso_login_required');
    }
    const user = customer ? await this.users.findByEmail(email) : null;
    // A user who is not a member of the named customer is, for this login, no account at all.
    const member =
      !!customer && !!user && (await this.users.customerIdsOf(user.user_id)).includes(customer.id);
    if (!customer || !user || !member || user.locked || user.invitation_pending) {
      await burnPasswordCheck(input.password);
      const reason = member && user.locked ? 'account_locked' : 'invalid_credentials';
      if (customer) {
        await this.signIns.record({ customerId: customer.id, party: 'user', subjectId: member ? user.user_id : null, event: 'sign_in_failed', ip, reason, email });
      }
      throw loginError(reason);
    }
    const passwordOk = await verifyPassword(user.password_hash, input.password);
    const lockedNow = passwordOk ? false : await this.lockout.recordFailure('user', user.user_id);
    const outcome = loginOutcome({
      found: true,
      locked: false,
      lockedNow,
      passwordOk,
      active: !!user.active,
      verified: true,
    });
    if (outcome !== 'ok') {
      await this.signIns.record({ customerId: customer.id, party: 'user', subjectId: user.user_id, event: 'sign_in_failed', ip, reason: outcome, email });
      throw loginError(outcome);
    }
    await this.lockout.recordSuccess('user', user.user_id);
    // Sign-in limits count failures: the right password gives its attempt back (the code step has its own).
    await attempt.succeeded();
    return this.mfa.afterPassword(user, customer, ip);
  }
}

import { normaliseEmail } from '@attest/contracts';
import { Injectable } from '@nestjs/common';
import type { LoginInput, StaffSessionDto } from '@attest/contracts';
import { burnPasswordCheck, verifyPassword } from '@attest/platform';
import { normalizeCode } from '../customers/customer-code';
import { CustomersService } from '../customers/customers.service';
import { AccountLockoutService } from '../login-security/account-lockout.service';
import { loginError, loginOutcome } from '../login-security/login-outcome';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { SessionIssuerService } from '../sessions/session-issuer.service';
import { UsersService } from '../users/users.service';

/** Staff password login into one of the user's customers. */
@Injectable()
export class StaffLoginService {
  constructor(
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly lockout: AccountLockoutService,
    private readonly sessions: SessionIssuerService,
  ) {}

  async login(input: LoginInput, ip: string): Promise<StaffSessionDto> {
    const email = normaliseEmail(input.email);
    await this.throttle.hit([
      ['loginPerIp', ip],
      ['loginPerAccount', `user:${normalizeCode(input.customer_code)}:${email}`],
    ]);
    const customer = await this.customers.findByCode(input.customer_code);
    const user = customer ? await this.users.findByEmail(email) : null;
    // A user who is not a member of the named customer is, for this login, no account at all.
    const member =
      !!customer && !!user && (await this.users.customerIdsOf(user.user_id)).includes(customer.id);
    if (!customer || !user || !member || user.locked) {
      await burnPasswordCheck(input.password);
      throw loginError(member && user.locked ? 'account_locked' : 'invalid_credentials');
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
      throw loginError(outcome);
    }
    await this.lockout.recordSuccess('user', user.user_id);
    return this.sessions.staffSession(user, customer);
  }
}

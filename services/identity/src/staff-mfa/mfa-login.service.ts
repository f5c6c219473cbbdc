import { Inject, Injectable } from '@nestjs/common';
import type {
  MfaEnrolledSessionDto,
  MfaLoginInput,
  MfaTokenInput,
  StaffLoginAnswer,
  StaffSessionDto,
  TotpEnrolmentDto,
} from '@attest/contracts';
import { TokenService, unauthorized, type AuthTokenEntity, type TokenKind } from '@attest/platform';
import { DataSource } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import type { CustomerEntity } from '../customers/entities/customer.entity';
import { LoginThrottleService, type CountedAttempt } from '../login-security/login-throttle.service';
import { SignInAuditService } from '../login-security/sign-in-audit.service';
import { SessionIssuerService } from '../sessions/session-issuer.service';
import { CstUserEntity } from '../users/entities/cst-user.entity';
import { UsersService } from '../users/users.service';
import { StaffMfaService } from './staff-mfa.service';

/** A code must follow the password within this time; enrolment (scanning a QR code) gets longer. */
const CHALLENGE_TTL_MINUTES = 5;
const ENROLMENT_TTL_MINUTES = 15;

const invalidToken = () => unauthorized('token_invalid_or_expired');

/** The second step of a staff password login: a TOTP or recovery code, or enrolment when the customer requires MFA. */
@Injectable()
export class MfaLoginService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly mfa: StaffMfaService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
    private readonly signIns: SignInAuditService,
    private readonly sessions: SessionIssuerService,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
  ) {}

  /** Called once the password is right: a session, or a challenge for the second step. */
  async afterPassword(user: CstUserEntity, customer: CustomerEntity, ip: string): Promise<StaffLoginAnswer> {
    if (await this.mfa.isEnabled(user.user_id)) {
      return { mfa_required: true, mfa_token: await this.issue('mfa_challenge', user, customer, CHALLENGE_TTL_MINUTES) };
    }
    if (await this.mfa.requiredFor(user.user_id)) {
      return { mfa_enrolment_required: true, mfa_token: await this.issue('mfa_enrolment', user, customer, ENROLMENT_TTL_MINUTES) };
    }
    return this.open(user, customer, ip, 'password');
  }

  async completeChallenge(input: MfaLoginInput, ip: string): Promise<StaffSessionDto> {
    const { token, attempt } = await this.liveToken('mfa_challenge', input.mfa_token, ip);
    const factor = await this.mfa.verify(token.subject_id, input.code);
    if (!factor) {
      await this.failed(token, ip, 'mfa_code_invalid');
      throw unauthorized('mfa_code_invalid');
    }
    const { user, customer } = await this.consume('mfa_challenge', input.mfa_token);
    if (factor === 'recovery_code') {
      await this.signIns.record({ customerId: customer.id, party: 'user', subjectId: user.user_id, event: 'mfa_recovery_code_used', ip });
    }
    await attempt.succeeded();
    return this.open(user, customer, ip, factor === 'totp' ? 'password+totp' : 'password+recovery_code');
  }

  async startEnrolment(input: MfaTokenInput, ip: string): Promise<TotpEnrolmentDto> {
    const { token, attempt } = await this.liveToken('mfa_enrolment', input.mfa_token, ip);
    const { user } = await this.accountOf(token);
    const answer = await this.mfa.startEnrolment(user);
    await attempt.succeeded();
    await this.signIns.record({ customerId: token.customer_id, party: 'user', subjectId: user.user_id, event: 'mfa_enrolment_started', ip });
    return answer;
  }

  async confirmEnrolment(input: MfaLoginInput, ip: string): Promise<MfaEnrolledSessionDto> {
    const { token, attempt } = await this.liveToken('mfa_enrolment', input.mfa_token, ip);
    const codes = await this.mfa.confirmEnrolment(token.subject_id, input.code);
    if (!codes) {
      await this.failed(token, ip, 'mfa_code_invalid');
      throw unauthorized('mfa_code_invalid');
    }
    const { user, customer } = await this.consume('mfa_enrolment', input.mfa_token);
    await attempt.succeeded();
    await this.signIns.record({ customerId: customer.id, party: 'user', subjectId: user.user_id, event: 'mfa_enabled', ip, method: 'totp' });
    return { ...(await this.open(user, customer, ip, 'password+totp')), recovery_codes: codes };
  }

  private async issue(kind: TokenKind, user: CstUserEntity, customer: CustomerEntity, ttlMinutes: number): Promise<string> {
    const { token } = await this.tokens.issue({ kind, party: 'user', subjectId: user.user_id, customerId: customer.id, ttlMinutes });
    return token;
  }

  private async open(user: CstUserEntity, customer: CustomerEntity, ip: string, method: string): Promise<StaffSessionDto> {
    await this.signIns.record({ customerId: customer.id, party: 'user', subjectId: user.user_id, event: 'sign_in', ip, method });
    return this.sessions.staffSession(user, customer);
  }

  /**
   * Throttled like the password step: per address, per account and per challenge (which dies after a few
   * tries). The caller gives the attempts back when the step succeeds: the budgets count failures.
   */
  private async liveToken(kind: TokenKind, raw: string, ip: string): Promise<{ token: AuthTokenEntity; attempt: CountedAttempt }> {
    const perIp = await this.throttle.hit([['loginPerIp', ip]]);
    const token = await this.tokens.findLive(kind, raw);
    if (!token) {
      throw invalidToken();
    }
    const perAccount = await this.throttle.hit([
      ['mfaPerAccount', `user:${token.subject_id}`],
      ['mfaPerChallenge', String(token.id)],
    ]);
    const succeeded = async () => {
      await perIp.succeeded();
      await perAccount.succeeded();
    };
    return { token, attempt: { succeeded } };
  }

  private async failed(token: AuthTokenEntity, ip: string, reason: string): Promise<void> {
    await this.signIns.record({ customerId: token.customer_id, party: 'user', subjectId: token.subject_id, event: 'mfa_failed', ip, reason });
  }

  /** Uses the token up (one caller wins a race) and re-reads the account: it may have been locked meanwhile. */
  private async consume(kind: TokenKind, raw: string): Promise<{ user: CstUserEntity; customer: CustomerEntity }> {
    const token = await this.tokens.consume(kind, raw);
    if (!token) {
      throw invalidToken();
    }
    return this.accountOf(token);
  }

  private async accountOf(token: AuthTokenEntity): Promise<{ user: CstUserEntity; customer: CustomerEntity }> {
    const user = await this.ds.getRepository(CstUserEntity).findOne({ where: { user_id: token.subject_id } });
    const customer = await this.customers.findActiveById(token.customer_id);
    const member = !!user && !!customer && (await this.users.customerIdsOf(user.user_id)).includes(customer.id);
    if (!user || !customer || !member || !user.active || user.locked) {
      throw unauthorized('invalid_credentials');
    }
    return { user, customer };
  }
}

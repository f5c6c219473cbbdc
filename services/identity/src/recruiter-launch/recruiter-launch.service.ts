import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  PERMISSIONS,
  RECRUITER_LAUNCH_TTL_SECONDS,
  type AtsCandidate,
  type ExchangeRecruiterLaunchInput,
  type IssueRecruiterLaunchInput,
  type RecruiterLaunchDto,
  type RecruiterLaunchSessionDto,
} from '@attest/contracts';
import { AccessGrantsService, APP_CONFIG, type AppConfig, type AuthContext, forbidden, randomToken, sha256Hex, unauthorized } from '@attest/platform';
import { CustomersService } from '../customers/customers.service';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { SignInAuditService } from '../login-security/sign-in-audit.service';
import { SessionIssuerService } from '../sessions/session-issuer.service';
import { CstUserEntity } from '../users/entities/cst-user.entity';
import { UsersService } from '../users/users.service';
import { RecruiterLaunchEntity } from './entities/recruiter-launch.entity';

/** What a staff user needs to open the tab at all (its actions check their own permissions). */
const TAB_PERMISSION = PERMISSIONS.APPLICANTS_READ;

/**
 * The recruiter tab's sign-in (decision 0023): the ATS host, holding a staff session, asks for a launch;
 * the framed tab exchanges the launch token once, within two minutes, for a staff session of its own.
 * No password is ever typed inside the frame.
 */
@Injectable()
export class RecruiterLaunchService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly grants: AccessGrantsService,
    private readonly sessions: SessionIssuerService,
    private readonly throttle: LoginThrottleService,
    private readonly signIns: SignInAuditService,
  ) {}

  private get repo() {
    return this.ds.getRepository(RecruiterLaunchEntity);
  }

  async issue(auth: AuthContext, input: IssueRecruiterLaunchInput): Promise<RecruiterLaunchDto> {
    const customer = await this.customers.findActiveById(auth.customerId);
    if (!customer || !auth.userId) {
      throw forbidden('customer_forbidden');
    }
    const token = randomToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + RECRUITER_LAUNCH_TTL_SECONDS * 1000);
    await this.repo.insert({
      customer_id: customer.id,
      user_id: auth.userId,
      token_hash: sha256Hex(token),
      external_id: input.external_id,
      candidate: input.candidate ? JSON.stringify(input.candidate) : null,
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    });
    const query = new URLSearchParams({ customer: customer.customer_code, launch: token });
    return { launch_url: `${this.config.publicUrl}/recruiter-tab?${query.toString()}`, expires_at: expiresAt.toISOString() };
  }

  /**
   * Consumes the launch (one winner even under a race) and opens a staff session for the user who asked for
   * it, if they still may use the tab in that customer. A launch of another customer than the page's, an
   * expired or a used one are all the same 401.
   */
  async exchange(input: ExchangeRecruiterLaunchInput, ip: string): Promise<RecruiterLaunchSessionDto> {
    await this.throttle.hit([['singleUsePerIp', ip]]);
    const customer = await this.customers.findByCode(input.customer_code);
    const hash = sha256Hex(input.token);
    const now = new Date();
    const result = customer
      ? await this.repo
          .createQueryBuilder()
          .update(RecruiterLaunchEntity)
          .set({ used_at: now })
          .where('token_hash = :hash AND customer_id = :customerId AND used_at IS NULL AND expires_at > :now', { hash, customerId: customer.id, now })
          .execute()
      : { affected: 0 };
    const launch = result.affected ? await this.repo.findOneBy({ token_hash: hash }) : null;
    if (!customer || !launch) {
      throw unauthorized('token_invalid_or_expired');
    }
    await this.repo.update({ id: launch.id }, { candidate: null });
    const user = await this.ds.getRepository(CstUserEntity).findOneBy({ user_id: launch.user_id });
    const member = !!user && (await this.users.customerIdsOf(user.user_id)).includes(customer.id);
    if (!user || !member || user.locked || !user.active || user.invitation_pending || !(await this.grants.grantsFor(user.user_id, customer.id)).permissions.has(TAB_PERMISSION)) {
      await this.signIns.record({ customerId: customer.id, party: 'user', subjectId: launch.user_id, event: 'sign_in_failed', ip, method: 'recruiter_launch', reason: 'permission_denied' });
      throw forbidden('permission_denied');
    }
    await this.signIns.record({ customerId: customer.id, party: 'user', subjectId: user.user_id, event: 'sign_in', ip, method: 'recruiter_launch' });
    return {
      session: await this.sessions.staffSession(user, customer),
      external_id: launch.external_id,
      candidate: launch.candidate ? (JSON.parse(launch.candidate) as AtsCandidate) : null,
    };
  }
}

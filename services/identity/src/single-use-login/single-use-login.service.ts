import { Inject, Injectable } from '@nestjs/common';
import type { ApplicantSessionDto } from '@attest/contracts';
import { ApplicantEntity, findApplicantInScope } from '@attest/applicant';
import {
  APP_CONFIG,
  type AppConfig,
  AuditService,
  type AuthContext,
  TenantRepository,
  TokenService,
  unauthorized,
} from '@attest/platform';
import { DataSource } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { SessionIssuerService } from '../sessions/session-issuer.service';

/** "Log in as applicant": a staff user mints a short single-use token that opens an applicant session. */
@Injectable()
export class SingleUseLoginService {
  private readonly applicants: TenantRepository<ApplicantEntity>;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly customers: CustomersService,
    private readonly sessions: SessionIssuerService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
  ) {
    this.applicants = new TenantRepository(ds, ApplicantEntity);
  }

  /** Only for an applicant of the caller's active customer; anyone else's is a 404. */
  async create(auth: AuthContext, applicantId: number): Promise<{ value: string }> {
    const applicant = await findApplicantInScope(this.ds, auth, applicantId);
    const { token } = await this.tokens.issue({
      kind: 'single_use',
      party: 'applicant',
      subjectId: applicant.applicant_id,
      customerId: auth.customerId,
      ttlMinutes: this.config.singleUseTokenTtlMinutes,
      ...(auth.userId ? { issuedByUserId: auth.userId } : {}),
    });
    await this.audit.record(auth, { entity: 'applicant', entityId: applicant.applicant_id, action: 'single_use_login', changes: {} });
    return { value: token };
  }

  /** Consumes the token (one winner even under a race) and opens the applicant session. */
  async authenticate(value: string, ip: string): Promise<ApplicantSessionDto> {
    await this.throttle.hit([['singleUsePerIp', ip]]);
    const row = await this.tokens.consume('single_use', value);
    if (!row || row.party !== 'applicant') {
      throw unauthorized('token_invalid_or_expired');
    }
    const customer = await this.customers.findActiveById(row.customer_id);
    const applicant = customer ? await this.applicants.findOne(customer.id, { applicant_id: row.subject_id }) : null;
    // An applicant deleted after the link was made cannot be opened with it.
    if (!customer || !applicant || applicant.deleted_at) {
      throw unauthorized('token_invalid_or_expired');
    }
    return this.sessions.applicantSession(applicant, customer, row.issued_by_user_id ?? undefined);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { ApplicantSessionDto, StaffSessionDto } from '@attest/contracts';
import type { ApplicantEntity } from '@attest/applicant';
import { APP_CONFIG, type AppConfig, TokenService } from '@attest/platform';
import { CustomersService } from '../customers/customers.service';
import type { CustomerEntity } from '../customers/entities/customer.entity';
import type { CstUserEntity } from '../users/entities/cst-user.entity';
import { UsersService } from '../users/users.service';

/** Opens sessions: issues the access token and builds the answer (never a hash). */
@Injectable()
export class SessionIssuerService {
  constructor(
    private readonly tokens: TokenService,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `issuedByUserId` marks a staff user acting as the applicant, so audits show who acted. */
  async applicantSession(applicant: ApplicantEntity, customer: CustomerEntity, issuedByUserId?: number): Promise<ApplicantSessionDto> {
    const { token, expiresAt } = await this.tokens.issue({
      kind: 'access',
      party: 'applicant',
      subjectId: applicant.applicant_id,
      customerId: customer.id,
      ttlMinutes: this.config.accessTokenTtlMinutes,
      ...(issuedByUserId ? { issuedByUserId } : {}),
    });
    return {
      access_token: token,
      party: 'applicant',
      applicant_id: applicant.applicant_id,
      customer_id: customer.id,
      customer_code: customer.customer_code,
      location_code: await this.customers.locationCodeOf(customer.id, applicant.location_id),
      language: applicant.language ?? null,
      expires_at: expiresAt.toISOString(),
    };
  }

  async staffSession(user: CstUserEntity, customer: CustomerEntity): Promise<StaffSessionDto> {
    const memberships = await this.customers.findByIds(await this.users.customerIdsOf(user.user_id));
    const { token, expiresAt } = await this.tokens.issue({
      kind: 'access',
      party: 'user',
      subjectId: user.user_id,
      customerId: customer.id,
      ttlMinutes: this.config.accessTokenTtlMinutes,
    });
    return {
      access_token: token,
      party: 'user',
      user_id: user.user_id,
      customer_id: customer.id,
      customer_code: customer.customer_code,
      customers: memberships.map((c) => ({ customer_id: c.id, customer_code: c.customer_code, name: c.name })),
      full_name: `${user.first_name} ${user.last_name}`.trim(),
      expires_at: expiresAt.toISOString(),
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { normaliseEmail, type SsoAudience } from '@attest/contracts';
import { ApplicantEntity } from '@attest/applicant';
import { TenantRepository } from '@attest/platform';
import { DataSource } from 'typeorm';
import { CstUserEntity } from '../users/entities/cst-user.entity';
import { UsersService } from '../users/users.service';

/** Who a verified email from the provider is, in one customer: an active, unlocked member (never created here). */
@Injectable()
export class SsoAccountsService {
  private readonly applicants: TenantRepository<ApplicantEntity>;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly users: UsersService,
  ) {
    this.applicants = new TenantRepository(ds, ApplicantEntity);
  }

  /** The account id, or null. */
  async find(audience: SsoAudience, customerId: number, email: string): Promise<number | null> {
    const normalised = normaliseEmail(email);
    if (audience === 'staff') {
      const user = await this.users.findByEmail(normalised);
      const usable = !!user && !!user.active && !user.locked && !user.invitation_pending;
      return usable && (await this.users.customerIdsOf(user.user_id)).includes(customerId) ? user.user_id : null;
    }
    const applicant = await this.applicants.findOne(customerId, { email: normalised });
    return applicant && applicant.active && !applicant.locked ? applicant.applicant_id : null;
  }

  async staffUser(userId: number): Promise<CstUserEntity | null> {
    return this.ds.getRepository(CstUserEntity).findOne({ where: { user_id: userId } });
  }

  async applicant(customerId: number, applicantId: number): Promise<ApplicantEntity | null> {
    return this.applicants.findOne(customerId, { applicant_id: applicantId });
  }
}

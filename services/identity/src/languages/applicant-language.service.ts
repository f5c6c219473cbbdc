import { Inject, Injectable } from '@nestjs/common';
import type { ApplicantLanguageDto } from '@attest/contracts';
import { ApplicantEntity, findApplicantInScope } from '@attest/applicant';
import { AuditService, type AuthContext, fieldErrors, notFound, TenantRepository } from '@attest/platform';
import { DataSource } from 'typeorm';
import { LanguagesService } from './languages.service';

/** The language an applicant chose (applicants.language). */
@Injectable()
export class ApplicantLanguageService {
  private readonly applicants: TenantRepository<ApplicantEntity>;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly languages: LanguagesService,
    private readonly audit: AuditService,
  ) {
    this.applicants = new TenantRepository(ds, ApplicantEntity);
  }

  /** An applicant reaches only their own record, staff only their active customer's: else 404. */
  private async load(auth: AuthContext, applicantId: number): Promise<ApplicantEntity> {
    if (auth.party === 'applicant' && auth.applicantId !== applicantId) {
      throw notFound();
    }
    return findApplicantInScope(this.ds, auth, applicantId);
  }

  async get(auth: AuthContext, applicantId: number): Promise<ApplicantLanguageDto> {
    const applicant = await this.load(auth, applicantId);
    return { applicant_id: applicant.applicant_id, language: applicant.language };
  }

  /** The language must be one the customer offers. */
  async set(auth: AuthContext, applicantId: number, language: string): Promise<ApplicantLanguageDto> {
    const applicant = await this.load(auth, applicantId);
    if (!(await this.languages.codesOf(auth.customerId)).includes(language)) {
      throw fieldErrors({ language: 'invalid_entry' });
    }
    if (applicant.language !== language) {
      await this.applicants.update(auth.customerId, { applicant_id: applicantId }, { language, last_updated: new Date() });
      await this.audit.record(auth, {
        entity: 'applicant',
        entityId: applicantId,
        action: 'update',
        changes: { language: { from: applicant.language, to: language } },
      });
    }
    return { applicant_id: applicantId, language };
  }
}

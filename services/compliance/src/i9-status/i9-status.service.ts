import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadCallingApplicant } from '@attest/applicant';
import type { ApplicantI9Status, ApplicantSection1State } from '@attest/contracts';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordEntity } from '../records/entities';
import { RevisionsService } from '../records/revisions.service';

const NOT_STARTED: ApplicantI9Status = {
  started: false,
  status: null,
  section1: 'not_started',
  section1_due: null,
  first_day_of_employment: null,
  section1_signed_at: null,
};

/**
 * The applicant's own I-9 at a glance (Home's task list). Reads only: no record is created (GET /api/v1/i9
 * does that on first view) and no trail row is written, since nothing of the form's content is shown.
 */
@Injectable()
export class I9StatusService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly revisions: RevisionsService,
  ) {}

  async status(auth: AuthContext): Promise<ApplicantI9Status> {
    // The calling applicant of this customer (404 if the token's applicant is gone).
    const applicant = await loadCallingApplicant(this.ds, auth);
    const record = await new TenantRepository(this.ds, I9RecordEntity).findOne(auth.customerId, { current_applicant_id: applicant.applicant_id });
    if (!record) {
      return NOT_STARTED;
    }
    const m = this.ds.manager;
    const [signed, draft] = await Promise.all([this.revisions.latestSigned(m, record, 'section1'), this.revisions.draft(m, record, 'section1')]);
    return {
      started: true,
      status: record.status,
      section1: section1State(Boolean(signed), Boolean(draft)),
      section1_due: record.section1_due,
      first_day_of_employment: record.first_day_of_employment,
      section1_signed_at: record.section1_signed_at ? record.section1_signed_at.toISOString() : null,
    };
  }
}

function section1State(signed: boolean, draft: boolean): ApplicantSection1State {
  if (signed) {
    return draft ? 'correction_pending' : 'signed';
  }
  return draft ? 'draft' : 'not_started';
}

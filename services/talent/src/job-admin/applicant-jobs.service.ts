import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findApplicantInScope } from '@attest/applicant';
import type { ApplicantInterviewDto, ApplicantJobApplicationDto, ApplicantPlacementDto } from '@attest/contracts';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { InterviewEntity } from '../interviews/entities/interview.entity';
import { JobApplicationEntity } from '../jobs/entities/job-application.entity';
import { PlacementEntity } from '../placements/entities/placement.entity';

const LIMIT = 200;
const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * What staff see of one applicant's jobs on the applicant page (staff-side §3 "collections loaded on demand": job
 * applications, placements, interviews): the applicant must be the caller's customer's and in their locations,
 * else 404. Staff see every placement, visible to the applicant or not (the flag is answered).
 */
@Injectable()
export class ApplicantJobsService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async applications(auth: AuthContext, applicantId: number): Promise<ApplicantJobApplicationDto[]> {
    const a = await findApplicantInScope(this.ds, auth, applicantId);
    const rows = await new TenantRepository(this.ds, JobApplicationEntity)
      .query(auth.customerId, 'l')
      .andWhere('l.applicant_id = :id', { id: a.applicant_id })
      .orderBy('l.apply_date', 'DESC')
      .addOrderBy('l.log_id', 'DESC')
      .limit(LIMIT)
      .getMany();
    return rows.map((r) => ({ log_id: r.log_id, job_id: r.job_id, job_title: r.job_title, apply_date: iso(r.apply_date), method: r.method, status: r.status }));
  }

  async placements(auth: AuthContext, applicantId: number): Promise<ApplicantPlacementDto[]> {
    const a = await findApplicantInScope(this.ds, auth, applicantId);
    const rows = await new TenantRepository(this.ds, PlacementEntity)
      .query(auth.customerId, 'p')
      .andWhere('p.applicant_id = :id', { id: a.applicant_id })
      .orderBy('p.start_date', 'DESC')
      .addOrderBy('p.placement_id', 'DESC')
      .limit(LIMIT)
      .getMany();
    return rows.map((p) => ({
      placement_id: p.placement_id, job_id: p.job_id, title: p.title, company: p.company, status: p.status,
      start_date: p.start_date, end_date: p.end_date, pay_rate: p.pay_rate, visible_to_applicant: Number(p.visible_to_applicant) === 1,
    }));
  }

  async interviews(auth: AuthContext, applicantId: number): Promise<ApplicantInterviewDto[]> {
    const a = await findApplicantInScope(this.ds, auth, applicantId);
    const rows = await new TenantRepository(this.ds, InterviewEntity)
      .query(auth.customerId, 'i')
      .andWhere('i.applicant_id = :id', { id: a.applicant_id })
      .orderBy('i.start_at', 'DESC')
      .addOrderBy('i.interview_id', 'DESC')
      .limit(LIMIT)
      .getMany();
    return rows.map((i) => ({
      interview_id: i.interview_id, job_id: i.job_id, title: i.title, company: i.company, type: i.type,
      status: i.status, start_at: iso(i.start_at), duration_minutes: i.duration_minutes,
    }));
  }
}

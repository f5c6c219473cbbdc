import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { calendarFile } from '../calendar/calendar-file';
import { directionsUrl } from '../jobs/jobs.service';
import { InterviewEntity } from './entities/interview.entity';

export interface MyInterview {
  interview_id: number;
  title: string | null;
  company: string | null;
  address: string | null;
  type: string | null;
  status: number;
  start_at: Date;
  duration_minutes: number;
  directions_url: string | null;
}

const view = (i: InterviewEntity): MyInterview => ({
  interview_id: i.interview_id,
  title: i.title,
  company: i.company,
  address: i.address,
  type: i.type,
  status: i.status,
  start_at: i.start_at,
  duration_minutes: i.duration_minutes,
  directions_url: directionsUrl(i.address),
});

/** The applicant's interviews; `upcoming` is the earliest future one (applicant-side §3 helpers). */
@Injectable()
export class InterviewsService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async mine(auth: AuthContext, now = new Date()): Promise<{ items: MyInterview[]; upcoming: MyInterview | null }> {
    const rows = await new TenantRepository(this.ds, InterviewEntity)
      .query(auth.customerId, 'i')
      .andWhere('i.applicant_id = :self', { self: auth.applicantId ?? 0 })
      .orderBy('i.start_at', 'DESC')
      .addOrderBy('i.interview_id', 'DESC')
      .limit(200)
      .getMany();
    const future = rows.filter((i) => i.start_at.getTime() > now.getTime()).sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
    return { items: rows.map(view), upcoming: future[0] ? view(future[0]) : null };
  }

  async calendar(auth: AuthContext, interviewId: number): Promise<string> {
    const i = await new TenantRepository(this.ds, InterviewEntity).findOne(auth.customerId, { interview_id: interviewId, applicant_id: auth.applicantId ?? 0 });
    if (!i) {
      throw notFound('interview_not_found');
    }
    return calendarFile({
      uid: `interview-${i.customer_id}-${i.interview_id}@attest`,
      title: ['Interview', i.title, i.company].filter(Boolean).join(' – '),
      start: i.start_at,
      durationMinutes: i.duration_minutes,
      location: i.address,
      url: directionsUrl(i.address),
    });
  }
}

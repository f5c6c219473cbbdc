import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordEntity } from '../records/entities';
import { countdownOf, reverifyBucketOf, todayYmd, type Countdown } from '../shared/i9-rules';
import { SUBMISSION_STATES, type SubmissionQuery, type SubmissionState } from './dto/submission-query.dto';
import { applySubmissionFilter, reverifyApplies, stateCondition } from './submission-filter';

export interface SubmissionRow {
  id: number;
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  location_id: number | null;
  edition: string;
  status: string;
  first_day_of_employment: string | null;
  termination_date: string | null;
  section1_signed_at: Date | null;
  section2_signed_at: Date | null;
  section2_due: string | null;
  /** Section 2's countdown while it is unsigned and the first day is known. */
  section2_countdown: Countdown | null;
  work_auth_until: string | null;
  /** The dashboard's reverification bucket (due within 30/60/90 days, overdue) of a person still employed. */
  reverify_bucket: string | null;
  /** Reverification's countdown while it is in a bucket (calendarDaysLeft: the authorization ends on a calendar day). */
  reverify_countdown: Countdown | null;
  pending_correction: boolean;
  retention_until: string | null;
  legal_hold: boolean;
}

export type SubmissionCounts = Record<SubmissionState | 'total', number>;

const DEFAULT_TAKE = 25;

/** The I-9 submissions list and dashboard counts (staff-side §7), scoped to the caller's locations. */
@Injectable()
export class SubmissionsQueryService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private base(auth: AuthContext, q: SubmissionQuery, today: string) {
    return applySubmissionFilter(new TenantRepository(this.ds, I9RecordEntity).query(auth.customerId, 'r'), auth, q, today);
  }

  async query(auth: AuthContext, q: SubmissionQuery): Promise<{ items: SubmissionRow[]; total: number }> {
    const today = todayYmd();
    const total = await this.base(auth, q, today).getCount();
    const rows = await this.base(auth, q, today)
      .addSelect(['a.first_name', 'a.last_name'])
      .orderBy('r.id', 'DESC')
      .offset(q.skip ?? 0)
      .limit(q.take ?? DEFAULT_TAKE)
      .getRawAndEntities();
    const names = new Map(rows.raw.map((raw: Record<string, unknown>) => [Number(raw.r_id), { first: raw.a_first_name as string | null, last: raw.a_last_name as string | null }]));
    return { items: rows.entities.map((r) => rowView(r, names.get(r.id), today)), total };
  }

  /** One query: a SUM per state over the same scoped, filtered records (the query's own state is ignored). */
  async counts(auth: AuthContext, q: SubmissionQuery): Promise<SubmissionCounts> {
    const qb = this.base(auth, { ...q, state: undefined }, todayYmd()).select('COUNT(*)', 'total');
    for (const state of SUBMISSION_STATES) {
      qb.addSelect(`SUM(CASE WHEN ${stateCondition(state)} THEN 1 ELSE 0 END)`, state);
    }
    const raw = (await qb.getRawOne<Record<string, unknown>>()) ?? {};
    return Object.fromEntries(['total', ...SUBMISSION_STATES].map((k) => [k, Number(raw[k] ?? 0)])) as SubmissionCounts;
  }
}

function rowView(r: I9RecordEntity, name: { first: string | null; last: string | null } | undefined, today: string): SubmissionRow {
  const bucket = reverifyApplies(r, today) ? reverifyBucketOf(r.work_auth_until, today) : null;
  return {
    id: r.id,
    applicant_id: r.applicant_id,
    first_name: name?.first ?? null,
    last_name: name?.last ?? null,
    location_id: r.location_id,
    edition: r.edition,
    status: r.status,
    first_day_of_employment: r.first_day_of_employment,
    termination_date: r.termination_date,
    section1_signed_at: r.section1_signed_at,
    section2_signed_at: r.section2_signed_at,
    section2_due: r.section2_due,
    section2_countdown: r.section2_due && !r.section2_signed_at ? countdownOf(r.section2_due, today) : null,
    work_auth_until: r.work_auth_until,
    reverify_bucket: bucket,
    reverify_countdown: bucket && r.work_auth_until ? countdownOf(r.work_auth_until, today) : null,
    pending_correction: !!r.pending_correction,
    retention_until: r.retention_until,
    legal_hold: !!r.legal_hold,
  };
}

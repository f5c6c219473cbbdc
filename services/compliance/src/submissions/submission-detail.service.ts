import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { badRequest, type AuthContext } from '@attest/platform';
import { I9_SECTIONS, type I9Section } from '../records/entities';
import { I9RecordsService } from '../records/i9-records.service';
import { revisionView, type I9RevisionView } from '../records/i9-record-view';
import { RevisionsService } from '../records/revisions.service';
import { ActorService } from '../shared/actor';
import { countdownOf, retentionOf, reverifyBucketOf, todayYmd, type Countdown, type RetentionInfo } from '../shared/i9-rules';
import { TrailService } from '../trail/trail.service';
import { reverifyApplies } from './submission-filter';

export interface ExpirationAnswer {
  record_id: number;
  today: string;
  first_day_of_employment: string | null;
  section1_due: string | null;
  section2_due: string | null;
  section2_countdown: Countdown | null;
  /** When work authorization ends (Section 1 or an expiring List A/C document): reverification is due by then. */
  work_auth_until: string | null;
  reverify_countdown: Countdown | null;
  reverify_bucket: string | null;
  retention: RetentionInfo | null;
  legal_hold: boolean;
}

export type RevisionSummary = Omit<I9RevisionView, 'value'>;

/** One submission's deadlines and its revisions (each read is a trail row). */
@Injectable()
export class SubmissionDetailService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
  ) {}

  async expiration(auth: AuthContext, recordId: number): Promise<ExpirationAnswer> {
    return this.ds.transaction(async (m) => {
      const { record: r } = await this.records.lockInScope(m, auth, recordId);
      await this.trail.append(m, r, await this.actors.of(m, auth), { action: 'view', target: 'expiration' });
      const today = todayYmd();
      // After the termination date nothing is reverified (the date itself stays on the answer).
      const reverify = r.work_auth_until && reverifyApplies(r, today) ? r.work_auth_until : null;
      return {
        record_id: r.id,
        today,
        first_day_of_employment: r.first_day_of_employment,
        section1_due: r.section1_due,
        section2_due: r.section2_due,
        section2_countdown: r.section2_due && !r.section2_signed_at ? countdownOf(r.section2_due, today) : null,
        work_auth_until: r.work_auth_until,
        reverify_countdown: reverify ? countdownOf(reverify, today) : null,
        reverify_bucket: reverifyBucketOf(reverify, today),
        retention: retentionOf(r.first_day_of_employment, r.termination_date),
        legal_hold: !!r.legal_hold,
      };
    });
  }

  /** GET .../revision?name=: the revisions (without their values), of one section when `name` names it. */
  async revisionList(auth: AuthContext, recordId: number, name: string | undefined): Promise<RevisionSummary[]> {
    const section = sectionOf(name);
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: section ? `revisions:${section}` : 'revisions' });
      return (await this.revisions.list(m, record, section)).map((r) => summary(revisionView(r)));
    });
  }

  /** GET /api/v1/i9details/{id}/signed: the signed revisions with their values (masked). */
  async signed(auth: AuthContext, recordId: number): Promise<{ record_id: number; status: string; edition: string; revisions: I9RevisionView[] }> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: 'signed' });
      const signed = (await this.revisions.list(m, record)).filter((r) => r.signed_at);
      return { record_id: record.id, status: record.status, edition: record.edition, revisions: signed.map((r) => revisionView(r)) };
    });
  }
}

function sectionOf(name: string | undefined): I9Section | undefined {
  if (name === undefined || name === '') {
    return undefined;
  }
  if (!(I9_SECTIONS as readonly string[]).includes(name)) {
    throw badRequest('invalid_entry', { fields: { name: 'invalid_entry' } });
  }
  return name as I9Section;
}

function summary(v: I9RevisionView): RevisionSummary {
  const { value: _value, ...rest } = v;
  return rest;
}

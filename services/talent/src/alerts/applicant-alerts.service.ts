import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { fieldErrors, TenantRepository, type AuthContext } from '@attest/platform';
import { ALERT_READ, alertKind } from './alert-types';
import { InterviewEntity } from '../interviews/entities/interview.entity';
import { PlacementEntity } from '../placements/entities/placement.entity';
import { ApplicantAlertEntity } from './entities/applicant-alert.entity';

export interface ApplicantAlertView {
  alert_id: number;
  type: number;
  kind: 'placement' | 'interview' | 'referral';
  status: number;
  read: boolean;
  entity_id: number;
  date_created: Date;
  /** The title (and company) of the placement or interview it is about, when it still exists. */
  subject: string | null;
}

const LIST_LIMIT = 200;
const MAX_IDS = 500;

/** The applicant's own alerts (applicant-side §7 "Talent platform", §4 alert status). */
@Injectable()
export class ApplicantAlertsService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private repo() {
    return new TenantRepository(this.ds, ApplicantAlertEntity);
  }

  async list(auth: AuthContext): Promise<{ items: ApplicantAlertView[]; unread: number }> {
    const rows = await this.repo()
      .query(auth.customerId, 'x')
      .andWhere('x.applicant_id = :self', { self: auth.applicantId ?? 0 })
      // Unread first (status 0 or 1 before 2), then newest.
      .orderBy(`CASE WHEN x.status = ${ALERT_READ} THEN 1 ELSE 0 END`, 'ASC')
      .addOrderBy('x.date_created', 'DESC')
      .addOrderBy('x.alert_id', 'DESC')
      .limit(LIST_LIMIT)
      .getMany();
    const subjects = await this.subjects(auth, rows);
    return { items: rows.map((a) => view(a, subjects.get(`${alertKind(a.type)}:${a.entity_id}`) ?? null)), unread: await this.unread(auth) };
  }

  /** "kind:id" → "Title – Company" of the applicant's own placements and interviews the alerts name. */
  private async subjects(auth: AuthContext, rows: ApplicantAlertEntity[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const self = auth.applicantId ?? 0;
    const ids = (kind: string) => [...new Set(rows.filter((a) => alertKind(a.type) === kind).map((a) => a.entity_id))];
    const label = (title: string | null, company: string | null) => [title, company].filter(Boolean).join(' – ');
    const placementIds = ids('placement');
    if (placementIds.length) {
      for (const p of await new TenantRepository(this.ds, PlacementEntity).find(auth.customerId, { applicant_id: self, placement_id: In(placementIds) })) {
        out.set(`placement:${p.placement_id}`, label(p.title, p.company));
      }
    }
    const interviewIds = ids('interview');
    if (interviewIds.length) {
      for (const i of await new TenantRepository(this.ds, InterviewEntity).find(auth.customerId, { applicant_id: self, interview_id: In(interviewIds) })) {
        out.set(`interview:${i.interview_id}`, label(i.title, i.company));
      }
    }
    return out;
  }

  unread(auth: AuthContext): Promise<number> {
    return this.repo().count(auth.customerId, { applicant_id: auth.applicantId ?? 0, status: Not(ALERT_READ) });
  }

  /** Marks the named alerts (only the applicant's own; others are ignored) or all of them read. */
  async markRead(auth: AuthContext, body: unknown): Promise<{ updated: number; unread: number }> {
    const b = (body ?? {}) as { alertIds?: unknown; all?: unknown };
    const all = b.all === true;
    const ids = b.alertIds;
    if (!all && (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS || !ids.every((i) => Number.isInteger(i) && (i as number) > 0))) {
      throw fieldErrors({ alertIds: 'invalid_entry' });
    }
    const where = { applicant_id: auth.applicantId ?? 0, status: Not(ALERT_READ), ...(all ? {} : { alert_id: In(ids as number[]) }) };
    const updated = await this.repo().update(auth.customerId, where, { status: ALERT_READ });
    return { updated, unread: await this.unread(auth) };
  }
}

function view(a: ApplicantAlertEntity, subject: string | null): ApplicantAlertView {
  return { alert_id: a.alert_id, type: a.type, kind: alertKind(a.type), status: a.status, read: a.status === ALERT_READ, entity_id: a.entity_id, date_created: a.date_created, subject: subject || null };
}

import type { SelectQueryBuilder } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { locationScope, type AuthContext } from '@attest/platform';
import type { I9RecordEntity } from '../records/entities';
import { addDays } from '../shared/i9-rules';
import type { SubmissionQuery, SubmissionState } from './dto/submission-query.dto';

/** Reverification concerns people still employed: none after the termination date (M-274 §6). */
const EMPLOYED = '(r.termination_date IS NULL OR r.termination_date >= :today)';

/** Whether reverification still applies to a record on `today` (the same rule as EMPLOYED, for one row). */
export function reverifyApplies(record: { termination_date: string | null }, today: string): boolean {
  return !record.termination_date || record.termination_date >= today;
}

/** The SQL condition of each dashboard state, on i9_records `r` (dates are YYYY-MM-DD, compared as text). */
export function stateCondition(state: SubmissionState): string {
  switch (state) {
    case 'section1_pending':
      return 'r.section1_signed_at IS NULL';
    case 'section2_pending':
      return 'r.section1_signed_at IS NOT NULL AND r.section2_signed_at IS NULL';
    case 'section2_due_today':
      return 'r.section2_signed_at IS NULL AND r.section2_due = :today';
    case 'section2_overdue':
      return 'r.section2_signed_at IS NULL AND r.section2_due < :today';
    case 'section2_pending_review':
      return "r.status = 'section2_pending_review'";
    case 'corrections':
      return 'r.pending_correction = 1';
    case 'reverify_overdue':
      return `${EMPLOYED} AND r.work_auth_until < :today`;
    case 'reverify_due_30':
      return `${EMPLOYED} AND r.work_auth_until >= :today AND r.work_auth_until <= :in30`;
    case 'reverify_due_60':
      return `${EMPLOYED} AND r.work_auth_until > :in30 AND r.work_auth_until <= :in60`;
    case 'reverify_due_90':
      return `${EMPLOYED} AND r.work_auth_until > :in60 AND r.work_auth_until <= :in90`;
    case 'complete':
      return "r.status = 'complete'";
    case 'legal_hold':
      return 'r.legal_hold = 1';
  }
}

export function dayParams(today: string): Record<string, string> {
  return { today, in30: addDays(today, 30), in60: addDays(today, 60), in90: addDays(today, 90) };
}

/**
 * The records a staff user may list: joined to their applicant, limited to the user's locations (the
 * same scope as findApplicantInScope), then the query's filters.
 */
export function applySubmissionFilter(qb: SelectQueryBuilder<I9RecordEntity>, auth: AuthContext, q: SubmissionQuery, today: string): SelectQueryBuilder<I9RecordEntity> {
  qb.innerJoin(ApplicantEntity, 'a', 'a.applicant_id = r.applicant_id AND a.customer_id = r.customer_id').setParameters(dayParams(today));
  const scope = locationScope(auth);
  if (scope !== null) {
    qb.andWhere(scope.length ? 'a.location_id IN (:...scopeLocations)' : '1 = 0', { scopeLocations: scope });
  }
  if (q.location_id) {
    qb.andWhere('a.location_id = :locationId', { locationId: q.location_id });
  }
  if (q.applicant_id) {
    qb.andWhere('r.applicant_id = :applicantId', { applicantId: q.applicant_id });
  }
  if (q.search?.trim()) {
    // LIKE wildcards typed by the user are matched literally ('!' escapes the same way on MySQL and SQLite).
    const like = `%${q.search.trim().toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;
    qb.andWhere("(LOWER(a.first_name) LIKE :like ESCAPE '!' OR LOWER(a.last_name) LIKE :like ESCAPE '!')", { like });
  }
  if (q.state) {
    qb.andWhere(stateCondition(q.state));
  }
  return qb;
}

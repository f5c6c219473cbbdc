import {
  adverseActionForbidden,
  closureStatementsFor,
  everifyStatusKey,
  nextCaseStatus,
  workingDaysLeft,
  type ClosureStatement,
  type EverifyCaseEvent,
  type EverifyCaseStatus,
} from '@attest/contracts';
import type { EverifyCaseEntity, EverifyCaseEventEntity } from './entities';
import { snapshotOf } from './case-store';

/** The employer actions a case offers now (the UI shows only these; the server refuses the others). */
export type CaseAction = 'submit' | 'edit' | 'notified' | 'referral' | 'noncontest' | 'closure' | 'photo' | 'continue_duplicate';

export interface CaseHistoryRow {
  at: Date;
  kind: string;
  event: string;
  from_status: string | null;
  to_status: string | null;
  detail: string | null;
  actor_party: string;
  actor_name: string | null;
}

export interface EverifyCaseView {
  id: number;
  applicant_id: number;
  i9_record_id: number;
  location_id: number | null;
  first_name: string | null;
  last_name: string | null;
  case_number: string | null;
  status: EverifyCaseStatus;
  status_key: string;
  tnc_agency: string | null;
  /** "Waiting for E-Verify": a request is queued and not answered yet. */
  awaiting_service: boolean;
  pending_action: string | null;
  last_error: string | null;
  last_error_at: Date | null;
  reason_for_delay: string | null;
  reason_for_delay_description: string | null;
  reason_for_delay_auto: boolean;
  first_day_of_employment: string | null;
  case_due: string | null;
  /** Federal working days left (negative: late) while the case has not reached E-Verify. */
  case_days_left: number | null;
  tnc_issued_at: Date | null;
  employee_notified_at: Date | null;
  notify_due: string | null;
  notify_days_left: number | null;
  referred_at: Date | null;
  contact_due: string | null;
  contact_days_left: number | null;
  duplicate_case_numbers: string[];
  photo_available: boolean;
  photo_answer: string | null;
  closure_statement: string | null;
  closed_at: Date | null;
  allowed_closure_statements: readonly ClosureStatement[];
  allowed_actions: CaseAction[];
  /** No adverse action against the employee while the mismatch is open (M-775). */
  adverse_action_forbidden: boolean;
  submitted_at: Date | null;
  opened_at: Date | null;
  last_checked_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  history?: CaseHistoryRow[];
}

const ACTION_EVENTS: [CaseAction, EverifyCaseEvent][] = [
  ['submit', { type: 'SUBMIT' }],
  ['notified', { type: 'NOTIFY_EMPLOYEE' }],
  ['referral', { type: 'REFER' }],
  ['noncontest', { type: 'NONCONTEST' }],
  ['photo', { type: 'PHOTO_MATCH', answer: 'MATCH' }],
  ['continue_duplicate', { type: 'CONTINUE_DUPLICATE', reason: 'x' }],
];

export function allowedActions(c: EverifyCaseEntity): CaseAction[] {
  if (c.awaiting_service) {
    return [];
  }
  const snapshot = snapshotOf(c);
  const out = ACTION_EVENTS.filter(([, e]) => nextCaseStatus(snapshot, e).ok).map(([a]) => a);
  if (c.status === 'DRAFT') {
    out.push('edit');
  }
  if (closureStatementsFor(c.status).length) {
    out.push('closure');
  }
  return out;
}

export function parseNumbers(json: string | null): string[] {
  if (!json) {
    return [];
  }
  const v = JSON.parse(json) as unknown;
  return Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : [];
}

export function caseView(c: EverifyCaseEntity, today: string, names?: { first: string | null; last: string | null }, history?: EverifyCaseEventEntity[]): EverifyCaseView {
  const open = c.status !== 'CLOSED';
  const left = (due: string | null, active: boolean) => (due && active ? workingDaysLeft(due, today) : null);
  return {
    id: c.id,
    applicant_id: c.applicant_id,
    i9_record_id: c.i9_record_id,
    location_id: c.location_id,
    first_name: names?.first ?? null,
    last_name: names?.last ?? null,
    case_number: c.case_number,
    status: c.status,
    status_key: everifyStatusKey(c.status),
    tnc_agency: c.tnc_agency,
    awaiting_service: !!c.awaiting_service,
    pending_action: c.pending_action,
    last_error: c.last_error,
    last_error_at: c.last_error_at,
    reason_for_delay: c.reason_for_delay,
    reason_for_delay_description: c.reason_for_delay_description,
    reason_for_delay_auto: !!c.reason_for_delay_auto,
    first_day_of_employment: c.first_day_of_employment,
    case_due: c.case_due,
    case_days_left: left(c.case_due, open && !c.opened_at),
    tnc_issued_at: c.tnc_issued_at,
    employee_notified_at: c.employee_notified_at,
    notify_due: c.notify_due,
    notify_days_left: left(c.notify_due, (c.status === 'SSA_TNC' || c.status === 'DHS_TNC') && !c.employee_notified_at),
    referred_at: c.referred_at,
    contact_due: c.contact_due,
    contact_days_left: left(c.contact_due, c.status === 'REFERRED'),
    duplicate_case_numbers: parseNumbers(c.duplicate_case_numbers),
    photo_available: !!c.photo_key,
    photo_answer: c.photo_answer,
    closure_statement: c.closure_statement,
    closed_at: c.closed_at,
    allowed_closure_statements: c.awaiting_service ? [] : closureStatementsFor(c.status),
    allowed_actions: allowedActions(c),
    adverse_action_forbidden: adverseActionForbidden(c.status),
    submitted_at: c.submitted_at,
    opened_at: c.opened_at,
    last_checked_at: c.last_checked_at,
    created_at: c.created_at,
    updated_at: c.updated_at,
    version: c.version,
    ...(history ? { history: history.map(historyRow) } : {}),
  };
}

function historyRow(e: EverifyCaseEventEntity): CaseHistoryRow {
  return { at: e.at, kind: e.kind, event: e.event, from_status: e.from_status, to_status: e.to_status, detail: e.detail, actor_party: e.actor_party, actor_name: e.actor_name };
}

import { everifyStatusKey, nextCaseStatus, workingDaysLeft, type EverifyCaseStatus, type TncFanLanguage } from '@attest/contracts';
import { snapshotOf } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import type { EverifyTncWorkflowEntity } from './entities/everify-tnc-workflow.entity';

/** GET /api/v1/everify/{id}/tncfanworkflow: the notice, the employee's answers and whether they may be given now. */
export interface TncWorkflowView {
  case_id: number;
  case_number: string | null;
  status: EverifyCaseStatus;
  status_key: string;
  agency: string | null;
  tnc_issued_at: Date | null;
  notify_due: string | null;
  notify_days_left: number | null;
  employee_notified_at: Date | null;
  notice_sent_at: Date | null;
  referred_at: Date | null;
  contact_due: string | null;
  contact_days_left: number | null;
  awaiting_service: boolean;
  answers: {
    tnc_fan_step1: boolean | null;
    tnc_fan_step2: boolean | null;
    tnc_fan_language: TncFanLanguage | null;
    tnc_fan_downloaded: boolean;
  };
  downloaded_at: Date | null;
  outcome: string | null;
  answered_at: Date | null;
  answered_by_party: string | null;
  /** Staff only: who recorded the decision (the employee's own answer reads as theirs). */
  answered_by_name: string | null;
  /** The decision may be recorded now; otherwise `blocked_by` says why (a message key). */
  can_answer: boolean;
  blocked_by: string | null;
}

const bool = (v: number | null | undefined): boolean | null => (v === null || v === undefined ? null : v === 1);

/** Why the decision cannot be recorded now (null: it can), by the same rules the case action checks. */
export function answerBlockedBy(c: EverifyCaseEntity, w: EverifyTncWorkflowEntity | null): string | null {
  if (w?.outcome) {
    return 'everify_tnc_already_answered';
  }
  if (c.awaiting_service) {
    return 'everify_case_awaiting_service';
  }
  const check = nextCaseStatus(snapshotOf(c), { type: 'NONCONTEST' });
  return check.ok ? null : check.messageKey;
}

export function tncWorkflowView(c: EverifyCaseEntity, w: EverifyTncWorkflowEntity | null, today: string, party: 'applicant' | 'user'): TncWorkflowView {
  const blocked = answerBlockedBy(c, w);
  const tncOpen = c.status === 'SSA_TNC' || c.status === 'DHS_TNC';
  return {
    case_id: c.id,
    case_number: c.case_number,
    status: c.status,
    status_key: everifyStatusKey(c.status),
    agency: c.tnc_agency,
    tnc_issued_at: c.tnc_issued_at,
    notify_due: c.notify_due,
    notify_days_left: c.notify_due && tncOpen && !c.employee_notified_at ? workingDaysLeft(c.notify_due, today) : null,
    employee_notified_at: c.employee_notified_at,
    notice_sent_at: w?.notice_sent_at ?? null,
    referred_at: c.referred_at,
    contact_due: c.contact_due,
    contact_days_left: c.contact_due && c.status === 'REFERRED' ? workingDaysLeft(c.contact_due, today) : null,
    awaiting_service: !!c.awaiting_service,
    answers: {
      tnc_fan_step1: bool(w?.tnc_fan_step1),
      tnc_fan_step2: bool(w?.tnc_fan_step2),
      tnc_fan_language: (w?.language as TncFanLanguage | null) ?? null,
      tnc_fan_downloaded: !!w?.downloaded_at,
    },
    downloaded_at: w?.downloaded_at ?? null,
    outcome: w?.outcome ?? null,
    answered_at: w?.answered_at ?? null,
    answered_by_party: w?.answered_party ?? null,
    answered_by_name: party === 'user' ? (w?.answered_name ?? null) : null,
    can_answer: blocked === null,
    blocked_by: blocked,
  };
}

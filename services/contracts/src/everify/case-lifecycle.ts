import { EVERIFY_CASE_STATUS as S, type EverifyCaseStatus, type PhotoMatchAnswer } from './everify-types';
import { closureStatementsFor, type ClosureStatement } from './closure-statements';

/**
 * The moves a case may make, and who makes them: the employer (a staff action) or the service (E-Verify's
 * answer, through the adapter). A move not in this table is refused (`everify_transition_refused`), so neither
 * a staff call out of order nor a simulator answer out of order can put a case in a state E-Verify would not.
 */
export type EverifyCaseEvent =
  | { type: 'SUBMIT' }
  /** E-Verify refused the submission itself (its data checks): no case was opened, the draft is corrected and sent again. */
  | { type: 'SUBMISSION_REFUSED' }
  | { type: 'SERVICE_RESULT'; status: EverifyCaseStatus }
  | { type: 'CONTINUE_DUPLICATE'; reason: string }
  | { type: 'PHOTO_MATCH'; answer: PhotoMatchAnswer }
  | { type: 'NOTIFY_EMPLOYEE' }
  | { type: 'REFER' }
  | { type: 'NONCONTEST' }
  | { type: 'CLOSE'; statement: ClosureStatement };

/** What E-Verify may answer from each waiting state. */
const SERVICE_RESULTS: Partial<Record<EverifyCaseStatus, readonly EverifyCaseStatus[]>> = {
  [S.SUBMITTED]: [S.DUPLICATE_CASE_ALERT, S.PHOTO_MATCHING, S.VERIFICATION_IN_PROCESS, S.EMPLOYMENT_AUTHORIZED, S.SSA_TNC, S.DHS_TNC, S.CLOSE_CASE_AND_RESUBMIT],
  [S.VERIFICATION_IN_PROCESS]: [S.EMPLOYMENT_AUTHORIZED, S.DHS_TNC, S.CASE_IN_CONTINUANCE],
  [S.REFERRED]: [S.EMPLOYMENT_AUTHORIZED, S.CASE_IN_CONTINUANCE, S.FINAL_NONCONFIRMATION, S.DHS_NO_SHOW],
  [S.CASE_IN_CONTINUANCE]: [S.EMPLOYMENT_AUTHORIZED, S.FINAL_NONCONFIRMATION, S.DHS_NO_SHOW],
};

/** The states in which the case waits for E-Verify (the status refresh polls these). */
export const EVERIFY_WAITING_STATUSES: readonly EverifyCaseStatus[] = Object.keys(SERVICE_RESULTS) as EverifyCaseStatus[];
export const EVERIFY_TNC_STATUSES: readonly EverifyCaseStatus[] = [S.SSA_TNC, S.DHS_TNC];

export interface CaseSnapshot {
  status: EverifyCaseStatus;
  /** The employee was notified of the mismatch (FAN given): needed before referral or non-contest. */
  employeeNotified: boolean;
  /** The agency of the mismatch, to tell whether a no-show can be a DHS No Show. */
  tncAgency?: 'SSA' | 'DHS' | null;
}

export type TransitionResult = { ok: true; status: EverifyCaseStatus } | { ok: false; messageKey: string };

const refused = (messageKey = 'everify_transition_refused'): TransitionResult => ({ ok: false, messageKey });

/** The state a case moves to on `event`, or why it may not. */
export function nextCaseStatus(c: CaseSnapshot, event: EverifyCaseEvent): TransitionResult {
  switch (event.type) {
    case 'SUBMIT':
      return c.status === S.DRAFT ? { ok: true, status: S.SUBMITTED } : refused();
    case 'SUBMISSION_REFUSED':
      return c.status === S.SUBMITTED ? { ok: true, status: S.DRAFT } : refused();
    case 'SERVICE_RESULT': {
      const allowed = SERVICE_RESULTS[c.status] ?? [];
      if (!allowed.includes(event.status)) {
        return refused();
      }
      // A no-show on an SSA mismatch is a Final Nonconfirmation: "DHS No Show" exists only for DHS.
      if (event.status === S.DHS_NO_SHOW && c.tncAgency === 'SSA') {
        return refused();
      }
      return { ok: true, status: event.status };
    }
    case 'CONTINUE_DUPLICATE':
      if (c.status !== S.DUPLICATE_CASE_ALERT) {
        return refused();
      }
      return event.reason.trim() ? { ok: true, status: S.SUBMITTED } : refused('everify_duplicate_reason_required');
    case 'PHOTO_MATCH':
      // The employer's answer goes back to E-Verify, which decides (a match authorises; otherwise DHS checks).
      return c.status === S.PHOTO_MATCHING ? { ok: true, status: S.SUBMITTED } : refused();
    case 'NOTIFY_EMPLOYEE':
      if (!EVERIFY_TNC_STATUSES.includes(c.status)) {
        return refused();
      }
      // E-Verify confirms the notification once; the notice may be given again, but not confirmed again.
      return c.employeeNotified ? refused('everify_employee_already_notified') : { ok: true, status: c.status };
    case 'REFER':
    case 'NONCONTEST':
      if (!EVERIFY_TNC_STATUSES.includes(c.status)) {
        return refused();
      }
      if (!c.employeeNotified) {
        return refused('everify_employee_not_notified');
      }
      // Not contesting makes the mismatch final (E-Verify: the result becomes Final Nonconfirmation).
      return { ok: true, status: event.type === 'REFER' ? S.REFERRED : S.FINAL_NONCONFIRMATION };
    case 'CLOSE':
      return closureStatementsFor(c.status).includes(event.statement) ? { ok: true, status: S.CLOSED } : refused('everify_closure_statement_refused');
    default:
      return refused();
  }
}

/** Employment Authorized closes by itself (E-Verify closes those cases automatically). */
export function closesAutomatically(status: EverifyCaseStatus): boolean {
  return status === S.EMPLOYMENT_AUTHORIZED;
}

/** While a case is open after a mismatch, the employer may take no adverse action against the employee. */
export function adverseActionForbidden(status: EverifyCaseStatus): boolean {
  return ([S.SSA_TNC, S.DHS_TNC, S.REFERRED, S.CASE_IN_CONTINUANCE, S.VERIFICATION_IN_PROCESS] as EverifyCaseStatus[]).includes(status);
}

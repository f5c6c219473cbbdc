import { CLOSURE_STATEMENTS, closureStatementKey } from './closure-statements';
import { EVERIFY_CASE_STATUSES, PHOTO_MATCH_ANSWERS, REASON_FOR_DELAY_CODES, type EverifyCaseStatus, type PhotoMatchAnswer } from './everify-types';
import { reasonForDelayKey } from './reason-for-delay';

/** Translation key of a case status: `everify_status_<status lower-case>`. */
export const everifyStatusKey = (status: EverifyCaseStatus): string => `everify_status_${status.toLowerCase()}`;
/** Translation key of a photo-matching answer. */
export const photoAnswerKey = (answer: PhotoMatchAnswer): string => `everify_photo_${answer.toLowerCase()}`;

const STATUS_TEXT: Record<EverifyCaseStatus, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  DUPLICATE_CASE_ALERT: 'Duplicate case alert',
  PHOTO_MATCHING: 'Photo matching',
  VERIFICATION_IN_PROCESS: 'DHS verification in process',
  EMPLOYMENT_AUTHORIZED: 'Employment authorized',
  SSA_TNC: 'SSA Tentative Nonconfirmation (mismatch)',
  DHS_TNC: 'DHS Tentative Nonconfirmation (mismatch)',
  REFERRED: 'Referred: the employee contests the mismatch',
  CASE_IN_CONTINUANCE: 'Case in continuance',
  FINAL_NONCONFIRMATION: 'Final nonconfirmation',
  DHS_NO_SHOW: 'DHS no show',
  CLOSE_CASE_AND_RESUBMIT: 'Close case and resubmit',
  CLOSED: 'Closed',
};

const CLOSURE_TEXT: Record<(typeof CLOSURE_STATEMENTS)[number], string> = {
  EMPLOYEE_CONTINUES_WORKING_AFTER_EA: 'The employee continues to work for the employer after receiving an Employment Authorized result',
  EMPLOYEE_CONTINUES_WORKING_AFTER_FNC: 'The employee continues to work for the employer after receiving a Final Nonconfirmation result',
  EMPLOYEE_TERMINATED_FOR_FNC: 'The employee was terminated by the employer for receiving a Final Nonconfirmation result',
  EMPLOYEE_CONTINUES_WORKING_AFTER_NO_SHOW: 'The employee continues to work for the employer after receiving a DHS No Show result',
  EMPLOYEE_TERMINATED_FOR_NO_SHOW: 'The employee was terminated by the employer for receiving a DHS No Show result',
  EMPLOYEE_QUIT: 'The employee voluntarily quit working for the employer',
  EMPLOYEE_TERMINATED_OTHER_REASONS: 'The employee was terminated by the employer for reasons other than E-Verify',
  DUPLICATE_CASE: 'The case is invalid because another case with the same data already exists',
  INCORRECT_DATA: 'The case is invalid because the data entered is incorrect',
};

const REASON_TEXT: Record<(typeof REASON_FOR_DELAY_CODES)[number], string> = {
  AWAITING_SOCIAL_SECURITY_NUMBER: 'Awaiting Social Security number',
  TECHNICAL_PROBLEMS: 'Technical problems',
  AUDIT_REVEALED_THAT_NEW_HIRE_WAS_NOT_RUN: 'Audit revealed that the new hire was not run',
  FEDERAL_CONTRACTOR: 'Federal contractor with E-Verify clause verifying an existing employee',
  AWAITING_RESPONSE_ON_CASE_WITH_INCORRECT_INFO: 'Awaiting response on a case created with incorrect information',
  OTHER: 'Other',
};

const PHOTO_TEXT: Record<PhotoMatchAnswer, string> = {
  MATCH: 'The photos match',
  NO_MATCH: 'The photos do not match',
  NO_PHOTO: 'No photo is displayed',
};

/** The E-Verify service's answers (server message keys) and the rules' messages. */
const MESSAGES: Readonly<Record<string, string>> = {
  everify_disabled: 'E-Verify is not switched on for this account',
  everify_i9_not_complete: 'The I-9 must be complete (Sections 1 and 2 signed) before an E-Verify case is created',
  everify_ssn_required: "E-Verify needs the employee's Social Security number: create the case once it is on the I-9",
  everify_i9_not_valid: "The I-9 does not meet E-Verify's requirements: correct it first",
  everify_case_exists: 'This I-9 already has an open E-Verify case',
  everify_not_draft: 'Only a draft case can be edited',
  everify_case_awaiting_service: 'This case is waiting for E-Verify: try again once it has answered',
  everify_transition_refused: "This action is not possible in the case's current state",
  everify_closure_statement_refused: "This closure statement does not apply to the case's result",
  everify_employee_not_notified: 'Notify the employee of the mismatch (Further Action Notice) first',
  everify_employee_already_notified: 'E-Verify already has the confirmation that the employee was notified',
  everify_duplicate_reason_required: 'Give the reason for continuing with a duplicate case',
  everify_reason_for_delay_required: 'The case is late: choose the reason for the delay',
  everify_reason_not_late: 'The case is on time: leave the reason for delay empty',
  everify_tnc_contact_required: 'To take action, the employee must agree to contact the agency within 8 federal working days',
  everify_photo_not_ready: 'The photo from E-Verify is not available yet',
  everify_unavailable: 'E-Verify cannot be reached: the request will be sent as soon as it answers',
  everify_refused: 'E-Verify refused the request',
  everify_invalid_case_data: 'E-Verify refused the case: the employee data is incomplete or not valid',
  everify_case_not_found: 'E-Verify does not know this case',
  everify_not_configured: 'The E-Verify web service is not configured',
  everify_simulator_inactive: 'The E-Verify simulator is not the active adapter',
  everify_waiting: 'Waiting for E-Verify',
  everify_delay_auto: 'Recorded automatically: E-Verify could not be reached before the case was due',
};

export const EVERIFY_MESSAGES_EN: Readonly<Record<string, string>> = {
  ...MESSAGES,
  ...Object.fromEntries(EVERIFY_CASE_STATUSES.map((s) => [everifyStatusKey(s), STATUS_TEXT[s]])),
  ...Object.fromEntries(CLOSURE_STATEMENTS.map((c) => [closureStatementKey(c), CLOSURE_TEXT[c]])),
  ...Object.fromEntries(REASON_FOR_DELAY_CODES.map((r) => [reasonForDelayKey(r), REASON_TEXT[r]])),
  ...Object.fromEntries(PHOTO_MATCH_ANSWERS.map((a) => [photoAnswerKey(a), PHOTO_TEXT[a]])),
};

import {
  CLOSURE_STATEMENTS,
  closureStatementKey,
  closureStatementsFor,
  EVERIFY_CASE_STATUSES,
  EVERIFY_CONTACT_WORKING_DAYS,
  EVERIFY_NOTIFY_WORKING_DAYS,
  EVERIFY_CASE_BUSINESS_DAYS,
  EVERIFY_TNC_STATUSES,
  EVERIFY_WAITING_STATUSES,
  everifyStatusKey,
  PHOTO_MATCH_ANSWERS,
  photoAnswerKey,
  REASON_FOR_DELAY_CODES,
  reasonForDelayKey,
} from '@attest/contracts';

/** GET /api/v1/everify/codes: the codes of the E-Verify screens with their translation keys (the same for every customer). */
export interface EverifyCodes {
  statuses: { code: string; key: string; waiting: boolean; tnc: boolean; closure_statements: readonly string[] }[];
  reasons_for_delay: { code: string; key: string }[];
  closure_statements: { code: string; key: string }[];
  photo_answers: { code: string; key: string }[];
  deadlines: { case_business_days: number; notify_working_days: number; contact_working_days: number };
}

export const EVERIFY_CODES: EverifyCodes = {
  statuses: EVERIFY_CASE_STATUSES.map((code) => ({
    code,
    key: everifyStatusKey(code),
    waiting: EVERIFY_WAITING_STATUSES.includes(code),
    tnc: EVERIFY_TNC_STATUSES.includes(code),
    closure_statements: closureStatementsFor(code),
  })),
  reasons_for_delay: REASON_FOR_DELAY_CODES.map((code) => ({ code, key: reasonForDelayKey(code) })),
  closure_statements: CLOSURE_STATEMENTS.map((code) => ({ code, key: closureStatementKey(code) })),
  photo_answers: PHOTO_MATCH_ANSWERS.map((code) => ({ code, key: photoAnswerKey(code) })),
  deadlines: { case_business_days: EVERIFY_CASE_BUSINESS_DAYS, notify_working_days: EVERIFY_NOTIFY_WORKING_DAYS, contact_working_days: EVERIFY_CONTACT_WORKING_DAYS },
};

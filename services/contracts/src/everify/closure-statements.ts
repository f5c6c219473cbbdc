import { EVERIFY_CASE_STATUS as S, type EverifyCaseStatus } from './everify-types';

/**
 * E-Verify's closure statements (M-775 "Close case"), as codes; each has a translation key
 * `everify_closure_<code lower-case>`. Which ones a case may be closed with depends on its result.
 */
export const CLOSURE_STATEMENTS = [
  'EMPLOYEE_CONTINUES_WORKING_AFTER_EA',
  'EMPLOYEE_CONTINUES_WORKING_AFTER_FNC',
  'EMPLOYEE_TERMINATED_FOR_FNC',
  'EMPLOYEE_CONTINUES_WORKING_AFTER_NO_SHOW',
  'EMPLOYEE_TERMINATED_FOR_NO_SHOW',
  'EMPLOYEE_QUIT',
  'EMPLOYEE_TERMINATED_OTHER_REASONS',
  'DUPLICATE_CASE',
  'INCORRECT_DATA',
] as const;
export type ClosureStatement = (typeof CLOSURE_STATEMENTS)[number];

/** Cases not yet final may always end because the person left or the case itself was wrong. */
const LEFT_OR_INVALID: readonly ClosureStatement[] = ['EMPLOYEE_QUIT', 'EMPLOYEE_TERMINATED_OTHER_REASONS', 'INCORRECT_DATA'];

const BY_STATUS: Partial<Record<EverifyCaseStatus, readonly ClosureStatement[]>> = {
  [S.DRAFT]: ['INCORRECT_DATA', 'DUPLICATE_CASE', 'EMPLOYEE_QUIT', 'EMPLOYEE_TERMINATED_OTHER_REASONS'],
  [S.DUPLICATE_CASE_ALERT]: ['DUPLICATE_CASE', 'INCORRECT_DATA'],
  [S.EMPLOYMENT_AUTHORIZED]: ['EMPLOYEE_CONTINUES_WORKING_AFTER_EA', 'INCORRECT_DATA', 'EMPLOYEE_QUIT', 'EMPLOYEE_TERMINATED_OTHER_REASONS'],
  [S.SSA_TNC]: LEFT_OR_INVALID,
  [S.DHS_TNC]: LEFT_OR_INVALID,
  [S.REFERRED]: LEFT_OR_INVALID,
  [S.CASE_IN_CONTINUANCE]: LEFT_OR_INVALID,
  [S.FINAL_NONCONFIRMATION]: ['EMPLOYEE_CONTINUES_WORKING_AFTER_FNC', 'EMPLOYEE_TERMINATED_FOR_FNC', 'EMPLOYEE_QUIT', 'INCORRECT_DATA'],
  [S.DHS_NO_SHOW]: ['EMPLOYEE_CONTINUES_WORKING_AFTER_NO_SHOW', 'EMPLOYEE_TERMINATED_FOR_NO_SHOW', 'EMPLOYEE_QUIT', 'INCORRECT_DATA'],
  [S.CLOSE_CASE_AND_RESUBMIT]: ['INCORRECT_DATA'],
};

/** The closure statements a case in `status` may be closed with (none while E-Verify is deciding). */
export function closureStatementsFor(status: EverifyCaseStatus): readonly ClosureStatement[] {
  return BY_STATUS[status] ?? [];
}

export function closureStatementKey(statement: ClosureStatement): string {
  return `everify_closure_${statement.toLowerCase()}`;
}

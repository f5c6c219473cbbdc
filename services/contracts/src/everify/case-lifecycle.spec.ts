import { CLOSURE_STATEMENTS, closureStatementsFor } from './closure-statements';
import { adverseActionForbidden, closesAutomatically, nextCaseStatus, type CaseSnapshot, type EverifyCaseEvent } from './case-lifecycle';
import { EVERIFY_CASE_STATUS as S, EVERIFY_CASE_STATUSES, type EverifyCaseStatus } from './everify-types';

const at = (status: EverifyCaseStatus, extra: Partial<CaseSnapshot> = {}): CaseSnapshot => ({ status, employeeNotified: false, ...extra });
const ok = (status: EverifyCaseStatus) => ({ ok: true, status });
const refused = (messageKey = 'everify_transition_refused') => ({ ok: false, messageKey });

/** Every service answer E-Verify can give, from each state; everything else is refused. */
const SERVICE_MOVES: Record<string, EverifyCaseStatus[]> = {
  [S.SUBMITTED]: [S.DUPLICATE_CASE_ALERT, S.PHOTO_MATCHING, S.VERIFICATION_IN_PROCESS, S.EMPLOYMENT_AUTHORIZED, S.SSA_TNC, S.DHS_TNC, S.CLOSE_CASE_AND_RESUBMIT],
  [S.VERIFICATION_IN_PROCESS]: [S.EMPLOYMENT_AUTHORIZED, S.DHS_TNC, S.CASE_IN_CONTINUANCE],
  [S.REFERRED]: [S.EMPLOYMENT_AUTHORIZED, S.CASE_IN_CONTINUANCE, S.FINAL_NONCONFIRMATION, S.DHS_NO_SHOW],
  [S.CASE_IN_CONTINUANCE]: [S.EMPLOYMENT_AUTHORIZED, S.FINAL_NONCONFIRMATION, S.DHS_NO_SHOW],
};

describe('E-Verify case lifecycle', () => {
  it.each(EVERIFY_CASE_STATUSES)('service answers from %s: only the real service moves are allowed', (from) => {
    for (const to of EVERIFY_CASE_STATUSES) {
      const expected = (SERVICE_MOVES[from] ?? []).includes(to) ? ok(to) : refused();
      expect({ from, to, result: nextCaseStatus(at(from, { tncAgency: 'DHS' }), { type: 'SERVICE_RESULT', status: to }) }).toEqual({ from, to, result: expected });
    }
  });

  it('a DHS No Show is refused on an SSA mismatch (SSA no-shows become Final Nonconfirmation)', () => {
    expect(nextCaseStatus(at(S.REFERRED, { tncAgency: 'SSA' }), { type: 'SERVICE_RESULT', status: S.DHS_NO_SHOW })).toEqual(refused());
    expect(nextCaseStatus(at(S.REFERRED, { tncAgency: 'SSA' }), { type: 'SERVICE_RESULT', status: S.FINAL_NONCONFIRMATION })).toEqual(ok(S.FINAL_NONCONFIRMATION));
  });

  it.each(EVERIFY_CASE_STATUSES)('employer actions from %s', (from) => {
    const events: [EverifyCaseEvent, ReturnType<typeof ok> | ReturnType<typeof refused>][] = [
      [{ type: 'SUBMIT' }, from === S.DRAFT ? ok(S.SUBMITTED) : refused()],
      [{ type: 'SUBMISSION_REFUSED' }, from === S.SUBMITTED ? ok(S.DRAFT) : refused()],
      [{ type: 'CONTINUE_DUPLICATE', reason: 'Rehired after a break' }, from === S.DUPLICATE_CASE_ALERT ? ok(S.SUBMITTED) : refused()],
      [{ type: 'PHOTO_MATCH', answer: 'MATCH' }, from === S.PHOTO_MATCHING ? ok(S.SUBMITTED) : refused()],
      [{ type: 'NOTIFY_EMPLOYEE' }, from === S.SSA_TNC || from === S.DHS_TNC ? refused('everify_employee_already_notified') : refused()],
      [{ type: 'REFER' }, from === S.SSA_TNC || from === S.DHS_TNC ? ok(S.REFERRED) : refused()],
      [{ type: 'NONCONTEST' }, from === S.SSA_TNC || from === S.DHS_TNC ? ok(S.FINAL_NONCONFIRMATION) : refused()],
    ];
    for (const [event, expected] of events) {
      expect({ from, event: event.type, result: nextCaseStatus(at(from, { employeeNotified: true }), event) }).toEqual({ from, event: event.type, result: expected });
    }
  });

  it('the notification is confirmed to E-Verify once, on a mismatch', () => {
    expect(nextCaseStatus(at(S.DHS_TNC), { type: 'NOTIFY_EMPLOYEE' })).toEqual(ok(S.DHS_TNC));
    expect(nextCaseStatus(at(S.SSA_TNC), { type: 'NOTIFY_EMPLOYEE' })).toEqual(ok(S.SSA_TNC));
    expect(nextCaseStatus(at(S.SSA_TNC, { employeeNotified: true }), { type: 'NOTIFY_EMPLOYEE' })).toEqual(refused('everify_employee_already_notified'));
  });

  it('a mismatch is referred or left uncontested only after the employee was notified', () => {
    expect(nextCaseStatus(at(S.DHS_TNC), { type: 'REFER' })).toEqual(refused('everify_employee_not_notified'));
    expect(nextCaseStatus(at(S.SSA_TNC), { type: 'NONCONTEST' })).toEqual(refused('everify_employee_not_notified'));
  });

  it('continuing after a duplicate-case alert needs a reason', () => {
    expect(nextCaseStatus(at(S.DUPLICATE_CASE_ALERT), { type: 'CONTINUE_DUPLICATE', reason: '  ' })).toEqual(refused('everify_duplicate_reason_required'));
  });

  it('closure statements depend on the result; a deciding or closed case cannot be closed', () => {
    for (const status of EVERIFY_CASE_STATUSES) {
      for (const statement of CLOSURE_STATEMENTS) {
        const allowed = closureStatementsFor(status).includes(statement);
        expect(nextCaseStatus(at(status), { type: 'CLOSE', statement })).toEqual(allowed ? ok(S.CLOSED) : refused('everify_closure_statement_refused'));
      }
    }
    expect(closureStatementsFor(S.SUBMITTED)).toEqual([]);
    expect(closureStatementsFor(S.CLOSED)).toEqual([]);
    expect(closureStatementsFor(S.FINAL_NONCONFIRMATION)).toEqual(expect.arrayContaining(['EMPLOYEE_TERMINATED_FOR_FNC', 'EMPLOYEE_CONTINUES_WORKING_AFTER_FNC']));
    expect(closureStatementsFor(S.EMPLOYMENT_AUTHORIZED)).not.toContain('EMPLOYEE_TERMINATED_FOR_FNC');
  });

  it('Employment Authorized closes by itself; adverse action is forbidden while a mismatch is open', () => {
    expect(EVERIFY_CASE_STATUSES.filter(closesAutomatically)).toEqual([S.EMPLOYMENT_AUTHORIZED]);
    expect(EVERIFY_CASE_STATUSES.filter(adverseActionForbidden).sort()).toEqual([S.CASE_IN_CONTINUANCE, S.DHS_TNC, S.REFERRED, S.SSA_TNC, S.VERIFICATION_IN_PROCESS].sort());
  });
});

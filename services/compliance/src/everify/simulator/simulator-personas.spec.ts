import { EVERIFY_CASE_STATUS as S, nextCaseStatus } from '@attest/contracts';
import { personaOf, PERSONAS, photoMatchResult, submissionResult } from './simulator-personas';

describe('E-Verify simulator personas (by the SSN’s last four digits)', () => {
  it('answers each persona’s result, and Employment Authorized for any other ending', () => {
    const result = (last4: string, docs = ['US_PASSPORT']) => submissionResult(personaOf(last4), docs, false);
    expect(result('1111')).toEqual({ status: S.SSA_TNC, agency: 'SSA', later: null });
    expect(result('2222')).toEqual({ status: S.DHS_TNC, agency: 'DHS', later: null });
    expect(result('3333')).toEqual({ status: S.PHOTO_MATCHING, agency: null, later: null });
    expect(result('4444')).toEqual({ status: S.VERIFICATION_IN_PROCESS, agency: null, later: S.EMPLOYMENT_AUTHORIZED });
    expect(result('6666').status).toBe(S.CLOSE_CASE_AND_RESUBMIT);
    expect(result('7777')).toEqual({ status: S.DHS_TNC, agency: 'DHS', later: null });
    expect(result('6789')).toEqual({ status: S.EMPLOYMENT_AUTHORIZED, agency: null, later: null });
    expect(personaOf('7777').afterReferral).toBe(S.CASE_IN_CONTINUANCE);
    expect(personaOf('8888').afterReferral).toBe(S.DHS_NO_SHOW);
    expect(personaOf('9999').afterReferral).toBe(S.FINAL_NONCONFIRMATION);
  });

  it('asks for photo matching only with a passport, passport card, Permanent Resident Card or EAD', () => {
    expect(submissionResult(personaOf('3333'), ['EAD_I766'], false).status).toBe(S.PHOTO_MATCHING);
    expect(submissionResult(personaOf('3333'), ['DRIVERS_LICENSE', 'SSN_CARD'], false).status).toBe(S.EMPLOYMENT_AUTHORIZED);
  });

  it('authorizes a case opened again after "close case and resubmit"', () => {
    expect(submissionResult(personaOf('6666'), ['US_PASSPORT'], true).status).toBe(S.EMPLOYMENT_AUTHORIZED);
  });

  it('decides the photo comparison as E-Verify does', () => {
    expect(photoMatchResult('MATCH').status).toBe(S.EMPLOYMENT_AUTHORIZED);
    expect(photoMatchResult('NO_MATCH')).toEqual({ status: S.DHS_TNC, agency: 'DHS', later: null });
    expect(photoMatchResult('NO_PHOTO')).toEqual({ status: S.VERIFICATION_IN_PROCESS, agency: null, later: S.EMPLOYMENT_AUTHORIZED });
  });

  it('only gives results the lifecycle rules allow (from SUBMITTED, and after a referral of its agency)', () => {
    for (const p of Object.values(PERSONAS)) {
      expect(nextCaseStatus({ status: S.SUBMITTED, employeeNotified: false }, { type: 'SERVICE_RESULT', status: p.result }).ok).toBe(true);
      if (p.later) {
        expect(nextCaseStatus({ status: p.result, employeeNotified: false }, { type: 'SERVICE_RESULT', status: p.later }).ok).toBe(true);
      }
      if (p.afterReferral) {
        expect(nextCaseStatus({ status: S.REFERRED, employeeNotified: true, tncAgency: p.agency }, { type: 'SERVICE_RESULT', status: p.afterReferral }).ok).toBe(true);
      }
    }
  });
});

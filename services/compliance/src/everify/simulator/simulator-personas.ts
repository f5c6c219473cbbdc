import { documentReference, EVERIFY_CASE_STATUS as S, type EverifyAgency, type EverifyCaseStatus, type PhotoMatchAnswer } from '@attest/contracts';

/** A test persona: what E-Verify answers for an SSN ending in given digits (docs/decisions/0013). */
export interface Persona {
  name: string;
  /** The result of a submission (once a duplicate case alert, if any, is cleared). */
  result: EverifyCaseStatus;
  agency?: EverifyAgency;
  /** A result given later, on a status check (DHS verification in process → Employment Authorized). */
  later?: EverifyCaseStatus;
  /** What E-Verify decides after the employee was referred (none: the case stays referred until the operator moves it). */
  afterReferral?: EverifyCaseStatus;
}

const EA: Persona = { name: 'employment_authorized', result: S.EMPLOYMENT_AUTHORIZED };

/** By the SSN's last four digits; any other ending is Employment Authorized. */
export const PERSONAS: Readonly<Record<string, Persona>> = {
  '1111': { name: 'ssa_tnc', result: S.SSA_TNC, agency: 'SSA' },
  '2222': { name: 'dhs_tnc', result: S.DHS_TNC, agency: 'DHS' },
  '3333': { name: 'photo_matching', result: S.PHOTO_MATCHING },
  '4444': { name: 'dhs_verification_in_process', result: S.VERIFICATION_IN_PROCESS, later: S.EMPLOYMENT_AUTHORIZED },
  '5555': { name: 'duplicate_case', result: S.EMPLOYMENT_AUTHORIZED },
  '6666': { name: 'close_case_and_resubmit', result: S.CLOSE_CASE_AND_RESUBMIT },
  '7777': { name: 'case_in_continuance', result: S.DHS_TNC, agency: 'DHS', afterReferral: S.CASE_IN_CONTINUANCE },
  '8888': { name: 'dhs_no_show', result: S.DHS_TNC, agency: 'DHS', afterReferral: S.DHS_NO_SHOW },
  '9999': { name: 'ssa_final_nonconfirmation', result: S.SSA_TNC, agency: 'SSA', afterReferral: S.FINAL_NONCONFIRMATION },
};

export function personaOf(ssnLast4: string): Persona {
  return PERSONAS[ssnLast4] ?? EA;
}

export interface PersonaResult {
  status: EverifyCaseStatus;
  agency: EverifyAgency | null;
  later: EverifyCaseStatus | null;
}

/**
 * The result of a submission for the persona. Photo matching happens only with a U.S. passport or passport
 * card, a Permanent Resident Card or an EAD (Form I-766); otherwise the case is authorized. A case opened again
 * after "close case and resubmit" (an earlier case of the SSN ended so) is authorized.
 */
export function submissionResult(persona: Persona, documentTypes: readonly string[], resubmission: boolean): PersonaResult {
  if (persona.result === S.PHOTO_MATCHING && !documentTypes.some((t) => documentReference(t)?.photoMatch === true)) {
    return { status: S.EMPLOYMENT_AUTHORIZED, agency: null, later: null };
  }
  if (persona.result === S.CLOSE_CASE_AND_RESUBMIT && resubmission) {
    return { status: S.EMPLOYMENT_AUTHORIZED, agency: null, later: null };
  }
  return { status: persona.result, agency: persona.agency ?? null, later: persona.later ?? null };
}

/** E-Verify's decision on the employer's photo comparison (M-775: "no" gives a DHS mismatch; no photo: DHS checks). */
export function photoMatchResult(answer: PhotoMatchAnswer): PersonaResult {
  switch (answer) {
    case 'MATCH':
      return { status: S.EMPLOYMENT_AUTHORIZED, agency: null, later: null };
    case 'NO_MATCH':
      return { status: S.DHS_TNC, agency: 'DHS', later: null };
    case 'NO_PHOTO':
      return { status: S.VERIFICATION_IN_PROCESS, agency: null, later: S.EMPLOYMENT_AUTHORIZED };
  }
}

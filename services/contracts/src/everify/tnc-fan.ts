/**
 * The TNC further action notice workflow (spec: applicant-side §4, staff-side §4 "E-Verify TNC further
 * action notice"). Step 1 asks whether the employee takes action on the mismatch; step 2, asked only when
 * they do, asks them to confirm they will contact the agency within 8 federal working days.
 * - step 1 unanswered: invalid;
 * - step 1 = no: valid, and the TNC is to be closed as not contested;
 * - step 1 = yes: step 2 must be answered.
 */
export interface TncFanAnswers {
  tnc_fan_step1?: boolean | null;
  tnc_fan_step2?: boolean | null;
}

export type TncFanOutcome = { valid: false; errors: Record<string, string> } | { valid: true; contest: boolean };

export function evaluateTncFan(answers: TncFanAnswers): TncFanOutcome {
  if (typeof answers.tnc_fan_step1 !== 'boolean') {
    return { valid: false, errors: { tnc_fan_step1: 'required_field' } };
  }
  if (!answers.tnc_fan_step1) {
    return { valid: true, contest: false };
  }
  if (typeof answers.tnc_fan_step2 !== 'boolean') {
    return { valid: false, errors: { tnc_fan_step2: 'required_field' } };
  }
  if (!answers.tnc_fan_step2) {
    // Contesting means contacting the agency: without that commitment the case cannot be referred.
    return { valid: false, errors: { tnc_fan_step2: 'everify_tnc_contact_required' } };
  }
  return { valid: true, contest: true };
}

export const TNC_FAN_LANGUAGES = ['en', 'es'] as const;
export type TncFanLanguage = (typeof TNC_FAN_LANGUAGES)[number];

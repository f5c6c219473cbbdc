/**
 * The pre-screening questions of IRS Form 8850 / ETA Form 9061, the way WOTC providers ask them
 * (one Yes/No question per target group).
 */
export const WOTC_QUESTIONS: readonly { code: string; text: string }[] = [
  { code: 'snap', text: 'Has anyone in your household received SNAP (food stamp) benefits in the last 6 months?' },
  { code: 'veteran', text: 'Are you a veteran of the U.S. Armed Forces?' },
  { code: 'tanf', text: 'Has your family received TANF (welfare) payments for any 9 months during the last 18 months?' },
  { code: 'unemployed_27_weeks', text: 'Have you been unemployed for a period of at least 27 consecutive weeks, and received unemployment compensation during part of that time?' },
  { code: 'felony', text: 'Have you been convicted of a felony and released from prison in the last year?' },
  { code: 'vocational_rehab', text: 'Were you referred to this employer by a vocational rehabilitation agency, an Employment Network under the Ticket to Work program, or the Department of Veterans Affairs?' },
  { code: 'ssi', text: 'Have you received Supplemental Security Income (SSI) benefits for any month in the last 60 days?' },
];

export type AnswerCheck = { answers: Record<string, 'yes' | 'no'> } | { missing: string[] };

/** Every question needs a Yes or a No; unknown fields are ignored like a provider's form would. */
export function readAnswers(body: Record<string, unknown>): AnswerCheck {
  const answers: Record<string, 'yes' | 'no'> = {};
  const missing: string[] = [];
  for (const q of WOTC_QUESTIONS) {
    const v = body[q.code];
    if (v === 'yes' || v === 'no') {
      answers[q.code] = v;
    } else {
      missing.push(q.code);
    }
  }
  return missing.length ? { missing } : { answers };
}

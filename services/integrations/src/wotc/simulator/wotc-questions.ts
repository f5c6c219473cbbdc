import { WOTC_SIM_TEXTS } from './wotc-sim-texts';

/**
 * The pre-screening questions of IRS Form 8850 / ETA Form 9061, the way WOTC providers ask them
 * (one Yes/No question per target group).
 */
export const WOTC_QUESTIONS: readonly { code: string; text: string }[] = (['snap', 'veteran', 'tanf', 'unemployed_27_weeks', 'felony', 'vocational_rehab', 'ssi'] as const).map(
  (code) => ({ code, text: WOTC_SIM_TEXTS.en[`q_${code}`] }),
);

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

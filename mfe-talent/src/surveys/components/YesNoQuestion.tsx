import { useT } from '@attest/shared-ui';

/** The survey questions' texts (keys `survey_q_<code>`; decision 0044), written out so the key catalogue finds them. */
export function useQuestionTexts(): Record<string, string> {
  const { t } = useT();
  return {
    interview_as_expected: t('survey_q_interview_as_expected', 'Did the interview go as you expected?'),
    interviewer_on_time: t('survey_q_interviewer_on_time', 'Did the interview start on time?'),
    would_work_there_again: t('survey_q_would_work_there_again', 'Would you work at this place again?'),
    paid_as_agreed: t('survey_q_paid_as_agreed', 'Were you paid as agreed?'),
    first_day_as_planned: t('survey_q_first_day_as_planned', 'Did your first day go as planned?'),
    site_was_ready: t('survey_q_site_was_ready', 'Was the site ready for you (a contact, badge and equipment)?'),
    assignment_as_described: t('survey_q_assignment_as_described', 'Is the assignment what was described to you?'),
    feel_safe_at_work: t('survey_q_feel_safe_at_work', 'Do you feel safe at work?'),
  };
}

const FIELDSET = { border: 0, padding: 0, margin: '0 0 1rem' } as const;
const CHOICE = { display: 'inline-flex', alignItems: 'center', gap: '0.4rem', minHeight: 44, marginRight: '1.5rem' } as const;

/** One yes/no question of a survey, as a radio pair. */
export function YesNoQuestion({ code, text, value, onChange }: { code: string; text: string; value: 'yes' | 'no' | null; onChange: (v: 'yes' | 'no') => void }) {
  const { t } = useT();
  return (
    <fieldset className="talent-yes-no" style={FIELDSET}>
      <legend style={{ fontWeight: 600, padding: 0 }}>{text}</legend>
      {(['yes', 'no'] as const).map((v) => (
        <label key={v} style={CHOICE}>
          <input type="radio" name={`q_${code}`} value={v} checked={value === v} onChange={() => onChange(v)} />
          {v === 'yes' ? t('yes', 'Yes') : t('no', 'No')}
        </label>
      ))}
    </fieldset>
  );
}

import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GuestSurveyView } from '@attest/contracts';
import { Button, Card, ErrorPanel, formatDate, isApiError, Spinner, useT } from '@attest/shared-ui';
import { BUILD_LABEL } from '../../build-label';
import { useAnswerGuestSurveyMutation, useGetGuestSurveyQuery } from '../api/surveys-api';
import { useQuestionTexts, YesNoQuestion } from './YesNoQuestion';

export type SurveyKind = 'interview' | 'satisfaction';

const SCORES = Array.from({ length: 11 }, (_, n) => n);
const FIELDSET = { border: 0, padding: 0, margin: '0 0 1rem' } as const;
const SCALE = { display: 'flex', flexWrap: 'wrap', gap: '0.375rem' } as const;
const CHOICE = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '0.25rem', minWidth: 48, minHeight: 44, padding: '0 0.5rem', border: '1px solid var(--at-color-border)', borderRadius: 6, cursor: 'pointer' } as const;

/**
 * Guest landing of the emailed surveys (no login: the link's token identifies the applicant and the placement or
 * interview). Asks the 0–10 "would you recommend us" score, the survey type's yes/no questions and a comment;
 * a link already answered thanks instead of asking again.
 */
export function SurveyLanding({ kind }: { kind: SurveyKind }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('id') ?? '';
  const survey = useGetGuestSurveyQuery(token, { skip: !token });
  const title =
    kind === 'interview' ? t('interview_survey_title', 'How was your interview?') : t('satisfaction_survey_title', 'How likely are you to recommend us?');

  let body;
  if (!token) {
    body = <p role="alert">{t('survey_link_incomplete', 'This survey link is incomplete. Open the link from your email again.')}</p>;
  } else if (survey.isError) {
    const key = isApiError(survey.error) ? survey.error.messageKey : 'network_error';
    body = <ErrorPanel message={key === 'survey_link_expired' ? t('survey_link_expired', 'This survey link has expired.') : t('survey_link_invalid', 'This survey link is not valid.')} />;
  } else if (!survey.data) {
    body = <Spinner label={t('loading', 'Loading')} />;
  } else if (survey.data.answered) {
    body = <Thanks already />;
  } else {
    body = <SurveyForm token={token} survey={survey.data} />;
  }
  return (
    <Card title={title}>
      {body}
      {BUILD_LABEL ? <p className="talent-build-label">{t('build_label', 'Build {{label}}', { label: BUILD_LABEL })}</p> : null}
    </Card>
  );
}

function Thanks({ already }: { already?: boolean }) {
  const { t } = useT();
  return (
    <p role="status" className="talent-survey-thanks">
      {already
        ? t('survey_already_answered', 'You have already answered this survey. Thank you!')
        : t('survey_thank_you', 'Thank you! Your answers were sent.')}
    </p>
  );
}

function SurveyForm({ token, survey }: { token: string; survey: GuestSurveyView }) {
  const { t } = useT();
  const [score, setScore] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<string, 'yes' | 'no'>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'sent' | 'already' | null>(null);
  const [send, sending] = useAnswerGuestSurveyMutation();
  const texts = useQuestionTexts();
  const errorText = (key: string) =>
    key === 'survey_score_required' ? t('survey_score_required', 'Please choose a number from 0 to 10.') : t('survey_send_failed', 'Your answers could not be sent. Try again.');

  if (done) {
    return <Thanks already={done === 'already'} />;
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (score === null) {
      setError('survey_score_required');
      return;
    }
    setError(null);
    try {
      await send({ token, score, answers, comment: comment.trim() || null }).unwrap();
      setDone('sent');
    } catch (cause) {
      const key = isApiError(cause) ? cause.messageKey : 'network_error';
      if (key === 'survey_already_answered') {
        setDone('already');
      } else {
        setError(key);
      }
    }
  };
  const about = [survey.title, survey.company].filter(Boolean).join(' · ');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p>
        {survey.first_name ? `${t('survey_hello', 'Hello {{name}}.', { name: survey.first_name })} ` : ''}
        {t('survey_intro', 'Your answers help us place people better. It takes a minute.')}
      </p>
      {about ? (
        <p className="talent-survey-about">
          <strong>{about}</strong>
          {survey.date ? ` — ${formatDate(survey.date)}` : ''}
        </p>
      ) : null}
      <fieldset className="talent-nps" aria-describedby="talent-nps-hint" style={FIELDSET}>
        <legend style={{ fontWeight: 600, padding: 0 }}>{t('survey_q_nps', 'How likely are you to recommend {{company}} to a friend or colleague?', { company: survey.customer_name })}</legend>
        <p id="talent-nps-hint" className="talent-nps__hint" style={{ margin: '0.25rem 0 0.5rem' }}>{t('survey_nps_hint', '0 = not at all likely, 10 = extremely likely')}</p>
        <div className="talent-nps__scale" style={SCALE}>
          {SCORES.map((n) => (
            <label key={n} className="talent-nps__choice" style={score === n ? { ...CHOICE, borderColor: 'var(--at-color-primary)', fontWeight: 700 } : CHOICE}>
              <input type="radio" name="score" value={n} checked={score === n} onChange={() => setScore(n)} />
              <span>{n}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {survey.questions.map((q) => (
        <YesNoQuestion key={q.code} code={q.code} text={texts[q.code] ?? q.code} value={answers[q.code] ?? null} onChange={(v) => setAnswers((a) => ({ ...a, [q.code]: v }))} />
      ))}
      <div className="at-field">
        <label className="at-field__label" htmlFor="talent-survey-comment">{t('survey_comment', 'Anything else you would like to tell us?')}</label>
        <textarea id="talent-survey-comment" className="at-field__input" style={{ width: '100%', boxSizing: 'border-box' }} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      {error ? <p role="alert" className="at-field__error">{errorText(error)}</p> : null}
      <div className="at-form-actions">
        <Button type="submit" loading={sending.isLoading}>{t('survey_submit', 'Send answers')}</Button>
      </div>
    </form>
  );
}

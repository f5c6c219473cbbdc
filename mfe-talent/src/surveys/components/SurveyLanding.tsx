import { useSearchParams } from 'react-router-dom';
import { Card, useT } from '@attest/shared-ui';
import { BUILD_LABEL } from '../../build-label';

export type SurveyKind = 'interview' | 'satisfaction';

/** Guest landing of the emailed surveys (no login: the link's token identifies the survey). */
export function SurveyLanding({ kind }: { kind: SurveyKind }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token') ?? params.get('id'));
  return (
    <Card
      title={
        kind === 'interview'
          ? t('interview_survey_title', 'How was your interview?')
          : t('satisfaction_survey_title', 'How likely are you to recommend us?')
      }
    >
      <p>
        {t('survey_intro', 'Your answers are anonymous to the recruiter and help us place people better. It takes a minute.')}
      </p>
      {hasToken ? null : (
        <p role="alert">{t('survey_link_incomplete', 'This survey link is incomplete. Open the link from your email again.')}</p>
      )}
      {BUILD_LABEL ? <p className="talent-build-label">{t('build_label', 'Build {{label}}', { label: BUILD_LABEL })}</p> : null}
    </Card>
  );
}

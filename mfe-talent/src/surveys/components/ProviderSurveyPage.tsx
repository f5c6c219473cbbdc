import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, isApiError, useT } from '@attest/shared-ui';
import { useGetIframeSurveyStatusQuery, useStartIframeSurveyMutation } from '../api/surveys-api';

/** How often the page asks the provider's status while its survey is open. */
export const SURVEY_POLL_MS = 3000;

const FINISHED = ['COMPLETE', 'ERROR', 'FAILURE'];

/**
 * `surveys/provider`: a survey hosted by an outside provider (applicant-side §7 iframe survey): the page places an
 * order (the provider named by `?provider=`, the built-in simulator by default), frames the provider's page, polls
 * the order's status and shows done when the provider reports it complete.
 */
export function ProviderSurveyPage() {
  const { t, i18n } = useT();
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? 'simulator';
  const surveyType = params.get('survey_type');
  const entityId = params.get('entity_id');
  const [start, started] = useStartIframeSurveyMutation();
  const [order, setOrder] = useState<{ id: string; url: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = useGetIframeSurveyStatusQuery(order?.id ?? '', { skip: !order, pollingInterval: SURVEY_POLL_MS, skipPollingIfUnfocused: false });
  const current = status.data?.status ?? null;
  const finished = current !== null && FINISHED.includes(current);

  useEffect(() => {
    // The provider's done page tells the frame's parent; the status is read again at once (the server decides).
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && (e.data as { type?: string } | null)?.type === 'survey') {
        void status.refetch();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [status]);

  const begin = async () => {
    setError(null);
    try {
      const answer = await start({
        SurveyProviderAdapterName: provider,
        ...(surveyType ? { survey_type: Number(surveyType) as 0 | 1 | 2 | 3 } : {}),
        ...(entityId ? { entity_id: Number(entityId) } : {}),
      }).unwrap();
      const url = answer.url ? `${answer.url}${answer.url.includes('lang=') ? '' : `&lang=${encodeURIComponent(i18n.language)}`}` : null;
      setOrder({ id: answer.survey_order_id, url });
    } catch (cause) {
      setError(isApiError(cause) && cause.messageKey === 'survey_provider_unknown' ? 'unknown' : 'failed');
    }
  };

  return (
    <Card title={t('provider_survey_title', 'Tell us how we are doing')}>
      {finished ? (
        <p role="status" data-survey-status={current}>
          {current === 'COMPLETE' ? t('provider_survey_done', 'Done — thank you for your answer!') : t('provider_survey_failed', 'The survey could not be completed. Please try again later.')}
        </p>
      ) : order?.url ? (
        <>
          <p className="talent-survey-status" data-survey-status={current ?? 'WAITING'}>
            {t('provider_survey_waiting', 'Answer the survey below; this page notices when you are done.')}
          </p>
          <iframe src={order.url} title={t('provider_survey_frame', 'Survey')} style={{ width: '100%', minHeight: 420, border: 0 }} />
        </>
      ) : (
        <>
          <p>{t('provider_survey_intro', 'A short survey by our survey partner. It takes a minute.')}</p>
          {error ? (
            <p role="alert" className="at-field__error">
              {error === 'unknown' ? t('survey_provider_unknown', 'This survey is not available.') : t('survey_provider_unavailable', 'The survey could not be started. Try again.')}
            </p>
          ) : null}
          <div className="at-form-actions">
            <Button loading={started.isLoading} onClick={() => void begin()}>{t('provider_survey_start', 'Start the survey')}</Button>
          </div>
        </>
      )}
    </Card>
  );
}

import { useRef, useState } from 'react';
import type { WotcSurveyState } from '@attest/contracts';
import { Button, Card, ErrorPanel, Spinner, isApiError, useT } from '@attest/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-step-props';
import { useGetWotcStatusQuery, useStartWotcSurveyMutation } from '../api/wotc-api';
import { useWotcFrameMessages } from '../hooks/useWotcFrameMessages';

const isDone = (state: WotcSurveyState | undefined) => state?.status === 'COMPLETE' || state?.status === 'OPTED_OUT';

/** The provider hosts its survey in the candidate's language: the link says which (`lang`). */
export function inLanguage(surveyUrl: string, language: string): string {
  return `${surveyUrl}${surveyUrl.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/**
 * Tax credit (WOTC) screening: start it, answer the provider's survey in a frame, and continue once it is
 * complete or the applicant opted out. The frame tells the page when it is finished; the status is then
 * read again from the server (the message is only a hint to refresh).
 */
export function TaxCreditStep({ inWizard, onSaved }: WizardStepProps) {
  const { t, i18n } = useT();
  const status = useGetWotcStatusQuery();
  const [start, started] = useStartWotcSurveyMutation();
  const [surveyUrl, setSurveyUrl] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useWotcFrameMessages(frame, surveyUrl, (reported) => {
    // The survey is over (or failed): the frame closes and the server's status decides what is shown.
    if (reported !== 'INIT') {
      setSurveyUrl(null);
    }
    void status.refetch();
  });

  const begin = async () => {
    setStartError(null);
    try {
      const answer = await start().unwrap();
      if (answer.status !== 'ERROR' && answer.survey_url) {
        // The status is read again when the frame reports the end, not now (a read in flight would swallow that one).
        setSurveyUrl(inLanguage(answer.survey_url, i18n.language));
      } else {
        void status.refetch();
      }
    } catch (cause) {
      if (isApiError(cause) && cause.messageKey === 'wotc_already_done') {
        void status.refetch();
        return;
      }
      setStartError(isApiError(cause) ? cause.messageKey : 'network_error');
    }
  };

  if (status.isError) {
    return <ErrorPanel title={t('wotc_status_failed', 'The screening status could not be loaded')} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  const state = status.data;
  const errorCode = startError ?? (state.status === 'ERROR' ? (state.error_code ?? 'ERROR') : null);

  return (
    <Card title={t('tax_credit_screening', 'Tax Credit Screening')}>
      {surveyUrl ? (
        <iframe ref={frame} src={surveyUrl} title={t('wotc_frame_title', 'Tax credit screening')} className="applicant-wotc-frame" style={{ width: '100%', minHeight: 560, border: 0 }} />
      ) : (
        <WotcStatusPanel state={state} errorCode={errorCode} starting={started.isLoading} onStart={() => void begin()} />
      )}
      {inWizard ? (
        <div className="at-form-actions">
          <Button disabled={!isDone(state)} onClick={() => onSaved?.()}>
            {t('continue', 'Continue')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

interface WotcStatusPanelProps {
  state: WotcSurveyState;
  errorCode: string | null;
  starting: boolean;
  onStart: () => void;
}

function WotcStatusPanel({ state, errorCode, starting, onStart }: WotcStatusPanelProps) {
  const { t } = useT();
  if (!state.enabled) {
    return <p>{t('wotc_not_offered', 'Tax credit screening is not offered.')}</p>;
  }
  if (state.status === 'COMPLETE') {
    return <p role="status">{t('wotc_complete', 'Thank you. Your tax credit screening is complete.')}</p>;
  }
  if (state.status === 'OPTED_OUT') {
    return <p role="status">{t('wotc_opted_out', 'You chose not to take part in the tax credit screening.')}</p>;
  }
  if (errorCode) {
    return (
      <div role="alert">
        <p>{t('wotc_start_error', 'We could not start the screening ({{code}}). Please contact support.', { code: errorCode })}</p>
        <Button variant="secondary" loading={starting} onClick={onStart}>
          {t('retry', 'Retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <p>{t('wotc_intro', 'Your employer may qualify for tax credits when it hires you. A few questions tell them whether it does.')}</p>
      <Button loading={starting} onClick={onStart}>
        {state.status === 'INIT' ? t('wotc_resume', 'Continue screening') : t('wotc_start', 'Start screening')}
      </Button>
    </>
  );
}

import { TERMS_OF_SERVICE_TEXT_EN, termsParagraphs } from '@attest/contracts';
import { isApiError } from '../api/api-error';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { LoadingBar } from '../components/LoadingBar';
import { useT } from '../i18n/useT';
import { useAcceptTermsMutation, useGetTermsStatusQuery } from './terms-api';

/** English fallbacks of the refusals the step can meet. */
const REFUSALS: Record<string, string> = {
  terms_version_outdated: 'The terms have just changed. Please read the new version and accept it.',
  terms_accept_applicant_only: 'Only the applicant can accept the terms of service.',
};

/**
 * The blocking "accept the terms" step: the terms' text (the customer's translation of `terms_of_service_text`)
 * and an Accept button. Staff viewing the portal as the applicant see it read-only: only the person can agree.
 */
export function TermsStep({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const { data: status, refetch } = useGetTermsStatusQuery(applicantId);
  const [accept, accepting] = useAcceptTermsMutation();
  if (!status) {
    return <LoadingBar active />;
  }
  const refusal = accepting.error && isApiError(accepting.error) ? accepting.error.messageKey : accepting.error ? 'unexpected_error' : null;
  const submit = async () => {
    try {
      await accept({ applicantId, version: status.current_version }).unwrap();
    } catch (error) {
      if (isApiError(error) && error.messageKey === 'terms_version_outdated') {
        // Show the version in force (its text may differ) before asking again.
        void refetch();
      }
    }
  };
  return (
    <Card title={t('terms_step_title', 'Terms of service')}>
      <p>
        {status.accepted
          ? t('terms_step_changed', 'Our terms of service have changed. Please read them and accept the new version to continue.')
          : t('terms_step_intro', 'Please read and accept the terms of service to continue.')}
      </p>
      <div
        className="at-terms-text"
        role="region"
        aria-label={t('terms_full_text', 'Full text of the terms')}
        tabIndex={0}
        style={{ maxHeight: '50vh', overflowY: 'auto', border: '1px solid var(--at-color-border, #d1d5db)', borderRadius: 'var(--at-radius, 6px)', padding: '0 1rem' }}
      >
        {termsParagraphs(t(status.text_key, TERMS_OF_SERVICE_TEXT_EN)).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <p className="at-field__hint">{t('terms_version', 'Version {{version}}', { version: status.current_version })}</p>
      {refusal ? (
        <p role="alert" className="applicant-error">
          {t(refusal, REFUSALS[refusal] ?? t('toast_default_error', 'An Error Occurred'))}
        </p>
      ) : null}
      {status.can_accept ? (
        <div className="at-form-actions">
          <Button loading={accepting.isLoading} onClick={() => void submit()}>
            {t('terms_accept', 'I accept the terms of service')}
          </Button>
        </div>
      ) : (
        <p className="at-banner" role="note">
          {t('terms_staff_view_note', 'You are viewing the portal as this applicant. Only the applicant can accept the terms of service, so the portal stays at this step.')}
        </p>
      )}
    </Card>
  );
}

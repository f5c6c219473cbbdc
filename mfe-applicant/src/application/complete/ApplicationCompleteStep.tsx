import { Link, useParams } from 'react-router-dom';
import { Card, useT } from '@attest/shared-ui';
import type { WizardStepProps } from '../wizard/wizard-step-props';

/** The last section: a thank-you and the ways on (home, self-service). Nothing to save here. */
export function ApplicationCompleteStep(_props: WizardStepProps) {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const base = `/${customerCode}/${locationCode}`;
  return (
    <Card title={t('application_complete_title', 'Thank you!')}>
      <p>{t('application_complete_body', 'Your application is complete. We will be in touch about next steps.')}</p>
      <nav aria-label={t('application_complete_next', 'What next')} className="at-field__row">
        <Link to={`${base}/home`}>{t('go_home', 'Go to home')}</Link>
        <Link to={`${base}/self-service`}>{t('go_self_service', 'Go to self-service')}</Link>
      </nav>
    </Card>
  );
}

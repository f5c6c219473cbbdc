import { ErrorPanel, getSession, useT } from '@attest/shared-ui';
import { JobPreferencesStep } from './JobPreferencesStep';

/** Route element of `job-preferences`: the form outside the wizard (a save never changes the application status). */
export function JobPreferencesPage() {
  const { t } = useT();
  const { customerId, applicantId } = getSession();
  if (!customerId || !applicantId) {
    return <ErrorPanel title={t('not_found', 'Not found')} />;
  }
  return <JobPreferencesStep customerId={Number(customerId)} applicantId={Number(applicantId)} inWizard={false} />;
}

import { ErrorPanel, useT } from '@attest/shared-ui';
import { useApplicantIds } from '../../session/useApplicantIds';
import { TaxExemptionsStep } from './TaxExemptionsStep';

/** `tax-exemptions`: the standalone tax exemptions form (self-service); it never changes the application status. */
export function TaxExemptionsPage() {
  const { t } = useT();
  const ids = useApplicantIds();
  if (!ids) {
    return <ErrorPanel message={t('unauthorized', 'Please sign in again.')} />;
  }
  return <TaxExemptionsStep customerId={Number(ids.customerId)} applicantId={Number(ids.applicantId)} inWizard={false} />;
}

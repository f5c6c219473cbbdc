import { taxExemptionsFromProps } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import type { WizardStepProps } from '../wizard/wizard-step-props';
import { useGetTaxExemptionPropertiesQuery } from './tax-exemptions-api';
import { TaxExemptionsForm } from './TaxExemptionsForm';

/**
 * The tax exemptions section. In the wizard it is the embedded form ('Save and continue', reasons '' when
 * not claiming); elsewhere the standalone form with its own Save button (reasons null when not claiming).
 */
export function TaxExemptionsStep({ inWizard, onSaved }: WizardStepProps) {
  const { t } = useT();
  const { data, isLoading, isError, refetch } = useGetTaxExemptionPropertiesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError || !data) {
    return <ErrorPanel title={t('tax_exemptions_unavailable', 'Your tax exemptions could not be loaded')} onRetry={() => void refetch()} />;
  }
  return (
    <Card title={inWizard ? undefined : t('tax_exemptions', 'Tax Exemptions')}>
      <TaxExemptionsForm
        initial={taxExemptionsFromProps(data.props ?? {})}
        mode={inWizard ? 'embedded' : 'standalone'}
        submitLabel={inWizard ? t('save_and_continue', 'Save and continue') : t('save', 'Save')}
        onSaved={onSaved}
      />
    </Card>
  );
}

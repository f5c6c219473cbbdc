import { DEFAULT_WORK_HISTORY_REQUIRED, Spinner, WORK_HISTORY_ENTITY_TYPE, useCustomerConfig, useT } from '@attest/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-step-props';
import { EntitySectionStep } from './EntitySectionStep';

/** num_work_history_required: a whole number of records (default 1; 0 means none required). */
export function workHistoryMinimum(value: string | null): number {
  const n = value === null || value.trim() === '' ? NaN : Number(value.trim());
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_WORK_HISTORY_REQUIRED;
}

/** Work history (entity type work_history) with the customer's required number of records. */
export function WorkHistoryStep({ customerId, applicantId, inWizard, onSaved }: WizardStepProps) {
  const { t } = useT();
  const config = useCustomerConfig();
  if (!config.ready) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  return (
    <EntitySectionStep
      customerId={customerId}
      applicantId={applicantId}
      entityType={WORK_HISTORY_ENTITY_TYPE}
      title={t('work_history', 'Work History')}
      inWizard={inWizard}
      onSaved={onSaved}
      minOverride={workHistoryMinimum(config.value('num_work_history_required'))}
    />
  );
}

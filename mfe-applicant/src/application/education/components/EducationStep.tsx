import { useT } from '@attest/shared-ui';
import { EntitySectionStep } from '../../work-history';
import type { WizardStepProps } from '../../wizard/wizard-step-props';

export const EDUCATION_ENTITY_TYPE = 'education';

/** Education history (entity type education); its minimum, if any, is the configured minEntities. */
export function EducationStep({ customerId, applicantId, inWizard, onSaved }: WizardStepProps) {
  const { t } = useT();
  return (
    <EntitySectionStep
      customerId={customerId}
      applicantId={applicantId}
      entityType={EDUCATION_ENTITY_TYPE}
      title={t('education_history', 'Education History')}
      inWizard={inWizard}
      onSaved={onSaved}
    />
  );
}

import { JOB_PREF_CONFIG_KEYS, jobPreferenceSwitches, jobPreferencesFromProps } from '@attest/contracts';
import { Card, ErrorPanel, Spinner, useCustomerConfig, useT } from '@attest/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-step-props';
import { useGetJobCategoriesQuery, useGetJobPrefPropertiesQuery } from '../api/job-preferences-api';
import { JobPreferencesForm } from './JobPreferencesForm';
import { JobPrefsInstructions } from './JobPrefsInstructions';

/**
 * Job preferences (spec §2 "Form engine screens" 6), in the wizard or standalone. Loads the customer's
 * flags, the applicant's properties and the job categories, then shows the form.
 */
export function JobPreferencesStep({ customerId, inWizard, onSaved }: WizardStepProps) {
  const { t } = useT();
  const config = useCustomerConfig();
  const properties = useGetJobPrefPropertiesQuery();
  const categories = useGetJobCategoriesQuery({ customerId });

  if (properties.isError || categories.isError) {
    return (
      <ErrorPanel
        title={t('job_preferences_load_failed', 'Your job preferences could not be loaded')}
        onRetry={() => {
          void properties.refetch();
          void categories.refetch();
        }}
      />
    );
  }
  if (!config.ready || !properties.data || !categories.data) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  const props = properties.data.props ?? {};
  const switches = jobPreferenceSwitches(config.isOn, { isApplyingFromJobBoard: props.isApplyingFromJobBoard });
  return (
    <Card title={t('job_preferences', 'Job Preferences')}>
      <JobPrefsInstructions html={config.value(JOB_PREF_CONFIG_KEYS.details)} />
      <JobPreferencesForm
        initialValues={jobPreferencesFromProps(props)}
        switches={switches}
        categories={categories.data}
        inWizard={inWizard}
        onSaved={onSaved}
      />
    </Card>
  );
}

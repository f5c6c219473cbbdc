import { useState } from 'react';
import { TEMPLATE_TYPE } from '@attest/contracts';
import { Button, Card, DynamicForm, ErrorPanel, Spinner, useContentText, useCustomerConfig, useT } from '@attest/shared-ui';
import { useListApplicantFormsQuery } from '../../forms/api/forms-list-api';
import type { WizardStepProps } from '../wizard/wizard-step-props';

/**
 * Prescreen questions: the customer's prescreen template (template_type_id PRE_SCREEN, from the
 * applicant's form list, as the wizard decides the section) in the form engine. A successful submit
 * is the section's save.
 */
export function PrescreenStep({ inWizard, onSaved }: WizardStepProps) {
  const { t } = useT();
  const text = useContentText();
  const config = useCustomerConfig();
  const forms = useListApplicantFormsQuery();
  const [title, setTitle] = useState<string | null>(null);

  if (forms.isError) {
    return <ErrorPanel title={t('form_load_failed', 'The form could not be loaded')} onRetry={() => void forms.refetch()} />;
  }
  if (!forms.data || !config.ready) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  const prescreen = forms.data.find((form) => form.template_type_id === TEMPLATE_TYPE.PRE_SCREEN);
  if (!prescreen) {
    return (
      <Card title={t('prescreen_questions', 'Prescreen Questions')}>
        <p>{t('no_prescreen_questions', 'There are no prescreen questions for you.')}</p>
        {inWizard ? <Button onClick={() => onSaved?.()}>{t('continue', 'Continue')}</Button> : null}
      </Card>
    );
  }
  return (
    <Card title={title ?? t('prescreen_questions', 'Prescreen Questions')}>
      <DynamicForm
        formId={prescreen.template_id}
        mode="applicant"
        autoEnablePreview={config.isOn('auto_enable_preview')}
        ruleContext={{
          disableInternationalPhoneNumbers: config.isOn('disable_international_phone_numbers'),
          disableRadioGroupDefault: config.isOn('disable_radio_group_default'),
        }}
        onLoaded={(template) => setTitle(text.content('template', template.name))}
        onSubmitted={() => onSaved?.()}
      />
    </Card>
  );
}

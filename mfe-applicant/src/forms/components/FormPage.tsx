import { useParams } from 'react-router-dom';
import { useState } from 'react';
import { Card, DynamicForm, ErrorPanel, LoadingBar, useContentText, useCustomerConfig, useT } from '@attest/shared-ui';

/**
 * `forms/:formId`: one form template filled by the applicant with the form engine (decision 0004).
 * The per-customer keys the engine reads are passed in as its rule context.
 */
export function FormPage() {
  const { t } = useT();
  const text = useContentText();
  const { formId } = useParams();
  const config = useCustomerConfig();
  const [title, setTitle] = useState<string | null>(null);
  const id = Number(formId);
  if (!Number.isInteger(id) || id <= 0) {
    return <ErrorPanel title={t('not_found', 'Not found')} />;
  }
  if (!config.ready) {
    return <LoadingBar active />;
  }
  return (
    <Card title={title ?? t('form', 'Form')}>
      <DynamicForm
        formId={id}
        mode="applicant"
        autoEnablePreview={config.isOn('auto_enable_preview')}
        ruleContext={{
          disableInternationalPhoneNumbers:
            config.isOn('disable_international_phone_numbers') ||
            config.isOn('DisableInternationalPhoneNumbers'),
          disableRadioGroupDefault: config.isOn('disable_radio_group_default'),
        }}
        onLoaded={(template) => setTitle(text.content('template', template.name))}
      />
    </Card>
  );
}

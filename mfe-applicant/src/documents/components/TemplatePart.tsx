import { useDispatch } from 'react-redux';
import { TEMPLATE_TYPE, type SigRequestTemplate } from '@attest/contracts';
import { Card, DynamicForm, StatusBadge, useContentText, useCustomerConfig, useT } from '@attest/shared-ui';
import { invalidateSigRequests } from '../api/documents-api';
import { PaperSignPart } from './PaperSignPart';
import { UploadPart } from './UploadPart';

export interface TemplatePartProps {
  applicantId: string;
  sigRequestId: number;
  template: SigRequestTemplate;
  /** Signed or completed: the form is shown as signed, nothing can be changed. */
  readOnly?: boolean;
}

export const isPartComplete = (tpl: SigRequestTemplate): boolean =>
  tpl.template_type_id === TEMPLATE_TYPE.PAPER_SIGN || tpl.template_type_id === TEMPLATE_TYPE.FILE_UPLOAD ? tpl.uploaded : tpl.form_complete;

/** One template of a request, by type: paper-sign, file-upload, or a dynamic form filled with the form engine. */
export function TemplatePart({ applicantId, sigRequestId, template, readOnly = false }: TemplatePartProps) {
  const { t } = useT();
  const text = useContentText();
  const dispatch = useDispatch();
  const config = useCustomerConfig();
  const complete = isPartComplete(template);
  const title = (
    <>
      {text.content('template', template.name)}{' '}
      {complete ? (
        <StatusBadge tone="success" icon="done">
          {t('part_complete', 'Complete')}
        </StatusBadge>
      ) : null}
    </>
  );
  let body;
  if (template.reused_from_sig_request_id) {
    // enable_re_use_of_signed_forms: the copy signed earlier goes into this request as it is, so there is nothing to edit.
    body = <p data-reused-from={template.reused_from_sig_request_id}>{t('part_reused', 'You signed this form before; your signed copy is used again.')}</p>;
  } else if (template.template_type_id === TEMPLATE_TYPE.PAPER_SIGN) {
    body = <PaperSignPart applicantId={applicantId} sigRequestId={sigRequestId} template={template} />;
  } else if (template.template_type_id === TEMPLATE_TYPE.FILE_UPLOAD) {
    body = (
      <UploadPart
        applicantId={applicantId}
        sigRequestId={sigRequestId}
        template={template}
        docType="file_upload"
        label={t('upload_document', 'Upload the document')}
      />
    );
  } else {
    body = (
      <DynamicForm
        formId={template.template_id}
        sigRequestId={sigRequestId}
        mode="applicant"
        readOnly={readOnly}
        autoEnablePreview={config.isOn('auto_enable_preview')}
        ruleContext={{
          disableInternationalPhoneNumbers: config.isOn('disable_international_phone_numbers') || config.isOn('DisableInternationalPhoneNumbers'),
          disableRadioGroupDefault: config.isOn('disable_radio_group_default'),
        }}
        onSubmitted={() => dispatch(invalidateSigRequests())}
      />
    );
  }
  return (
    <Card title={title} className="applicant-sig-part">
      {template.desc ? <p>{text.content('templateDesc', template.desc)}</p> : null}
      {body}
    </Card>
  );
}

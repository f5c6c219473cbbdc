import { useEffect, useRef } from 'react';
import type { DynamicField as DynamicFieldModel, FormRuleContext, FormTemplate, FormValues } from '@attest/contracts';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { useGetFormTemplateQuery } from '../api/forms-api';
import { DynamicFormBody } from './DynamicFormBody';
import type { DocumentAction } from './FormPreviewActions';

export interface DynamicFormProps {
  formId: number;
  /** 'applicant' (default) hides REQUESTER fields; 'requester' (staff) shows only them. */
  mode?: FormRuleContext['mode'];
  /** Staff in requester mode name the applicant. */
  applicantId?: number | string;
  /** Filled as part of a signature request: the form read is the version the request was sent with, and the submit names it so the server marks the template done. */
  sigRequestId?: number;
  /** Config auto_enable_preview: allows preview even for the template types/directives that have none. */
  autoEnablePreview?: boolean;
  /** Rule context beyond the mode (config flags, country, today). */
  ruleContext?: Omit<Partial<FormRuleContext>, 'mode'>;
  readOnly?: boolean;
  workflowReadOnly?: boolean;
  hideSubmit?: boolean;
  onLoaded?: (template: FormTemplate) => void;
  onSubmitted?: (values: FormValues) => void;
  onDocument?: (blob: Blob, action: DocumentAction) => void;
  onFileSelected?: (field: DynamicFieldModel, file: File) => Promise<string> | string;
}

/** Dynamic form (spec §2 "Form engine screens" 1): loads one form template and renders it with Formik. */
export function DynamicForm({ formId, mode = 'applicant', applicantId, onLoaded, ...rest }: DynamicFormProps) {
  const { sigRequestId } = rest;
  const { t } = useT();
  const { data: template, isLoading, isError, refetch } = useGetFormTemplateQuery({ formId, applicantId, sigRequestId });

  // Reported once per loaded template, not on every render of the parent (the callback may be a new function each time).
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;
  useEffect(() => {
    if (template) {
      onLoadedRef.current?.(template);
    }
  }, [template]);

  if (isLoading) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  if (isError || !template) {
    return (
      <ErrorPanel title={t('form_load_failed', 'The form could not be loaded')} onRetry={() => void refetch()} />
    );
  }
  return <DynamicFormBody key={template.template_id} template={template} mode={mode} applicantId={applicantId} {...rest} />;
}

import { useMemo, useRef } from 'react';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import {
  applicantReadOnlyFields, buildFormSchema, normaliseFormValues, validateWithSchema, visibleFieldsFor,
  type DynamicField as DynamicFieldModel, type FieldValue, type FormRuleContext, type FormTemplate, type FormValues,
} from '@attest/contracts';
import { isApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { useToast } from '../../components/ToastProvider';
import { useT } from '../../i18n/useT';
import { useSubmitFormMutation } from '../api/forms-api';
import { useFieldTriggers } from '../hooks/useFieldTriggers';
import { fieldErrorsOf, useServerFieldErrors } from '../hooks/useServerFieldErrors';
import { previewOffer } from '../preview-offer';
import { FormSections } from './FormSections';
import { FormPreviewActions, type DocumentAction } from './FormPreviewActions';

export interface DynamicFormBodyProps {
  template: FormTemplate;
  mode: FormRuleContext['mode'];
  applicantId?: number | string;
  sigRequestId?: number;
  ruleContext?: Omit<Partial<FormRuleContext>, 'mode'>;
  autoEnablePreview?: boolean;
  readOnly?: boolean;
  workflowReadOnly?: boolean;
  hideSubmit?: boolean;
  onSubmitted?: (values: FormValues) => void;
  onDocument?: (blob: Blob, action: DocumentAction) => void;
  onFileSelected?: (field: DynamicFieldModel, file: File) => Promise<string> | string;
}

const initialValuesOf = (template: FormTemplate, ctx: Partial<FormRuleContext>): FormValues =>
  normaliseFormValues(template.fields, Object.fromEntries(template.fields.map((f) => [f.name, f.value ?? null])), ctx);

/** The Formik part of DynamicForm: one loaded template, validated with the contracts' schema, submitted to the server. */
export function DynamicFormBody(props: DynamicFormBodyProps) {
  const { template, mode, applicantId, sigRequestId, ruleContext, autoEnablePreview, onSubmitted } = props;
  const ctx = useMemo<Partial<FormRuleContext>>(() => ({ ...ruleContext, mode }), [ruleContext, mode]);
  const schema = useMemo(() => buildFormSchema(template.fields, ctx), [template.fields, ctx]);
  // Initial values are taken once per template: a refetch after submit must not wipe what is on screen.
  const initialValues = useRef(initialValuesOf(template, ctx)).current;
  const [submitForm] = useSubmitFormMutation();
  const toast = useToast();
  const server = useServerFieldErrors();
  const shownFields = useMemo(() => visibleFieldsFor(template, mode), [template, mode]);
  // Applicant mode: REQUESTER fields marked applicant_read_only are shown for reading, never sent or checked.
  const readOnlyFields = useMemo(() => (mode === 'applicant' ? applicantReadOnlyFields(template) : []), [template, mode]);

  const onSubmit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    const payload = Object.fromEntries(shownFields.map((f) => [f.name, values[f.name] ?? null]));
    const result = await submitForm({ formId: template.template_id, applicantId, sigRequestId, values: payload });
    if ('data' in result && result.data) {
      server.setServerErrors({});
      helpers.resetForm({ values: { ...values, ...result.data.values } });
      toast.success();
      onSubmitted?.(result.data.values);
      return;
    }
    const fieldErrors = isApiError(result.error) ? fieldErrorsOf(result.error) : {};
    server.setServerErrors(fieldErrors);
    // Nothing typed is lost: values stay. Formik touched every field on submit, so the server's errors show.
    toast.danger();
  };

  return (
    <Formik<FormValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} validateOnMount={false}>
      {(formik) => (
        <DynamicFormFields {...props} formik={formik} schema={schema} shownFields={shownFields} readOnlyFields={readOnlyFields} server={server} offerStaff={mode === 'requester'} autoEnablePreview={autoEnablePreview} />
      )}
    </Formik>
  );
}

interface DynamicFormFieldsProps extends DynamicFormBodyProps {
  formik: FormikProps<FormValues>;
  schema: ReturnType<typeof buildFormSchema>;
  shownFields: DynamicFieldModel[];
  readOnlyFields: DynamicFieldModel[];
  server: ReturnType<typeof useServerFieldErrors>;
  offerStaff: boolean;
}

function DynamicFormFields({ template, formik, schema, shownFields, readOnlyFields, server, offerStaff, autoEnablePreview, readOnly, workflowReadOnly, hideSubmit, onDocument, onFileSelected, ruleContext }: DynamicFormFieldsProps) {
  const { t } = useT();
  const { values, touched, setValues, setFieldTouched, handleSubmit, isSubmitting, submitCount } = formik;
  const { states, change } = useFieldTriggers(template.fields, values);
  const clientErrors = useMemo(() => validateWithSchema(schema, values), [schema, values]);
  const errors = { ...server.serverErrors, ...clientErrors };
  const offer = previewOffer(template, { autoEnablePreview, staff: offerStaff });
  const displayed = useMemo(() => [...shownFields, ...readOnlyFields], [shownFields, readOnlyFields]);
  const locked = useMemo(() => new Set(readOnlyFields.map((f) => f.name)), [readOnlyFields]);
  // After a save attempt every shown field counts as touched, whether or not it is in Formik's values.
  const shownTouched = useMemo(
    () => (submitCount > 0 ? Object.fromEntries(shownFields.map((f) => [f.name, true])) : (touched as Record<string, boolean>)),
    [submitCount, shownFields, touched],
  );

  const onChange = (name: string, value: FieldValue) => {
    const result = change(name, value);
    server.clearField(name);
    void setValues(result.values, true);
    for (const missing of result.requiredMissing) {
      void setFieldTouched(missing, true, false);
    }
  };

  return (
    <form className="at-dyn-form" noValidate onSubmit={handleSubmit} data-template-id={template.template_id} data-directive={offer.directive}>
      <FormPreviewActions offer={offer} fileName={`${template.name}.pdf`} onDocument={onDocument} />
      <FormSections
        layout={template.layout}
        fields={displayed}
        lockedFields={locked}
        states={states}
        values={values}
        errors={errors}
        touched={shownTouched}
        onChange={onChange}
        onBlur={(name) => void setFieldTouched(name, true)}
        readOnly={readOnly}
        workflowReadOnly={workflowReadOnly}
        today={ruleContext?.today}
        onFileSelected={onFileSelected}
      />
      {hideSubmit || readOnly ? null : (
        <div className="at-form-actions">
          <Button type="submit" loading={isSubmitting}>
            {t('save', 'Save')}
          </Button>
        </div>
      )}
    </form>
  );
}

import type { DynamicField, EntityManagerConfig, FormErrors, FormValues } from '@attest/contracts';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '../components/Button';
import { useT } from '../i18n/useT';
import type { EntityEditing } from './entity-manager-state';
import { recordToValues } from './entity-records';
import { correctRecordDates, formErrors, type DateSide } from './entity-rules';
import { EntityFieldInput } from './EntityFieldInput';

export interface EntityEditorProps {
  config: EntityManagerConfig;
  editing: EntityEditing;
  saving: boolean;
  onConfirm: (values: FormValues) => Promise<void> | void;
  onCancel: () => void;
}

const startPropOf = (config: EntityManagerConfig) => config.numYearsRequiredStartProp || 'start_date';
const endPropOf = (config: EntityManagerConfig) => config.numYearsRequiredEndProp || 'end_date';

/** Spec §5: when a date changes, an end before the start or a start after the end is corrected. */
function DateCorrection({ startProp, endProp }: { startProp: string; endProp: string }) {
  const { values, setValues } = useFormikContext<FormValues>();
  const previous = useRef({ start: values[startProp], end: values[endProp] });
  useEffect(() => {
    const start = values[startProp];
    const end = values[endProp];
    const changed: DateSide | null = end !== previous.current.end ? 'end' : start !== previous.current.start ? 'start' : null;
    previous.current = { start, end };
    if (changed === null) {
      return;
    }
    const corrected = correctRecordDates(values, changed, startProp, endProp);
    if (corrected[startProp] !== start || corrected[endProp] !== end) {
      previous.current = { start: corrected[startProp], end: corrected[endProp] };
      void setValues(corrected, true);
    }
  }, [values, setValues, startProp, endProp]);
  return null;
}

/** Formik holds one error string per field; the rules answer a key and parameters. */
function useValidate(fields: DynamicField[]) {
  const { t } = useT();
  return (values: FormValues): Record<string, string> => {
    const errors: FormErrors = formErrors(fields, values);
    const texts: Record<string, string> = {};
    for (const [name, error] of Object.entries(errors)) {
      texts[name] = t(error.key, { ...error.params, defaultValue: error.key });
    }
    return texts;
  };
}

/**
 * The record form: the config's formConfig fields. Confirm is refused while the form has errors
 * (Formik submits only valid values). A required editor (onboarding below the minimum) has no cancel.
 */
export function EntityEditor({ config, editing, saving, onConfirm, onCancel }: EntityEditorProps) {
  const { t } = useT();
  const titleId = useId();
  const fields = useMemo(
    () => [...config.formConfig.fields].filter((f) => f.active !== false).sort((a, b) => a.sort_order - b.sort_order),
    [config.formConfig.fields],
  );
  const initialValues = useMemo(() => recordToValues(editing.record, fields), [editing.record, fields]);
  const validate = useValidate(fields);
  const buttons = config.buttons ?? {};
  const title = editing.isNew ? t('entity_add_record', 'New record') : t('entity_edit_record', 'Edit record');

  return (
    <section className="at-entity-editor" aria-labelledby={titleId} data-required={editing.required ? 'true' : undefined}>
      <h3 id={titleId} className="at-entity-editor__title">
        {title}
        {editing.required ? (
          <span className="at-field__required" aria-label={t('required', 'Required')}>
            *
          </span>
        ) : null}
      </h3>
      <Formik<FormValues>
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values) => {
          await onConfirm(values);
        }}
      >
        {({ values, errors, touched, setFieldValue, setFieldTouched, isSubmitting }) => (
          <Form noValidate aria-labelledby={titleId}>
            <DateCorrection startProp={startPropOf(config)} endProp={endPropOf(config)} />
            <div className="at-dyn-row">
              {fields.map((field) => (
                <EntityFieldInput
                  key={field.field_id}
                  field={field}
                  value={values[field.name] ?? null}
                  values={values}
                  error={touched[field.name] ? (errors[field.name] as string | undefined) : undefined}
                  onChange={(value) => void setFieldValue(field.name, value, true)}
                  onBlur={() => void setFieldTouched(field.name, true, true)}
                />
              ))}
            </div>
            <div className="at-entity-editor__actions">
              {editing.required ? null : (
                <Button variant="secondary" onClick={onCancel} disabled={isSubmitting || saving}>
                  {t(buttons.cancel || 'cancel', 'Cancel')}
                </Button>
              )}
              <Button type="submit" loading={isSubmitting || saving}>
                {t(buttons.confirm || 'confirm', 'Confirm')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}

import type { EntityCustomFieldValue, EntityManagerConfig, FormValues } from '@attest/contracts';
import { useId, useMemo, useState, type FormEvent, type MutableRefObject } from 'react';
import { Button } from '../components/Button';
import { ConfigurableForm } from '../forms/components/ConfigurableForm';
import { useT } from '../i18n/useT';
import { today, type EntityEditing } from './entity-manager-state';
import { applyValues, recordToValues } from './entity-records';
import { correctRecordDates, endPropOf, formErrors, startPropOf } from './entity-rules';

export interface EntityEditorProps {
  config: EntityManagerConfig;
  editing: EntityEditing;
  definitions: EntityCustomFieldValue[];
  saving: boolean;
  /** Answers false when the record could not be kept (a failed save). */
  onConfirm: (values: FormValues) => Promise<boolean | void> | boolean | void;
  onCancel: () => void;
  /** Filled with this editor's submit, so a parent's button ("Save and continue") can confirm the open record. */
  submitRef?: MutableRefObject<(() => Promise<boolean>) | null>;
}

const allTouched = (values: FormValues): Record<string, boolean> => Object.fromEntries(Object.keys(values).map((name) => [name, true]));

/**
 * The record form: the config's formConfig fields (and layout) through the form engine's
 * ConfigurableForm. Confirm is refused while the form has errors. Changing the start or end date
 * applies the date correction rule at once. A required editor (onboarding below the minimum) has no cancel.
 */
export function EntityEditor({ config, editing, definitions, saving, onConfirm, onCancel, submitRef }: EntityEditorProps) {
  const { t } = useT();
  const titleId = useId();
  const day = useMemo(today, []);
  const fields = config.formConfig.fields;
  const [values, setValues] = useState<FormValues>(() => recordToValues(editing.record, fields));
  const [touched, setTouched] = useState<Record<string, boolean | undefined>>({});
  const [confirming, setConfirming] = useState(false);
  const errors = useMemo(() => formErrors(fields, values, day), [fields, values, day]);
  const buttons = config.buttons ?? {};
  const title = editing.isNew ? t('entity_add_record', 'New record') : t('entity_edit_record', 'Edit record');

  const onValuesChange = (next: FormValues, change: { name: string }) => {
    const side = change.name === startPropOf(config) ? 'start' : change.name === endPropOf(config) ? 'end' : null;
    if (side === null) {
      setValues(next);
      return;
    }
    // The rule works on records: apply the values, correct, and read the form values back.
    const corrected = correctRecordDates(applyValues(editing.record, next, definitions), config, side);
    setValues({ ...next, ...recordToValues(corrected, fields.filter((f) => f.name === startPropOf(config) || f.name === endPropOf(config))) });
  };

  /** Shows every error; with none, confirms the record. Answers whether it was kept. */
  const confirmValues = async (): Promise<boolean> => {
    setTouched(allTouched(values));
    if (Object.keys(errors).length > 0) {
      return false;
    }
    setConfirming(true);
    try {
      return (await onConfirm(values)) !== false;
    } finally {
      setConfirming(false);
    }
  };
  if (submitRef) {
    submitRef.current = confirmValues;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await confirmValues();
  };

  return (
    <section className="at-entity-editor" aria-labelledby={titleId} data-required={editing.required ? 'true' : undefined}>
      <h3 id={titleId} className="at-entity-editor__title">
        {title}
        {editing.required ? (
          <span className="at-field__required" role="img" aria-label={t('required', 'Required')}>
            *
          </span>
        ) : null}
      </h3>
      <form noValidate aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
        <ConfigurableForm
          fields={fields}
          layout={config.formConfig.layout}
          values={values}
          errors={errors}
          touched={touched}
          today={day}
          onValuesChange={onValuesChange}
          onBlur={(name) => setTouched((prev) => ({ ...prev, [name]: true }))}
        />
        <div className="at-entity-editor__actions">
          {editing.required ? null : (
            <Button variant="secondary" onClick={onCancel} disabled={confirming || saving}>
              {t(buttons.cancel || 'cancel', 'Cancel')}
            </Button>
          )}
          <Button type="submit" loading={confirming || saving}>
            {t(buttons.confirm || 'confirm', config.saveOnConfirm ? 'Save' : 'Confirm')}
          </Button>
        </div>
      </form>
    </section>
  );
}

import type { DynamicField as DynamicFieldModel, FieldStates, FieldValue, FormErrors, FormValues } from '@attest/contracts';
import { useT } from '../../i18n/useT';
import { fieldErrorText } from '../field-messages';
import { DynamicField } from './DynamicField';

export interface FieldListProps {
  /** The fields to render, in order; hidden ones (by state) are skipped. */
  fields: readonly DynamicFieldModel[];
  states: FieldStates;
  values: FormValues;
  onChange: (name: string, value: FieldValue) => void;
  onBlur?: (name: string) => void;
  errors?: FormErrors;
  /** Errors show once the field is touched. */
  touched?: Record<string, boolean | undefined>;
  readOnly?: boolean;
  /** Fields shown read-only whatever `readOnly` says (REQUESTER fields the applicant only reads). */
  lockedFields?: ReadonlySet<string>;
  workflowReadOnly?: boolean;
  today?: string;
  onFileSelected?: (field: DynamicFieldModel, file: File) => Promise<string> | string;
}

/** A run of dynamic fields in the 12-column grid, with trigger states and touched-only errors applied. */
export function FieldList({ fields, states, values, onChange, onBlur, errors = {}, touched = {}, readOnly, lockedFields, workflowReadOnly, today, onFileSelected }: FieldListProps) {
  const { t } = useT();
  return (
    <div className="at-dyn-grid">
      {fields.map((field) => {
        const state = states[field.name];
        if (state && !state.visible) {
          return null;
        }
        return (
          <DynamicField
            key={field.field_id ?? field.name}
            field={field}
            value={values[field.name] ?? null}
            values={values}
            onChange={onChange}
            onBlur={onBlur}
            error={touched[field.name] ? fieldErrorText(t, errors[field.name]) : null}
            disabled={state?.disabled ?? false}
            readOnly={readOnly || lockedFields?.has(field.name)}
            workflowReadOnly={workflowReadOnly}
            today={today}
            onFileSelected={onFileSelected}
          />
        );
      })}
    </div>
  );
}

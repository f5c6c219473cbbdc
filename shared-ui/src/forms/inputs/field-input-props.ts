import type { DynamicField, FieldValue, FormValues } from '@attest/contracts';

/** What every datatype input receives from DynamicField. */
export interface FieldInputProps {
  field: DynamicField;
  inputId: string;
  /** Translated label, for aria-labels of buttons that act on the field. */
  label: string;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** Disabled by a trigger, by the field, or read-only: no editing. */
  disabled: boolean;
  /** workflowReadOnly: steppers and clear buttons are disabled. */
  workflowReadOnly: boolean;
  invalid: boolean;
  describedBy?: string;
  /** Every value of the form (confirm masks, calculations). */
  values: FormValues;
}

export const asText = (value: FieldValue): string => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

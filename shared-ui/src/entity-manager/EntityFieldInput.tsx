import type { DynamicField, FieldValue, FormValues } from '@attest/contracts';
import { TextField } from '../components/TextField';
import { useT } from '../i18n/useT';

export interface EntityFieldInputProps {
  field: DynamicField;
  value: FieldValue;
  values: FormValues;
  /** Already translated. */
  error?: string;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
}

/** One record field. PENDING: rendered by the form engine's DynamicField once it is exported. */
export function EntityFieldInput({ field, value, error, onChange, onBlur }: EntityFieldInputProps) {
  const { t } = useT();
  const label = t(field.translation_display_key || field.name, field.desc || field.name);
  return (
    <TextField
      label={label}
      name={field.name}
      required={field.required}
      value={Array.isArray(value) ? value.join(', ') : (value ?? '')}
      error={error}
      disabled={field.disabled}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={onBlur}
    />
  );
}

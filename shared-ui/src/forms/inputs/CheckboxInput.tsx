import type { FieldInputProps } from './field-input-props';

/** Single checkbox (datatype 12): stored '1' when checked, '0' otherwise. */
export function CheckboxInput({ field, inputId, label, value, onChange, onBlur, disabled, invalid, describedBy }: FieldInputProps) {
  return (
    <label className="at-dyn-choice">
      <input
        id={inputId}
        type="checkbox"
        name={field.name}
        checked={value === '1'}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked ? '1' : '0')}
        onBlur={onBlur}
      />
      <span className="at-visually-hidden">{label}</span>
    </label>
  );
}

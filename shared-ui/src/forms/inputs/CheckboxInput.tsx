import type { FieldInputProps } from './field-input-props';

/** Single checkbox (datatype 12): stored '1' when checked, '0' otherwise. The frame's label names it. */
export function CheckboxInput({ field, inputId, value, onChange, onBlur, disabled, invalid, describedBy }: FieldInputProps) {
  return (
    <span className="at-dyn-choice">
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
    </span>
  );
}

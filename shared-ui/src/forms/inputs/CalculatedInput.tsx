import { asText, type FieldInputProps } from './field-input-props';

/** Datatype 28: read-only; the form recomputes the value from params.calculation whenever an input changes. */
export function CalculatedInput({ field, inputId, value, describedBy }: FieldInputProps) {
  return (
    <input
      id={inputId}
      name={field.name}
      className="at-field__input at-dyn-calculated"
      type="text"
      readOnly
      aria-readonly="true"
      value={asText(value)}
      aria-describedby={describedBy}
    />
  );
}

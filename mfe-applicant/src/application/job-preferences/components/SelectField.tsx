import { useId } from 'react';
import type { ChoiceOption } from './ChoiceGroup';

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  /** The text of the empty choice; none when the field always has a value. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
}

/** A labelled single select with an inline error that focuses it when clicked. */
export function SelectField({ name, label, value, options, onChange, placeholder, required = false, disabled = false, error }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="at-field" data-field={name}>
      <label className="at-field__label" htmlFor={id}>
        {label}
        {required ? <span className="at-field__required" aria-hidden="true">*</span> : null}
      </label>
      <div className="at-field__row">
        <select
          id={id}
          name={name}
          className="at-field__input"
          value={value}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error ? (
          <label className="at-field__error" htmlFor={id}>
            {error}
          </label>
        ) : null}
      </div>
    </div>
  );
}

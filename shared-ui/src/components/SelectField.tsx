import { useId, useRef, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** Text of an empty first option (no choice made yet); omitted when not given. */
  placeholder?: string;
  /** Inline error next to the select (already translated), like TextField's. */
  error?: ReactNode;
}

/**
 * A labelled select that looks and behaves like shared-ui's TextField: asterisk when required, inline
 * error label that focuses the control when clicked.
 */
export function SelectField({ label, options, placeholder, error, required, id, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? `at-select-${generatedId}`;
  const ref = useRef<HTMLSelectElement | null>(null);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className="at-field">
      <label className="at-field__label" htmlFor={selectId}>
        {label}
        {required ? (
          <span className="at-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="at-field__row">
        <select
          ref={ref}
          id={selectId}
          required={required}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          className="at-field__input"
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {hasError ? (
          <label className="at-field__error" htmlFor={selectId} onClick={() => ref.current?.focus()}>
            {error}
          </label>
        ) : null}
      </div>
    </div>
  );
}

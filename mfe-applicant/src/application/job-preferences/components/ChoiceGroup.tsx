import { useId } from 'react';
import { useT } from '@attest/shared-ui';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Adds a 'Select all' box that checks every option (unchecking it clears them). */
  selectAll?: boolean;
  required?: boolean;
  error?: string | null;
}

/** A labelled group of checkboxes; the list keeps the options' order. */
export function ChoiceGroup({ name, legend, options, selected, onChange, selectAll = false, required = false, error }: ChoiceGroupProps) {
  const { t } = useT();
  const errorId = useId();
  const allChecked = options.length > 0 && options.every((o) => selected.includes(o.value));
  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) {
      next.add(value);
    } else {
      next.delete(value);
    }
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className="at-field at-dyn-group" data-field={name} aria-describedby={error ? errorId : undefined}>
      <legend className="at-field__label">
        {legend}
        {required ? <span className="at-field__required" aria-hidden="true">*</span> : null}
      </legend>
      <div className="at-dyn-choices">
        {selectAll ? (
          <label className="at-dyn-choice">
            <input
              type="checkbox"
              name={`${name}__all`}
              checked={allChecked}
              onChange={(event) => onChange(event.target.checked ? options.map((o) => o.value) : [])}
            />
            <span>{t('select_all', 'Select all')}</span>
          </label>
        ) : null}
        {options.map((option) => (
          <label key={option.value} className="at-dyn-choice">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span className="at-field__error" id={errorId} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

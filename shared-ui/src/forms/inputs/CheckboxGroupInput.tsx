import { MULTI_VALUE_SEPARATOR, type FieldValue } from '@attest/contracts';
import type { FieldInputProps } from './field-input-props';
import type { ChoiceOption } from './RadioGroupInput';

/** A stored multi-value may arrive joined by '||'; the group always works on a list. */
export const asList = (value: FieldValue): string[] =>
  Array.isArray(value) ? value : value ? value.split(MULTI_VALUE_SEPARATOR).filter(Boolean) : [];

/** Checkbox group (datatypes 18 and 19): the value is the list of checked codes, in code order. */
export function CheckboxGroupInput(props: FieldInputProps & { options: ChoiceOption[] }) {
  const { field, inputId, value, onChange, onBlur, disabled, invalid, describedBy, options } = props;
  const checked = asList(value);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(checked);
    if (on) {
      next.add(code);
    } else {
      next.delete(code);
    }
    onChange(options.map((option) => option.code).filter((code) => next.has(code)));
  };
  return (
    <div className="at-dyn-choices" role="group" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {options.map((option, index) => (
        <label key={option.code} className="at-dyn-choice">
          <input
            id={index === 0 ? inputId : `${inputId}-${index}`}
            type="checkbox"
            name={field.name}
            value={option.code}
            checked={checked.includes(option.code)}
            disabled={disabled}
            onChange={(event) => toggle(option.code, event.target.checked)}
            onBlur={onBlur}
          />
          <span>{option.value}</span>
        </label>
      ))}
    </div>
  );
}

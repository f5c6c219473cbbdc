import { ClearButton } from '../components/ClearButton';
import { asText, type FieldInputProps } from './field-input-props';

export interface ChoiceOption {
  code: string;
  value: string;
}

export interface RadioGroupInputProps extends FieldInputProps {
  options: ChoiceOption[];
  /** Radio group: clear shown when it has a value and is not read-only. Yes/No: when the value is not null. */
  showClear: boolean;
  /** What clearing stores ('' for a radio group, null for Yes/No). */
  clearedValue: '' | null;
}

/** Radio group (datatype 10) and Yes/No (17). The first radio carries inputId so the label and error focus it. */
export function RadioGroupInput(props: RadioGroupInputProps) {
  const { field, inputId, label, value, onChange, onBlur, disabled, workflowReadOnly, invalid, describedBy, options, showClear, clearedValue } = props;
  const current = asText(value);
  return (
    <>
      <div className="at-dyn-choices" role="radiogroup" aria-invalid={invalid || undefined} aria-required={field.required || undefined} aria-describedby={describedBy}>
        {options.map((option, index) => (
          <label key={option.code} className="at-dyn-choice">
            <input
              id={index === 0 ? inputId : `${inputId}-${index}`}
              type="radio"
              name={field.name}
              value={option.code}
              checked={current === option.code}
              disabled={disabled}
              onChange={() => onChange(option.code)}
              onBlur={onBlur}
            />
            <span>{option.value}</span>
          </label>
        ))}
      </div>
      {showClear ? <ClearButton label={label} disabled={workflowReadOnly} onClear={() => onChange(clearedValue)} /> : null}
    </>
  );
}

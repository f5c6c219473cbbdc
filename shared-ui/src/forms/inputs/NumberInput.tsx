import { DATATYPE, formatNumberOnBlur, stepFor } from '@attest/contracts';
import { useT } from '../../i18n/useT';
import { asText, type FieldInputProps } from './field-input-props';

/** Adds a step without binary float noise (0.1 + 0.2); steps are 1 or 0.25, so 2 decimals suffice. */
const addStep = (current: string, delta: number): string => {
  const base = Number(current.replace(/,/g, ''));
  const next = Math.round(((Number.isFinite(base) ? base : 0) + delta) * 100) / 100;
  return String(next);
};

/** Datatypes 2, 3 and 11: a numeric text input with -/+ steppers (0.25 for datatype 3, 1 otherwise). */
export function NumberInput({ field, inputId, label, value, onChange, onBlur, disabled, workflowReadOnly, invalid, describedBy }: FieldInputProps) {
  const { t } = useT();
  const step = stepFor(field.datatype_id);
  const text = asText(value);
  const allowNegative = Boolean(field.params?.allow_negative);
  const stepperDisabled = disabled || workflowReadOnly;
  const stepBy = (delta: number) => {
    const next = addStep(text, delta);
    // A stepper never produces what the field refuses anyway: negatives only where allowed.
    onChange(!allowNegative && Number(next) < 0 ? '0' : next);
  };
  return (
    <div className="at-dyn-number">
      <button type="button" className="at-dyn-stepper" disabled={stepperDisabled} onClick={() => stepBy(-step)} aria-label={t('decrease_value', 'Decrease {{label}}', { label })}>
        −
      </button>
      <input
        id={inputId}
        name={field.name}
        className="at-field__input"
        type="text"
        inputMode={field.datatype_id === DATATYPE.INTEGER ? 'numeric' : 'decimal'}
        value={text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy}
        data-step={step}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          // Datatype 3 steps by quarters, so it keeps 2 decimals like money instead of becoming an integer.
          const formatted = text === '' ? text : formatNumberOnBlur(text, Boolean(field.params?.is_money) || field.datatype_id === DATATYPE.MONEY_STEP);
          if (formatted !== text) {
            onChange(formatted);
          }
          onBlur();
        }}
      />
      <button type="button" className="at-dyn-stepper" disabled={stepperDisabled} onClick={() => stepBy(step)} aria-label={t('increase_value', 'Increase {{label}}', { label })}>
        +
      </button>
    </div>
  );
}

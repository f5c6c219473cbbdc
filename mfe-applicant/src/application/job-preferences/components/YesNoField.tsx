import { useT } from '@attest/shared-ui';

interface YesNoFieldProps {
  name: string;
  legend: string;
  /** '1' yes, '0' no. */
  value: string;
  onChange: (value: '1' | '0') => void;
}

/** A yes/no question as two radios. */
export function YesNoField({ name, legend, value, onChange }: YesNoFieldProps) {
  const { t } = useT();
  const choices: { code: '1' | '0'; label: string }[] = [
    { code: '1', label: t('yes', 'Yes') },
    { code: '0', label: t('no', 'No') },
  ];
  return (
    <fieldset className="at-field at-dyn-group" data-field={name}>
      <legend className="at-field__label">{legend}</legend>
      <div className="at-dyn-choices" role="radiogroup">
        {choices.map((choice) => (
          <label key={choice.code} className="at-dyn-choice">
            <input type="radio" name={name} value={choice.code} checked={value === choice.code} onChange={() => onChange(choice.code)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

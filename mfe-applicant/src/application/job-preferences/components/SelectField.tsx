import { SelectField as SharedSelectField } from '@attest/shared-ui';
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

/** shared-ui's SelectField addressed by field name (data-field) and answering the chosen value. */
export function SelectField({ name, options, onChange, error, ...rest }: SelectFieldProps) {
  return (
    <div data-field={name}>
      <SharedSelectField
        {...rest}
        name={name}
        options={[...options]}
        error={error ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import type { FieldCode } from '@attest/contracts';
import { useT } from '../../i18n/useT';
import { ClearButton } from '../components/ClearButton';
import { asText, type FieldInputProps } from './field-input-props';

export interface SelectInputProps extends FieldInputProps {
  options: Pick<FieldCode, 'code' | 'value'>[];
  /** Single select: a clear button is shown only when allow_clear is set. */
  allowClear: boolean;
}

/** Dropdown (datatype 7, and 27 with the state list). params.isMultiSelect gives a multi-select with a string[] value. */
export function SelectInput(props: SelectInputProps) {
  const { field, inputId, label, value, onChange, onBlur, disabled, workflowReadOnly, invalid, describedBy, options, allowClear } = props;
  const { t } = useT();
  const multiple = Boolean(field.params?.isMultiSelect);
  const selected = multiple ? (Array.isArray(value) ? value : value ? [value] : []) : asText(value);
  return (
    <>
      <select
        id={inputId}
        name={field.name}
        className="at-field__input"
        multiple={multiple}
        value={selected}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) =>
          onChange(multiple ? Array.from(event.target.selectedOptions, (option) => option.value) : event.target.value)
        }
      >
        {multiple ? null : <option value="">{t('select_placeholder', 'Select...')}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.value}
          </option>
        ))}
      </select>
      {allowClear ? <ClearButton label={label} disabled={workflowReadOnly || disabled} onClear={() => onChange(multiple ? [] : '')} /> : null}
    </>
  );
}

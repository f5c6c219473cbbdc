import { useId, type ReactNode } from 'react';
import { DATATYPE, NUMERIC_DATATYPES, STATE_LIST, type DynamicField as DynamicFieldModel, type FieldValue, type FormValues } from '@attest/contracts';
import { useContentText } from '../../i18n/useContentText';
import { useT } from '../../i18n/useT';
import { columnStyle, FieldFrame } from './FieldFrame';
import { CalculatedInput } from '../inputs/CalculatedInput';
import { CheckboxGroupInput } from '../inputs/CheckboxGroupInput';
import { CheckboxInput } from '../inputs/CheckboxInput';
import { DateInput } from '../inputs/DateInput';
import { DocumentCaptureInput } from '../inputs/DocumentCaptureInput';
import type { FieldInputProps } from '../inputs/field-input-props';
import { NumberInput } from '../inputs/NumberInput';
import { RadioGroupInput, type ChoiceOption } from '../inputs/RadioGroupInput';
import { SelectInput } from '../inputs/SelectInput';
import { TextInput } from '../inputs/TextInput';
import { VideoEmbed } from '../inputs/VideoEmbed';

export interface DynamicFieldProps {
  field: DynamicFieldModel;
  value: FieldValue;
  onChange: (name: string, value: FieldValue) => void;
  onBlur?: (name: string) => void;
  /** Translated error; the caller decides when to show it (once touched). */
  error?: string | null;
  /** Every value of the form, for confirm masks. */
  values?: FormValues;
  /** Disabled by a trigger state; defaults to field.disabled when no state is given. */
  disabled?: boolean;
  readOnly?: boolean;
  /** Workflow read-only: steppers and clear buttons are disabled. */
  workflowReadOnly?: boolean;
  /** Today as YYYY-MM-DD for the date picker's default range. */
  today?: string;
  /** Document capture: uploads a file and answers its reference (default: the file name). */
  onFileSelected?: (field: DynamicFieldModel, file: File) => Promise<string> | string;
}

const byOrder = <T extends { sort_order: number }>(list: T[]) => [...list].sort((a, b) => a.sort_order - b.sort_order);
const hasValue = (value: FieldValue) => (Array.isArray(value) ? value.length > 0 : value != null && value !== '');

/** Renders one dynamic field by its datatype (spec §2 "Form engine screens" 4, "Field display"). */
export function DynamicField(props: DynamicFieldProps) {
  const { field, value, onChange, onBlur, error = null, values = {}, disabled = Boolean(props.field.disabled), readOnly = false, workflowReadOnly = false } = props;
  const { t } = useT();
  const reactId = useId();
  const inputId = `at-dyn-${field.name}-${reactId}`.replace(/[^A-Za-z0-9_-]/g, '');
  const errorId = `${inputId}-error`;
  const text = useContentText();
  // The label in the page's language: translation_display_key, else the key derived from the label (decision 0018).
  const label = text.fieldLabel(field);
  const helpId = `${inputId}-help`;
  const helpText = typeof field.params?.help === 'string' && field.params.help ? text.content('fieldHelp', field.params.help) : null;

  if (field.datatype_id === DATATYPE.VIDEO) {
    return (
      <div className="at-dyn-col at-field" style={columnStyle(field)} data-field={field.name}>
        <VideoEmbed videoId={field.name} title={label} />
      </div>
    );
  }

  // A trigger state already starts from field.disabled (and an enable action may lift it), so it is not OR-ed in again.
  const locked = disabled || readOnly;
  const inputProps: FieldInputProps = {
    field,
    inputId,
    label,
    value,
    onChange: (next) => onChange(field.name, next),
    onBlur: () => onBlur?.(field.name),
    disabled: locked,
    workflowReadOnly,
    invalid: Boolean(error),
    describedBy: [error ? errorId : null, helpText ? helpId : null].filter(Boolean).join(' ') || undefined,
    values,
  };
  const codes: ChoiceOption[] = byOrder(field.codes ?? []).map((option) => ({ code: option.code, value: text.code(option) }));

  let input: ReactNode;
  let asGroup = false;
  switch (field.datatype_id) {
    case DATATYPE.DATE:
      input = <DateInput {...inputProps} today={props.today} />;
      break;
    case DATATYPE.DROPDOWN:
      input = <SelectInput {...inputProps} options={codes} allowClear={Boolean(field.allow_clear)} />;
      break;
    case DATATYPE.STATE:
      input = <SelectInput {...inputProps} options={STATE_LIST.map((s) => ({ code: s.code, value: t(`state_${s.code}`, s.name) }))} allowClear={Boolean(field.allow_clear)} />;
      break;
    case DATATYPE.RADIO_GROUP:
      asGroup = true;
      input = <RadioGroupInput {...inputProps} options={codes} showClear={hasValue(value) && !locked} clearedValue="" />;
      break;
    case DATATYPE.YES_NO:
      asGroup = true;
      input = (
        <RadioGroupInput
          {...inputProps}
          options={[
            { code: '1', value: t('yes', 'Yes') },
            { code: '0', value: t('no', 'No') },
          ]}
          showClear={hasValue(value)}
          clearedValue={null}
        />
      );
      break;
    case DATATYPE.CHECKBOX:
      input = <CheckboxInput {...inputProps} />;
      break;
    case DATATYPE.NO_REQUIRED_ON_SHOW:
    case DATATYPE.CHECKBOX_GROUP:
      asGroup = true;
      input = <CheckboxGroupInput {...inputProps} options={codes} />;
      break;
    case DATATYPE.DOCUMENT_CAPTURE:
      input = <DocumentCaptureInput {...inputProps} onFileSelected={props.onFileSelected ? (file) => props.onFileSelected!(field, file) : undefined} />;
      break;
    case DATATYPE.CALCULATED:
      input = <CalculatedInput {...inputProps} />;
      break;
    default:
      input = NUMERIC_DATATYPES.includes(field.datatype_id) ? <NumberInput {...inputProps} /> : <TextInput {...inputProps} />;
  }

  return (
    <FieldFrame field={field} inputId={inputId} errorId={errorId} label={label} error={error} asGroup={asGroup} help={helpText ? { id: helpId, text: helpText } : null}>
      {input}
    </FieldFrame>
  );
}

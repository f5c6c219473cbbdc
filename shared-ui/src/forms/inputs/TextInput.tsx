import { useState, type ClipboardEvent } from 'react';
import { DATATYPE } from '@attest/contracts';
import { useT } from '../../i18n/useT';
import { useNotApplicable } from '../hooks/useNotApplicable';
import { asText, type FieldInputProps } from './field-input-props';
import { typingRuleFor } from './typing-rule';
import { EyeIcon } from '../../components/icons/EyeIcon';

const blockClipboard = (event: ClipboardEvent) => event.preventDefault();

/**
 * Text-like fields: plain text, textarea, confirm (26), phone (30), zip, masked and concealed inputs,
 * with the not-applicable toggle and copy/cut/paste blocking (confirm fields and params.block_copy_paste).
 */
export function TextInput(props: FieldInputProps) {
  const { field, inputId, label, value, onChange, onBlur, disabled, invalid, describedBy, values } = props;
  const { t } = useT();
  const params = field.params ?? {};
  const concealed = Boolean(params.concealed);
  const [revealed, setRevealed] = useState(false);
  const notApplicable = useNotApplicable(value, onChange);
  const rule = typingRuleFor(field, values, { concealedHidden: concealed && !revealed, notApplicable: notApplicable.active });
  const blockCopyPaste = field.datatype_id === DATATYPE.CONFIRM || Boolean(params.block_copy_paste);
  const text = asText(value);
  const inputDisabled = disabled || notApplicable.active;

  const common = {
    id: inputId,
    name: field.name,
    className: 'at-field__input',
    value: text,
    disabled: inputDisabled,
    maxLength: typeof params.max_length === 'number' && params.max_length > 0 ? params.max_length : undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy,
    onBlur: () => {
      const formatted = rule.onBlur(text);
      if (formatted !== text) {
        onChange(formatted);
      }
      onBlur();
    },
    onCopy: blockCopyPaste ? blockClipboard : undefined,
    onCut: blockCopyPaste ? blockClipboard : undefined,
    onPaste: blockCopyPaste ? blockClipboard : undefined,
  };

  const input =
    field.datatype_id === DATATYPE.TEXTAREA || params.input_kind === 'textarea' ? (
      <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
    ) : (
      <input
        {...common}
        type={concealed && !revealed ? 'password' : rule.type}
        inputMode={rule.inputMode}
        autoComplete={concealed ? 'off' : undefined}
        onChange={(event) => onChange(rule.onType(event.target.value))}
      />
    );

  return (
    <>
      {input}
      {concealed ? (
        <button
          type="button"
          className="at-dyn-eye"
          aria-pressed={revealed}
          aria-label={revealed ? t('hide_value', 'Hide {{label}}', { label }) : t('show_value', 'Show {{label}}', { label })}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <EyeIcon crossed={revealed} />
        </button>
      ) : null}
      {params.not_applicable ? (
        <label className="at-dyn-choice at-dyn-na">
          <input type="checkbox" checked={notApplicable.active} disabled={disabled} onChange={(event) => notApplicable.toggle(event.target.checked)} />
          <span>{t('not_applicable', 'Not applicable')}</span>
        </label>
      ) : null}
    </>
  );
}

import { SelectField, TextField, useT } from '@attest/shared-ui';
import { ENTITY_FUNCTION_NAMES } from '../config-rules';
import { keyErrorText } from '../config-texts';

type Config = Record<string, unknown>;

export interface ConfigKeysFormProps {
  config: Config;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (next: Config) => void;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const int = (text: string): number | null | string => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);
const obj = (v: unknown): Config => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Config) : {});

const TEXT_KEYS: [string, string, string][] = [
  ['entityIdName', 'emc_entity_id_name', 'Id field name'],
  ['customFieldEntityType', 'emc_custom_field_type', 'Custom fields of entity type'],
  ['numYearsRequiredStartProp', 'emc_years_start_prop', 'Start date field (required years)'],
  ['numYearsRequiredEndProp', 'emc_years_end_prop', 'End date field (required years)'],
  ['instructionsTransKey', 'emc_instructions_key', 'Instructions translation key'],
  ['instructions', 'emc_instructions', 'Instructions (when there is no key)'],
];
const NUMBER_KEYS: [string, string, string][] = [
  ['minEntities', 'emc_min_entities', 'Minimum records'],
  ['maxEntities', 'emc_max_entities', 'Maximum records (empty: no limit)'],
  ['numYearsRequired', 'emc_years_required', 'Years of history required'],
];
const MESSAGE_KEYS: [string, string, string][] = [
  ['minEntities', 'emc_msg_min', 'Message: below the minimum'],
  ['editingEntity', 'emc_msg_editing', 'Message: a record is being edited'],
  ['entitiesNeedReview', 'emc_msg_review', 'Message: records need review'],
  ['yearsRequired', 'emc_msg_years', 'Message: years still required'],
];
const BUTTON_KEYS: [string, string, string][] = [
  ['add', 'emc_btn_add', 'Button: add'],
  ['confirm', 'emc_btn_confirm', 'Button: confirm'],
  ['cancel', 'emc_btn_cancel', 'Button: cancel'],
  ['saveAll', 'emc_btn_save_all', 'Button: save all'],
];

/** The known keys of an entity-manager configuration as a form; the record form's fields are edited in the JSON view. */
export function ConfigKeysForm({ config, errors, readOnly, onChange }: ConfigKeysFormProps) {
  const { t } = useT();
  const set = (key: string, value: unknown) => onChange({ ...config, [key]: value });
  const columns = (obj(config.tableConfig).columns as { field?: string; label_translation_key?: string }[] | undefined) ?? [];
  const fields = (obj(config.formConfig).fields as unknown[] | undefined) ?? [];
  const functionOptions = ENTITY_FUNCTION_NAMES.map((n) => ({ value: n, label: n }));
  const messages = obj(config.messages);
  const buttons = obj(config.buttons);
  const required = ((obj(config.reviewLogic).requiredFields as string[] | undefined) ?? []).join(', ');
  return (
    <fieldset className="emc-form" disabled={readOnly}>
      <legend className="ca-visually-hidden">{t('emc_keys', 'Configuration keys')}</legend>
      <div className="emc-grid">
        {TEXT_KEYS.map(([key, labelKey, english]) => (
          <TextField key={key} label={t(labelKey, english)} value={str(config[key])} required={key === 'entityIdName'} error={keyErrorText(t, errors[key])} onChange={(e) => set(key, e.target.value || null)} />
        ))}
        <SelectField label={t('emc_get_function', 'Get records with')} value={str(config.getEntitiesFunction)} required error={keyErrorText(t, errors.getEntitiesFunction)} options={functionOptions} onChange={(e) => set('getEntitiesFunction', e.target.value)} />
        <SelectField label={t('emc_save_function', 'Save records with')} value={str(config.saveEntitiesFunction)} required error={keyErrorText(t, errors.saveEntitiesFunction)} options={functionOptions} onChange={(e) => set('saveEntitiesFunction', e.target.value)} />
        {NUMBER_KEYS.map(([key, labelKey, english]) => (
          <TextField key={key} label={t(labelKey, english)} inputMode="numeric" value={str(config[key])} error={keyErrorText(t, errors[key])} onChange={(e) => set(key, int(e.target.value))} />
        ))}
        <TextField label={t('emc_review_fields', 'Fields a record needs (else "needs review"), comma separated')} value={required} error={keyErrorText(t, errors.reviewLogic)} onChange={(e) => set('reviewLogic', { requiredFields: e.target.value.split(',').map((s) => s.trim()).filter(Boolean) })} />
      </div>
      <div className="ca-row">
        <label className="scl-check">
          <input type="checkbox" checked={config.allowDelete === true} onChange={(e) => set('allowDelete', e.target.checked)} />
          {t('emc_allow_delete', 'Applicants may delete records')}
        </label>
        <label className="scl-check">
          <input type="checkbox" checked={config.saveOnConfirm === true} onChange={(e) => set('saveOnConfirm', e.target.checked)} />
          {t('emc_save_on_confirm', 'Save each record when it is confirmed')}
        </label>
      </div>
      <h3 className="scl-heading" id="emc-form-config">{t('emc_form_config', 'Record form')}</h3>
      <p className={errors.formConfig ? 'scl-error' : 'scl-help'}>
        {errors.formConfig ? `${keyErrorText(t, errors.formConfig)}: ` : ''}
        {t('emc_form_config_help', '{{n}} fields. Edit the fields in the JSON view.', { n: fields.length })}
      </p>
      <h3 className="scl-heading">{t('emc_table_config', 'Table columns')}</h3>
      {errors.tableConfig ? <p className="scl-error">{keyErrorText(t, errors.tableConfig)}</p> : null}
      <ol className="ca-list">
        {columns.map((c, i) => (
          <li key={i}>
            <TextField label={t('emc_column_field', 'Field')} value={str(c.field)} onChange={(e) => set('tableConfig', { columns: columns.map((x, n) => (n === i ? { ...x, field: e.target.value } : x)) })} />
            <TextField label={t('emc_column_label', 'Label translation key')} value={str(c.label_translation_key)} onChange={(e) => set('tableConfig', { columns: columns.map((x, n) => (n === i ? { ...x, label_translation_key: e.target.value } : x)) })} />
            <button type="button" className="at-button at-button--secondary" onClick={() => set('tableConfig', { columns: columns.filter((_, n) => n !== i) })}>
              {t('emc_remove_column', 'Remove column')}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="at-button at-button--secondary" onClick={() => set('tableConfig', { columns: [...columns, { field: '', label_translation_key: '' }] })}>
        {t('emc_add_column', 'Add column')}
      </button>
      <h3 className="scl-heading">{t('emc_texts', 'Messages and buttons (translation keys)')}</h3>
      <div className="emc-grid">
        {MESSAGE_KEYS.map(([key, labelKey, english]) => (
          <TextField key={`m-${key}`} label={t(labelKey, english)} value={str(messages[key])} onChange={(e) => set('messages', { ...messages, [key]: e.target.value || undefined })} />
        ))}
        {BUTTON_KEYS.map(([key, labelKey, english]) => (
          <TextField key={`b-${key}`} label={t(labelKey, english)} value={str(buttons[key])} onChange={(e) => set('buttons', { ...buttons, [key]: e.target.value || undefined })} />
        ))}
      </div>
    </fieldset>
  );
}

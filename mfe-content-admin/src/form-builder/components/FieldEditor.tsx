import { DATATYPE, FIELD_TYPE, SSN_MASK } from '@attest/contracts';
import { Button, SelectField, TextField, useT } from '@attest/shared-ui';
import type { BuilderField } from '../api/builder-types';
import { CALCULATION_TEXTS, DATATYPE_TEXTS } from '../builder-texts';
import { CHOICE_DATATYPES, fieldOrder, type BuilderAction, type BuilderState } from '../state/builder-reducer';
import { checkCalculation } from '../state/calculation-check';
import { CodesEditor } from './CodesEditor';

const numberOrUndefined = (v: string) => (v.trim() === '' ? undefined : Number(v));
const WIDTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** Every property of the selected field: label, name, required, help, mask, regex, lengths, date range, confirm, calculation, widths, options. */
export function FieldEditor({ state, dispatch, readOnly }: { state: BuilderState; dispatch: (a: BuilderAction) => void; readOnly: boolean }) {
  const { t } = useT();
  const key = state.selected;
  const f: BuilderField | undefined = key ? state.fields[key] : undefined;
  if (!key || !f) {
    return <p className="fb-hint">{t('builder_select_field', 'Select a field on the form to edit it.')}</p>;
  }
  const update = (patch: Partial<BuilderField>) => dispatch({ type: 'update', key, patch });
  const params = (patch: Record<string, unknown>) => dispatch({ type: 'params', key, patch });
  const p = f.params;
  const names = fieldOrder(state).map((k) => state.fields[k].name).filter((n) => n !== f.name);
  const calc = f.datatype_id === DATATYPE.CALCULATED ? checkCalculation(p.calculation?.operation ?? '', names) : null;
  const lengthBad = p.min_length !== undefined && p.max_length !== undefined && p.min_length > p.max_length;
  let regexBad = false;
  try {
    if (p.regex) {
      new RegExp(p.regex);
    }
  } catch {
    regexBad = true;
  }
  return (
    <div className="fb-editor" aria-label={t('builder_field_editor', 'Field properties')} role="group">
      <h3>{t(...(DATATYPE_TEXTS[f.datatype_id] ?? ['builder_dt_other', 'Field']))}</h3>
      <TextField label={t('builder_label', 'Label')} value={f.label ?? ''} readOnly={readOnly} onChange={(e) => update({ label: e.target.value || null })} />
      <TextField
        label={t('builder_name', 'Name')}
        hint={t('builder_name_hint', 'Letters, digits and _; unique in the form. Rules and calculations use it.')}
        value={f.name}
        readOnly={readOnly}
        error={/^[A-Za-z_][A-Za-z0-9_.]*$/.test(f.name) ? undefined : t('invalid_field_name', 'Use letters, digits and _ only, starting with a letter.')}
        onChange={(e) => update({ name: e.target.value })}
      />
      <label className="fb-inline"><input type="checkbox" checked={f.required} disabled={readOnly} onChange={(e) => update({ required: e.target.checked })} />{t('builder_required', 'Required')}</label>
      <label className="fb-inline"><input type="checkbox" checked={f.field_type === FIELD_TYPE.REQUESTER} disabled={readOnly} onChange={(e) => update({ field_type: e.target.checked ? FIELD_TYPE.REQUESTER : null })} />{t('builder_requester', 'Filled by staff when sending (requester field)')}</label>
      <label className="fb-inline"><input type="checkbox" checked={!f.trigger_show} disabled={readOnly} onChange={(e) => update({ trigger_show: !e.target.checked })} />{t('builder_hidden_start', 'Hidden until a rule shows it')}</label>
      <TextField label={t('builder_help', 'Help text')} value={(p.help as string | undefined) ?? ''} readOnly={readOnly} onChange={(e) => params({ help: e.target.value })} />
      <div className="fb-grid">
        <TextField label={t('builder_mask', 'Mask')} hint={t('builder_mask_hint', '9 a digit, A a letter, * either')} value={f.mask ?? ''} readOnly={readOnly} onChange={(e) => update({ mask: e.target.value || null })} />
        {!readOnly && <Button variant="link" onClick={() => { update({ mask: SSN_MASK }); params({ concealed: true }); }}>{t('builder_mask_ssn', 'Use the SSN mask')}</Button>}
      </div>
      {/* The server conceals every SSN-masked field whatever is sent; the box says so rather than offer a choice. */}
      <label className="fb-inline">
        <input type="checkbox" checked={p.concealed === true || f.mask === SSN_MASK} disabled={readOnly || f.mask === SSN_MASK} onChange={(e) => params({ concealed: e.target.checked || undefined })} />
        {t('builder_concealed', 'Sensitive: stored encrypted and shown masked')}
      </label>
      <div className="fb-grid">
        <TextField label={t('builder_regex', 'Regular expression')} value={p.regex ?? ''} readOnly={readOnly} error={regexBad ? t('invalid_regex', 'This regular expression is not valid.') : undefined} onChange={(e) => params({ regex: e.target.value })} />
        <TextField label={t('builder_regex_message', 'Message when it does not match (translation key)')} value={p.regex_message ?? ''} readOnly={readOnly} onChange={(e) => params({ regex_message: e.target.value })} />
        <TextField type="number" min={0} label={t('builder_min_length', 'Minimum length')} value={p.min_length ?? ''} readOnly={readOnly} onChange={(e) => params({ min_length: numberOrUndefined(e.target.value) })} />
        <TextField type="number" min={1} label={t('builder_max_length', 'Maximum length')} value={p.max_length ?? ''} readOnly={readOnly} error={lengthBad ? t('invalid_length_range', 'The minimum is above the maximum.') : undefined} onChange={(e) => params({ max_length: numberOrUndefined(e.target.value) })} />
      </div>
      {f.datatype_id === DATATYPE.DATE && (
        <div className="fb-grid">
          <TextField type="date" label={t('builder_min_date', 'Earliest date')} value={p.min_date ?? ''} readOnly={readOnly} onChange={(e) => params({ min_date: e.target.value })} />
          <TextField type="date" label={t('builder_max_date', 'Latest date')} value={p.max_date ?? ''} readOnly={readOnly} onChange={(e) => params({ max_date: e.target.value })} />
        </div>
      )}
      <SelectField
        label={t('builder_confirm', 'Must repeat the value of')}
        options={names.map((n) => ({ value: n, label: n }))}
        placeholder={t('builder_none', 'None')}
        value={p.confirm ?? ''}
        disabled={readOnly}
        onChange={(e) => params({ confirm: e.target.value })}
      />
      {calc && (
        <div className="fb-calc">
          <TextField
            label={t('builder_expression', 'Calculation')}
            hint={t('builder_expression_hint', 'Field names with + - * / %, parentheses, min, max, round, abs, floor, ceil.')}
            value={p.calculation?.operation ?? ''}
            readOnly={readOnly}
            data-testid="fb-expression"
            error={calc.error ? t(...CALCULATION_TEXTS[calc.error]) : undefined}
            onChange={(e) => params({ calculation: { fields: [], ...p.calculation, operation: e.target.value } })}
          />
          <p className="fb-hint" role="status" data-testid="fb-expression-status">
            {calc.error ? '' : t('builder_expression_ok', 'Reads {{fields}}', { fields: calc.refs.join(', ') || '-' })}
          </p>
          <label className="fb-inline">
            <input type="checkbox" checked={p.calculation?.is_money === true} disabled={readOnly} onChange={(e) => params({ calculation: { fields: [], operation: '', ...p.calculation, is_money: e.target.checked } })} />
            {t('builder_money', 'Money (2 decimals)')}
          </label>
        </div>
      )}
      <div className="fb-grid fb-widths">
        <SelectField label={t('builder_col_lg', 'Width, large screens')} options={WIDTHS} value={String(f.col_lg)} disabled={readOnly} onChange={(e) => update({ col_lg: Number(e.target.value) })} />
        <SelectField label={t('builder_col_md', 'Width, medium screens')} options={WIDTHS} value={String(f.col_md)} disabled={readOnly} onChange={(e) => update({ col_md: Number(e.target.value) })} />
        <SelectField label={t('builder_col_sm', 'Width, small screens')} options={WIDTHS} value={String(f.col_sm)} disabled={readOnly} onChange={(e) => update({ col_sm: Number(e.target.value) })} />
      </div>
      {CHOICE_DATATYPES.includes(f.datatype_id) && <CodesEditor codes={f.codes} readOnly={readOnly} onChange={(codes) => dispatch({ type: 'codes', key, codes })} />}
      {!readOnly && <Button variant="danger" onClick={() => dispatch({ type: 'remove', key })}>{t('builder_remove_field', 'Remove this field')}</Button>}
    </div>
  );
}

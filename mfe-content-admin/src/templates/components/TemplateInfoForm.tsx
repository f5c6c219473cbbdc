import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField, useT, useToast } from '@attest/shared-ui';
import { useUpdateTemplateMutation } from '../api/templates-api';
import type { TemplateEditModel, TemplateInfo } from '../api/template-types';
import { INFO_FIELD_TEXTS, TEMPLATE_TYPE_TEXTS } from '../template-texts';
import { apiErrorText, apiFieldErrors } from './error-text';
import { draftToParams, FormParamsEditor, paramsToDraft } from './FormParamsEditor';

type Kind = 'text' | 'textarea' | 'flag' | 'number' | 'optionalNumber' | 'type' | 'secondSig';
const KIND: Record<string, Kind> = {
  name: 'text', desc: 'textarea', template_type_id: 'type', external_id: 'text', validated: 'flag', validation_info: 'textarea',
  directive: 'text', active: 'flag', hide_from_applicant: 'flag', downloadable: 'flag', require_fed_id: 'flag', isolated_signing: 'flag',
  second_sig_flag: 'flag', second_sig_template_id: 'secondSig', sort_order: 'number', template_sort_order: 'number',
  blueprint_id: 'optionalNumber', edit_url: 'text',
};

type Draft = Record<string, string | boolean>;

function toDraft(info: TemplateInfo): Draft {
  const draft: Draft = {};
  for (const [name] of INFO_FIELD_TEXTS) {
    const v = (info as unknown as Record<string, unknown>)[name];
    draft[name] = KIND[name] === 'flag' ? v === true : v === null || v === undefined ? '' : String(v);
  }
  return draft;
}

function fromDraft(draft: Draft, params: Record<string, unknown>): TemplateInfo {
  const out: Record<string, unknown> = { params };
  for (const [name] of INFO_FIELD_TEXTS) {
    const v = draft[name];
    const text = typeof v === 'string' ? v.trim() : '';
    switch (KIND[name]) {
      case 'flag':
        out[name] = v === true;
        break;
      case 'number':
      case 'type':
        out[name] = Number(text || 0);
        break;
      case 'optionalNumber':
      case 'secondSig':
        out[name] = text ? Number(text) : null;
        break;
      case 'text':
      case 'textarea':
        out[name] = name === 'name' || name === 'directive' ? text : text || null;
        break;
    }
  }
  return out as unknown as TemplateInfo;
}

/** Edit info: every template field of spec §3 with what it means, and the form parameters. */
export function TemplateInfoForm({ model, readOnly }: { model: TemplateEditModel; readOnly: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const { template, form_params: defs } = model;
  const [draft, setDraft] = useState<Draft>(() => toDraft(template));
  const [params, setParams] = useState(() => paramsToDraft(defs, template.params));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [update, { isLoading, error }] = useUpdateTemplateMutation();
  const serverErrors = apiFieldErrors(t, error);
  const errors = { ...serverErrors, ...localErrors };
  const set = (name: string, v: string | boolean) => setDraft({ ...draft, [name]: v });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!String(draft.name).trim()) {
      next.name = t('required_field', 'Required Field');
    }
    const built = draftToParams(defs, params, template.params);
    if ('invalid' in built) {
      for (const name of built.invalid) {
        next[name] = t('template_param_invalid', 'Enter a valid value (a number of 0 or more, or a JSON object).');
      }
    }
    setLocalErrors(next);
    if (Object.keys(next).length || 'invalid' in built) {
      return;
    }
    const result = await update({ id: template.template_id, info: fromDraft(draft, built.params) });
    if ('data' in result && result.data) {
      toast.success(t('toast_save_success', 'Changes Saved Successfully'));
    }
  };

  const typeOptions = model.template_types.map((ty) => {
    const [key, english] = TEMPLATE_TYPE_TEXTS[ty.id] ?? [`template_type_${ty.id}`, ty.name];
    return { value: String(ty.id), label: `${t(key, english)} (${ty.id})` };
  });
  const secondOptions = model.second_sig_templates.map((s) => ({ value: String(s.template_id), label: s.name }));

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('template_info', 'Template info')} noValidate>
      <fieldset className="ta-fieldset" disabled={readOnly}>
        <legend>{t('template_info', 'Template info')}</legend>
        <div className="ta-grid">
          {INFO_FIELD_TEXTS.map(([name, key, english, helpEnglish]) => {
            const label = t(key, english);
            const help = t(`${key}_help`, helpEnglish);
            const kind = KIND[name];
            const value = draft[name];
            if (kind === 'flag') {
              return (
                <label key={name} className="ta-check" htmlFor={`info-${name}`}>
                  <input id={`info-${name}`} type="checkbox" checked={value === true} onChange={(e) => set(name, e.target.checked)} />
                  <span>
                    {label}
                    <small>{help}</small>
                  </span>
                </label>
              );
            }
            if (kind === 'textarea') {
              return (
                <div key={name} className="at-field">
                  <label className="at-field__label" htmlFor={`info-${name}`}>
                    {label}
                  </label>
                  <textarea id={`info-${name}`} className="ta-textarea" value={String(value)} onChange={(e) => set(name, e.target.value)} aria-describedby={`info-${name}-help`} />
                  <small id={`info-${name}-help`} className="ta-help">
                    {help}
                  </small>
                  {errors[name] ? <span className="ta-error">{errors[name]}</span> : null}
                </div>
              );
            }
            if (kind === 'type' || kind === 'secondSig') {
              return (
                <div key={name}>
                  <SelectField
                    id={`info-${name}`}
                    label={label}
                    required={kind === 'type'}
                    placeholder={kind === 'secondSig' ? t('template_none', 'None') : undefined}
                    options={kind === 'type' ? typeOptions : secondOptions}
                    value={String(value)}
                    onChange={(e) => set(name, e.target.value)}
                    error={errors[name]}
                  />
                  <small className="ta-help">{help}</small>
                </div>
              );
            }
            return (
              <TextField
                key={name}
                id={`info-${name}`}
                label={label}
                required={name === 'name'}
                type={kind === 'number' || kind === 'optionalNumber' ? 'number' : 'text'}
                min={kind === 'number' || kind === 'optionalNumber' ? 0 : undefined}
                value={String(value)}
                onChange={(e) => set(name, e.target.value)}
                hint={help}
                error={errors[name]}
              />
            );
          })}
        </div>
      </fieldset>
      <fieldset className="ta-fieldset" disabled={readOnly} style={{ border: 0, padding: 0 }}>
        <FormParamsEditor definitions={defs} value={params} onChange={setParams} errors={errors} />
      </fieldset>
      {error && !Object.keys(serverErrors).length ? (
        <p role="alert" className="ta-error">
          {apiErrorText(t, error)}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="ta-actions">
          <Button type="submit" loading={isLoading}>
            {t('template_save_info', 'Save info')}
          </Button>
        </div>
      )}
    </form>
  );
}

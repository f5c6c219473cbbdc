import { TextField, useT } from '@attest/shared-ui';
import type { FormParamDefinition } from '../api/template-types';

export interface FormParamsEditorProps {
  definitions: FormParamDefinition[];
  /** Each parameter's text as typed (JSON for objects); turned into values on save. */
  value: Record<string, string | boolean>;
  onChange: (value: Record<string, string | boolean>) => void;
  errors: Record<string, string>;
}

/** The form parameters of spec §3, each with what it does; an empty text leaves the parameter out. */
export function FormParamsEditor({ definitions, value, onChange, errors }: FormParamsEditorProps) {
  const { t } = useT();
  const set = (name: string, v: string | boolean) => onChange({ ...value, [name]: v });
  return (
    <fieldset className="ta-fieldset">
      <legend>{t('template_form_params', 'Form parameters')}</legend>
      <p className="ta-help">{t('template_form_params_intro', 'How the form behaves for the applicant. Leave a text empty to not use it.')}</p>
      {errors.params ? <p className="ta-error">{errors.params}</p> : null}
      <div className="ta-grid">
        {definitions.map((p) => {
          const help = t(p.descriptionKey, p.description);
          const id = `param-${p.name}`;
          if (p.kind === 'boolean') {
            return (
              <label key={p.name} className="ta-check" htmlFor={id}>
                <input id={id} type="checkbox" checked={value[p.name] === true} onChange={(e) => set(p.name, e.target.checked)} />
                <span>
                  <span className="ta-code">{p.name}</span>
                  <small>{help}</small>
                </span>
              </label>
            );
          }
          if (p.kind === 'object') {
            return (
              <div key={p.name} className="at-field">
                <label className="at-field__label" htmlFor={id}>
                  <span className="ta-code">{p.name}</span> (JSON)
                </label>
                <textarea id={id} className="ta-textarea ta-code" value={String(value[p.name] ?? '')} onChange={(e) => set(p.name, e.target.value)} aria-describedby={`${id}-help`} />
                <small id={`${id}-help`} className="ta-help">
                  {help}
                </small>
                {errors[p.name] ? <span className="ta-error">{errors[p.name]}</span> : null}
              </div>
            );
          }
          return (
            <TextField
              key={p.name}
              id={id}
              label={<span className="ta-code">{p.name}</span>}
              type={p.kind === 'number' ? 'number' : 'text'}
              min={p.kind === 'number' ? 0 : undefined}
              value={String(value[p.name] ?? '')}
              onChange={(e) => set(p.name, e.target.value)}
              hint={help}
              error={errors[p.name]}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** Stored params → the editor's texts (objects as pretty JSON). */
export function paramsToDraft(defs: FormParamDefinition[], params: Record<string, unknown>): Record<string, string | boolean> {
  const draft: Record<string, string | boolean> = {};
  for (const d of defs) {
    const v = params[d.name];
    if (d.kind === 'boolean') {
      draft[d.name] = v === true;
    } else if (d.kind === 'object') {
      draft[d.name] = v === undefined || v === null ? '' : JSON.stringify(v, null, 2);
    } else {
      draft[d.name] = v === undefined || v === null ? '' : String(v);
    }
  }
  return draft;
}

/**
 * The editor's texts → params, keeping parameters the editor does not know. Returns the names whose
 * text is not valid (bad JSON, not a number) instead when any is.
 */
export function draftToParams(
  defs: FormParamDefinition[],
  draft: Record<string, string | boolean>,
  original: Record<string, unknown>,
): { params: Record<string, unknown> } | { invalid: string[] } {
  const params: Record<string, unknown> = { ...original };
  const invalid: string[] = [];
  for (const d of defs) {
    const v = draft[d.name];
    delete params[d.name];
    if (d.kind === 'boolean') {
      if (v === true) {
        params[d.name] = true;
      } else if (original[d.name] === false) {
        params[d.name] = false;
      }
      continue;
    }
    const text = typeof v === 'string' ? v.trim() : '';
    if (!text) {
      continue;
    }
    if (d.kind === 'number') {
      const n = Number(text);
      if (Number.isFinite(n) && n >= 0) {
        params[d.name] = n;
      } else {
        invalid.push(d.name);
      }
    } else if (d.kind === 'object') {
      try {
        const parsed = JSON.parse(text) as unknown;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          params[d.name] = parsed;
        } else {
          invalid.push(d.name);
        }
      } catch {
        invalid.push(d.name);
      }
    } else {
      params[d.name] = text;
    }
  }
  return invalid.length ? { invalid } : { params };
}

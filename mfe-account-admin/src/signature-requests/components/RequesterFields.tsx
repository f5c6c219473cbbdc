import { useMemo } from 'react';
import { validateFormValues, type FormErrors, type FormTemplate, type FormValues } from '@attest/contracts';
import { ConfigurableForm, useContentText, useT } from '@attest/shared-ui';

/** What staff typed into the REQUESTER fields, by template id. */
export type RequesterValues = Record<string, FormValues>;

/** The values each form starts with: what is stored for the applicant (a re-sent offer keeps its terms). */
export function initialRequesterValues(forms: FormTemplate[]): RequesterValues {
  return Object.fromEntries(forms.map((form) => [String(form.template_id), Object.fromEntries(form.fields.map((f) => [f.name, f.value ?? null]))]));
}

/** The requester-mode errors of every form (the contracts' rules: a required shown field must hold a value). */
export function requesterErrors(forms: FormTemplate[], values: RequesterValues): Record<string, FormErrors> {
  const out: Record<string, FormErrors> = {};
  for (const form of forms) {
    const errors = validateFormValues(form.fields, values[String(form.template_id)] ?? {}, { mode: 'requester', today: new Date().toISOString().slice(0, 10) });
    if (Object.keys(errors).length) {
      out[String(form.template_id)] = errors;
    }
  }
  return out;
}

/** The server's `requester_values.<templateId>.<field>` errors, by template and field. */
export function serverRequesterErrors(fields: Record<string, string>): Record<string, FormErrors> {
  const out: Record<string, FormErrors> = {};
  for (const [path, key] of Object.entries(fields)) {
    const match = /^requester_values\.(\d+)\.(.+)$/.exec(path);
    if (match) {
      out[match[1]] = { ...out[match[1]], [match[2]]: { key } };
    }
  }
  return out;
}

export interface RequesterFieldsProps {
  forms: FormTemplate[];
  values: RequesterValues;
  errors: Record<string, FormErrors>;
  /** After a send attempt every field shows its error. */
  showErrors: boolean;
  onChange: (templateId: string, values: FormValues) => void;
}

/**
 * Requester mode of the form engine (staff-side spec §2, §5): the REQUESTER fields of each document being
 * sent — an offer letter's start date and pay rate — which staff fill as they send; the applicant then
 * reads them and cannot change them.
 */
export function RequesterFields({ forms, values, errors, showErrors, onChange }: RequesterFieldsProps) {
  const { t } = useT();
  const text = useContentText();
  const touched = useMemo(() => (showErrors ? Object.fromEntries(forms.flatMap((f) => f.fields.map((field) => [field.name, true]))) : {}), [forms, showErrors]);
  if (forms.length === 0) {
    return null;
  }
  return (
    <div className="aa-requester-fields">
      <p>{t('requester_fields_intro', 'These documents have parts you fill in before they are sent. The applicant sees them but cannot change them.')}</p>
      {forms.map((form) => {
        const id = String(form.template_id);
        return (
          <section key={id} aria-label={text.content('template', form.name)} data-requester-template={id}>
            <h3>{text.content('template', form.name)}</h3>
            <ConfigurableForm
              fields={form.fields}
              layout={null}
              values={values[id] ?? {}}
              errors={errors[id] ?? {}}
              touched={touched}
              onValuesChange={(next) => onChange(id, next)}
            />
          </section>
        );
      })}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, TextField, useT, useToast } from '@attest/shared-ui';
import { useCreateChecklistMutation, useUpdateChecklistMutation, type ChecklistView } from '../api/skill-checklists-api';
import { draftErrors, emptyDraft, STANDARD_SCALE, toBody, toDraft, type ChecklistDraft } from '../checklist-draft';
import { checklistErrorText, fieldErrorText, serverFieldErrors } from '../checklist-texts';
import { CategoriesEditor } from './CategoriesEditor';

export interface ChecklistEditorProps {
  checklist: ChecklistView | null;
  jobCategories: { category_id: number; name: string }[];
  locations: { location_id: number; name: string }[];
  canManage: boolean;
  onSaved: (saved: ChecklistView) => void;
}

function Choices({ legend, options, picked, onChange }: { legend: string; options: { id: number; name: string }[]; picked: number[]; onChange: (ids: number[]) => void }) {
  return (
    <fieldset className="scl-choices">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="scl-check">
          <input type="checkbox" checked={picked.includes(o.id)} onChange={(e) => onChange(e.target.checked ? [...picked, o.id].sort((a, b) => a - b) : picked.filter((x) => x !== o.id))} />
          {o.name}
        </label>
      ))}
    </fieldset>
  );
}

/** Create or edit one checklist: name, description, categories and items, the proficiency scale, activation and assignment. */
export function ChecklistEditor({ checklist, jobCategories, locations, canManage, onSaved }: ChecklistEditorProps) {
  const { t } = useT();
  const toast = useToast();
  const [draft, setDraft] = useState<ChecklistDraft>(() => (checklist ? toDraft(checklist) : emptyDraft()));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateChecklistMutation();
  const [update, updating] = useUpdateChecklistMutation();
  const errors = { ...serverFieldErrors(checklist ? updating.error : creating.error), ...localErrors };
  const set = (patch: Partial<ChecklistDraft>) => setDraft({ ...draft, ...patch });
  const readOnly = !canManage;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = draftErrors(draft);
    setLocalErrors(found);
    if (Object.keys(found).length) {
      return;
    }
    try {
      const body = toBody(draft);
      const saved = checklist ? await update({ id: checklist.checklist_id, body }).unwrap() : await create(body).unwrap();
      toast.success(t('scl_saved', 'Checklist saved.'));
      onSaved(saved);
    } catch (error) {
      toast.danger(checklistErrorText(t, error));
    }
  };

  return (
    <form className="scl-editor" noValidate onSubmit={(e) => void submit(e)} aria-label={checklist ? t('scl_edit', 'Edit checklist') : t('scl_new', 'New checklist')}>
      <fieldset className="scl-plain" disabled={readOnly}>
        <TextField label={t('scl_name', 'Name')} value={draft.name} required error={fieldErrorText(t, errors.name)} onChange={(e) => set({ name: e.target.value })} />
        <div className="at-field">
          <label className="at-field__label" htmlFor="scl-description">
            {t('scl_description', 'Instructions for the applicant')}
          </label>
          <textarea id="scl-description" className="scl-textarea" value={draft.description} onChange={(e) => set({ description: e.target.value })} />
        </div>
        <div className="ca-row">
          <label className="scl-check">
            <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
            {t('scl_active', 'Active')}
          </label>
          <label className="scl-check">
            <input type="checkbox" checked={draft.auto_assign} onChange={(e) => set({ auto_assign: e.target.checked })} />
            {t('scl_auto_assign', 'Give it to applicants automatically')}
          </label>
        </div>
        <h3 className="scl-heading">{t('scl_assignment', 'Assigned to')}</h3>
        <p className="scl-help">{t('scl_assignment_help', 'With no job category or location picked, every applicant gets it. Otherwise only applicants who chose one of the job categories and are at one of the locations.')}</p>
        <div className="ca-split">
          <Choices legend={t('scl_job_categories', 'Job categories')} options={jobCategories.map((c) => ({ id: c.category_id, name: c.name }))} picked={draft.job_category_ids} onChange={(ids) => set({ job_category_ids: ids })} />
          <Choices legend={t('scl_locations', 'Locations')} options={locations.map((l) => ({ id: l.location_id, name: l.name }))} picked={draft.location_ids} onChange={(ids) => set({ location_ids: ids })} />
        </div>
        <h3 className="scl-heading">{t('scl_scale', 'Proficiency scale')}</h3>
        <label className="scl-check">
          <input type="checkbox" checked={draft.customScale} onChange={(e) => set({ customScale: e.target.checked })} />
          {t('scl_custom_scale', 'Name the four levels for this checklist')}
        </label>
        <ol className="scl-scale">
          {STANDARD_SCALE.map(([key, english], i) => (
            <li key={key}>
              {draft.customScale ? (
                <TextField
                  label={t('scl_level_n', 'Level {{n}}', { n: i + 1 })}
                  value={draft.scale[i]}
                  required
                  error={fieldErrorText(t, errors[`scale.${i}`])}
                  onChange={(e) => set({ scale: draft.scale.map((l, n) => (n === i ? e.target.value : l)) })}
                />
              ) : (
                <span>{t(key, english)}</span>
              )}
            </li>
          ))}
        </ol>
      </fieldset>
      <h3 className="scl-heading">{t('scl_categories', 'Categories and skills')}</h3>
      {errors.categories ? <p className="scl-error">{fieldErrorText(t, errors.categories)}</p> : null}
      <CategoriesEditor categories={draft.categories} errors={errors} readOnly={readOnly} onChange={(categories) => set({ categories })} />
      {canManage ? (
        <div className="ca-row scl-actions">
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {t('scl_save', 'Save checklist')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

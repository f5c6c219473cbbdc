import { useState, type FormEvent } from 'react';
import { APPLICATION_STATUSES, DATA_VIEW_COLUMNS, type CustomDataViewDto, type CustomDataViewInput, type DataViewColumn } from '@attest/contracts';
import { applicationStatusLabel, Button, SelectField, TextField, useT } from '@attest/shared-ui';
import { idOrNull, useLocations } from '../../admin-common/useLocations';
import { columnLabel } from './column-labels';

const DEFAULT_COLUMNS: DataViewColumn[] = ['full_name', 'email', 'current_application_status', 'date_registered'];

/** Name, columns, the applicant list filter (search, location, status) and the share flag of a view. */
export function DataViewForm({ initial, busy, onSave, onCancel }: { initial?: CustomDataViewDto; busy: boolean; onSave: (input: CustomDataViewInput) => void; onCancel: () => void }) {
  const { t } = useT();
  const { options } = useLocations();
  const [name, setName] = useState(initial?.name ?? '');
  const [columns, setColumns] = useState<DataViewColumn[]>(initial?.columns ?? DEFAULT_COLUMNS);
  const [term, setTerm] = useState(initial?.filter.term ?? '');
  const [location, setLocation] = useState(initial?.filter.locations?.[0] ? String(initial.filter.locations[0]) : '');
  const [status, setStatus] = useState(initial?.filter.statuses?.[0] ?? '');
  const [shared, setShared] = useState(initial?.shared ?? false);
  const toggle = (c: DataViewColumn) => setColumns((cur) => (cur.includes(c) ? cur.filter((x) => x !== c) : DATA_VIEW_COLUMNS.filter((x) => x === c || cur.includes(x))));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const locationId = idOrNull(location);
    onSave({
      name: name.trim(),
      columns,
      filter: { ...(term.trim() ? { term: term.trim() } : {}), ...(locationId ? { locations: [locationId] } : {}), ...(status ? { statuses: [status as (typeof APPLICATION_STATUSES)[number]] } : {}) },
      shared,
    });
  };
  return (
    <form className="aa-panel" aria-label={initial ? t('dv_edit', 'Edit view') : t('dv_new', 'New view')} onSubmit={submit}>
      <h3>{initial ? t('dv_edit', 'Edit view') : t('dv_new', 'New view')}</h3>
      <TextField label={t('dv_name', 'View name')} required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
      <fieldset className="aa-perm-group">
        <legend>{t('dv_columns', 'Columns')}</legend>
        <div className="aa-form-grid">
          {DATA_VIEW_COLUMNS.map((c) => (
            <label key={c} className="aa-check">
              <input type="checkbox" checked={columns.includes(c)} onChange={() => toggle(c)} />
              {columnLabel(t, c)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="aa-form-grid">
        <TextField label={t('dv_search', 'Search (name, email, phone)')} value={term} onChange={(e) => setTerm(e.target.value)} />
        <SelectField label={t('location', 'Location')} value={location} placeholder={t('all_locations', 'All locations')} options={options} onChange={(e) => setLocation(e.target.value)} />
        <SelectField
          label={t('dv_status', 'Applicants at status')}
          value={status}
          placeholder={t('dv_any_status', 'Any status')}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: applicationStatusLabel(t, s) }))}
          onChange={(e) => setStatus(e.target.value)}
        />
      </div>
      <label className="aa-check">
        <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
        {t('dv_shared', 'Share with everyone at my company')}
      </label>
      <div className="aa-actions">
        <Button type="submit" loading={busy} disabled={!name.trim() || !columns.length}>
          {t('save', 'Save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}

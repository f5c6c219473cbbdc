import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, SelectField, TextField, useT } from '@attest/shared-ui';
import { idOrNull, useLocations } from '../../admin-common/useLocations';
import type { ReportFilter } from '../api/reports-api';

/** The date range and location of a report page; applied on submit (the report reloads once). */
export function ReportFilters({ value, onApply, children }: { value: ReportFilter; onApply: (f: ReportFilter) => void; children?: ReactNode }) {
  const { t } = useT();
  const { options } = useLocations();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [location, setLocation] = useState(value.location_id ? String(value.location_id) : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ from: from || undefined, to: to || undefined, location_id: idOrNull(location) });
  };
  return (
    <form className="aa-filters" aria-label={t('report_filters', 'Report filters')} onSubmit={submit}>
      <TextField label={t('report_from', 'From')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <TextField label={t('report_to', 'To')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <SelectField label={t('location', 'Location')} value={location} placeholder={t('all_locations', 'All locations')} options={options} onChange={(e) => setLocation(e.target.value)} />
      {children}
      <div className="aa-filters__actions">
        <Button type="submit">{t('report_apply', 'Show report')}</Button>
      </div>
    </form>
  );
}

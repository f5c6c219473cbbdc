import { useState, type FormEvent } from 'react';
import { Button, TextField, useT } from '@attest/shared-ui';
import type { AuditFilter } from '../api/audit-api';

/** Suggestions only: the log holds whatever the services record. */
const ENTITIES = [
  'user',
  'role',
  'user_role',
  'user_settings',
  'user_external_id',
  'applicant',
  'application_status',
  'applicant_document',
  'template',
  'customer_config',
];
const ACTIONS = ['create', 'update', 'delete', 'view', 'login', 'sign', 'submit', 'export'];

/** Entity, action and a date range; applied with "Filter" (typing does not reload the table at every key). */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState<AuditFilter>(value);
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const badRange = Boolean(draft.from && draft.to && draft.from > draft.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!badRange) {
      onApply({ ...draft, entity: draft.entity?.trim(), action: draft.action?.trim() });
    }
  };

  return (
    <form className="aa-inline-form" onSubmit={submit} noValidate aria-label={t('audit_filters', 'Filters')}>
      <TextField
        label={t('audit_entity', 'Entity')}
        value={draft.entity ?? ''}
        onChange={set('entity')}
        list="aa-audit-entities"
        autoComplete="off"
      />
      <datalist id="aa-audit-entities">
        {ENTITIES.map((e) => (
          <option key={e} value={e} />
        ))}
      </datalist>
      <TextField
        label={t('audit_action', 'Action')}
        value={draft.action ?? ''}
        onChange={set('action')}
        list="aa-audit-actions"
        autoComplete="off"
      />
      <datalist id="aa-audit-actions">
        {ACTIONS.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <TextField
        label={t('audit_from', 'From')}
        type="date"
        value={draft.from ?? ''}
        onChange={set('from')}
      />
      <TextField
        label={t('audit_to', 'To')}
        type="date"
        value={draft.to ?? ''}
        onChange={set('to')}
        error={badRange ? t('audit_bad_range', 'The end is before the start') : undefined}
      />
      <Button type="submit">{t('audit_filter', 'Filter')}</Button>
      <Button
        variant="secondary"
        onClick={() => {
          setDraft({});
          onApply({});
        }}
      >
        {t('audit_clear', 'Clear')}
      </Button>
    </form>
  );
}

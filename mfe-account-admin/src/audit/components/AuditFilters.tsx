import { useState, type FormEvent } from 'react';
import { Button, TextField, useT, type TextFieldProps } from '@attest/shared-ui';
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
      <SuggestingField
        label={t('audit_entity', 'Entity')}
        value={draft.entity ?? ''}
        onChange={set('entity')}
        listId="aa-audit-entities"
        suggestions={ENTITIES}
      />
      <SuggestingField
        label={t('audit_action', 'Action')}
        value={draft.action ?? ''}
        onChange={set('action')}
        listId="aa-audit-actions"
        suggestions={ACTIONS}
      />
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

/** A free text field that offers `suggestions` (a datalist) without limiting the choice to them. */
function SuggestingField({
  listId,
  suggestions,
  ...props
}: Pick<TextFieldProps, 'label' | 'value' | 'onChange'> & {
  listId: string;
  suggestions: readonly string[];
}) {
  return (
    <>
      <TextField {...props} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}

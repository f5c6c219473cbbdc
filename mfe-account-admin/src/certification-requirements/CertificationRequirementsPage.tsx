import { useEffect, useState, type FormEvent } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, ModalResponse, RequirePermission, SelectField, TextField, useCan, useConfirm, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../admin-common/ErrorAlert';
import { apiErrorText, apiFieldErrors, fieldText } from '../admin-common/error-text';
import { AccountAdminStyles } from '../applicants/components/AccountAdminStyles';
import { CredentialAdminStyles } from '../credential-types/CredentialAdminStyles';
import { useAllCredentialTypesQuery } from '../credential-types/credential-types-api';
import { useGetLocationsQuery } from '../locations/api/locations-api';
import {
  CERT_ACTIONS, CERT_STATUSES, useDefaultAutomationQuery, useDeleteRequirementMutation, useInvalidConfigsQuery, useRequirementConfigsQuery, useSaveDefaultAutomationMutation,
  useSaveRequirementMutation, type InvalidReason, type RequirementConfig,
} from './certification-requirements-api';

type T = ReturnType<typeof useT>['t'];

/** `admin/certification-requirements` (account.read; changes need account.manage): staff-side §5 and §7. */
export function CertificationRequirementsPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <CertificationRequirements />
    </RequirePermission>
  );
}

export function certStatusText(t: T, code: string): string {
  switch (code) {
    case 'EXPIRED':
      return t('cert_event_expired', 'Expired');
    case 'EXPIRING_SOON':
      return t('cert_event_expiring_soon', 'Expiring soon');
    case 'INCOMPLETE':
      return t('cert_event_incomplete', 'Incomplete');
    case 'INVALID':
      return t('cert_event_invalid', 'Invalid');
    case 'NEEDS_REVIEW':
      return t('cert_event_needs_review', 'Needs review');
    default:
      return t('cert_event_complete', 'Complete');
  }
}

export function certActionText(t: T, code: string): string {
  switch (code) {
    case 'RESEND_TASK':
      return t('cert_action_resend_task', 'Resend task');
    case 'SEND_TASK':
      return t('cert_action_send_task', 'Send task');
    default:
      return t('cert_action_update_status_in_ats', 'Update status in ATS');
  }
}

/** The spec's two labels (staff-side §8), word for word in English, translated through their keys otherwise. */
export function invalidLabel(t: T, r: InvalidReason): string {
  return r.messageKey === 'cert_invalid_credential'
    ? t('cert_invalid_credential', 'Invalid Credential: {{id}}. Inactive or Missing Alt ID.', { id: r.params.id })
    : t('cert_invalid_entity', 'Invalid {{entityType}}. Inactive or not visible to Applicant.', { entityType: r.params.entityType });
}

const ENTITY_TYPES = ['job', 'category'];

function CertificationRequirements() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const locations = useGetLocationsQuery();
  const [location, setLocation] = useState('');
  const configs = useRequirementConfigsQuery(location ? Number(location) : null);
  const invalid = useInvalidConfigsQuery();
  const [remove] = useDeleteRequirementMutation();
  const [editing, setEditing] = useState<RequirementConfig | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const locationName = (id: number | null) => (id === null ? t('cert_all_locations', 'Every location') : (locations.data?.find((l) => l.location_id === id)?.name ?? `#${id}`));
  const entityText = (c: RequirementConfig) => `${entityTypeText(t, c.entity_type)} ${c.entityName ?? `#${c.entity_id}`}`;

  const del = async (c: RequirementConfig) => {
    const answer = await confirm({ title: t('cert_delete_confirm', 'Delete this requirement?'), confirmLabel: t('delete', 'Delete'), danger: true });
    if (answer !== ModalResponse.CONFIRM) {
      return;
    }
    setError(null);
    try {
      await remove(c.id).unwrap();
      toast.success(t('cert_deleted', 'Requirement deleted.'));
    } catch (err) {
      setError(apiErrorText(t, err));
    }
  };

  return (
    <Card title={t('cert_requirements_title', 'Certification requirements')}>
      <AccountAdminStyles />
      <CredentialAdminStyles />
      <p className="aa-muted">{t('cert_requirements_intro', 'Which credential each job or category needs, per location, and what happens when a credential expires or is missing.')}</p>
      <div className="aa-filters">
        <SelectField
          label={t('cert_location', 'Location')}
          options={[{ value: '', label: t('cert_any_location', 'All configurations') }, ...(locations.data ?? []).map((l) => ({ value: String(l.location_id), label: l.name }))]}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
        />
      </div>
      {canManage && !editing ? <Button onClick={() => setEditing('new')}>{t('cert_new', 'New requirement')}</Button> : null}
      {editing ? <RequirementForm config={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      <LoadingBar active={configs.isFetching} />
      <ErrorAlert message={error} />
      {configs.error && !configs.data ? <ErrorPanel title={t('cert_unavailable', 'The requirements could not be loaded')} onRetry={() => void configs.refetch()} /> : null}
      {configs.data && configs.data.length === 0 ? <p>{t('cert_none', 'No requirements yet.')}</p> : null}
      {configs.data?.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack" aria-label={t('cert_configurations', 'Configurations')}>
            <thead>
              <tr>
                <th scope="col">{t('cert_location', 'Location')}</th>
                <th scope="col">{t('cert_entity', 'Applies to')}</th>
                <th scope="col">{t('credential_type', 'Credential')}</th>
                <th scope="col">{t('cert_events', 'Automation')}</th>
                {canManage ? <th scope="col">{t('actions', 'Actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {configs.data.map((c) => (
                <tr key={c.id}>
                  <td data-label={t('cert_location', 'Location')} className="aa-break">{locationName(c.customer_location_id)}</td>
                  <td data-label={t('cert_entity', 'Applies to')} className="aa-break">{entityText(c)}</td>
                  <td data-label={t('credential_type', 'Credential')} className="aa-break">
                    {c.credentialName ?? `#${c.credential_id}`}{c.credentialAltId ? ` (${c.credentialAltId})` : ''}
                    {c.invalid.length ? <ul className="ca-labels aa-error">{c.invalid.map((r) => <li key={r.messageKey}>{invalidLabel(t, r)}</li>)}</ul> : null}
                  </td>
                  <td data-label={t('cert_events', 'Automation')} className="aa-break">
                    {c.events.filter((e) => e.actions.length).map((e) => `${certStatusText(t, e.status.status)}: ${e.actions.map((a) => certActionText(t, a.type.type)).join(', ')}`).join(' · ')}
                  </td>
                  {canManage ? (
                    <td data-label={t('actions', 'Actions')}>
                      <Button variant="secondary" aria-label={t('cert_edit_named', 'Edit the requirement for {{name}}', { name: entityText(c) })} onClick={() => setEditing(c)}>{t('edit', 'Edit')}</Button>{' '}
                      <Button variant="danger" aria-label={t('cert_delete_named', 'Delete the requirement for {{name}}', { name: entityText(c) })} onClick={() => void del(c)}>{t('delete', 'Delete')}</Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <section className="ca-section" aria-labelledby="ca-invalid-title">
        <h2 id="ca-invalid-title">{t('cert_invalid_title', 'Invalid configurations')}</h2>
        {invalid.data && invalid.data.length === 0 ? <p>{t('cert_invalid_none', 'Every configuration is valid.')}</p> : null}
        <ul className="ca-labels" aria-label={t('cert_invalid_title', 'Invalid configurations')}>
          {(invalid.data ?? []).flatMap((c) => c.invalid.map((r) => (
            <li key={`${c.id}-${r.messageKey}`} className="aa-break">
              {invalidLabel(t, r)} <span className="aa-muted">({entityText(c)}, {locationName(c.customer_location_id)})</span>
            </li>
          )))}
        </ul>
      </section>
      <DefaultAutomation canManage={canManage} />
    </Card>
  );
}

function entityTypeText(t: T, type: string): string {
  switch (type) {
    case 'job':
      return t('cert_entity_job', 'Job');
    case 'category':
      return t('cert_entity_category', 'Category');
    default:
      return type;
  }
}

/** Create or edit one configuration; a refusal keeps what was chosen and shows the message. */
function RequirementForm({ config, onDone }: { config: RequirementConfig | null; onDone: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const locations = useGetLocationsQuery();
  const types = useAllCredentialTypesQuery();
  const [save, { isLoading }] = useSaveRequirementMutation();
  const [location, setLocation] = useState(config?.customer_location_id ? String(config.customer_location_id) : '');
  const [entityType, setEntityType] = useState(config?.entity_type ?? 'job');
  const [entityId, setEntityId] = useState(config ? String(config.entity_id) : '');
  const [credential, setCredential] = useState(config ? String(config.credential_id) : '');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFields({});
    try {
      await save({
        ...(config ? { id: config.id } : {}),
        customer_location_id: location ? Number(location) : null,
        entity_type: entityType,
        entity_id: Number(entityId),
        credential_id: Number(credential),
      }).unwrap();
      toast.success(t('cert_saved', 'Requirement saved.'));
      onDone();
    } catch (err) {
      setError(apiErrorText(t, err));
      setFields(apiFieldErrors(err));
    }
  };

  return (
    <form className="ca-form" aria-label={config ? t('cert_edit', 'Edit the requirement') : t('cert_new', 'New requirement')} onSubmit={(e) => void submit(e)}>
      <SelectField
        label={t('cert_location', 'Location')}
        options={[{ value: '', label: t('cert_all_locations', 'Every location') }, ...(locations.data ?? []).map((l) => ({ value: String(l.location_id), label: l.name }))]}
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        error={fieldText(t, fields.customer_location_id)}
      />
      <SelectField
        label={t('cert_entity_type', 'Applies to a')}
        options={(ENTITY_TYPES.includes(entityType) ? ENTITY_TYPES : [...ENTITY_TYPES, entityType]).map((v) => ({ value: v, label: entityTypeText(t, v) }))}
        value={entityType}
        required
        onChange={(e) => setEntityType(e.target.value)}
        error={fieldText(t, fields.entity_type)}
      />
      <TextField label={t('cert_entity_id', 'Its id')} inputMode="numeric" required value={entityId} onChange={(e) => setEntityId(e.target.value.replace(/\D/g, ''))} error={fieldText(t, fields.entity_id)} />
      <SelectField
        label={t('credential_type', 'Credential')}
        placeholder={t('credential_choose', 'Choose a credential')}
        options={(types.data ?? []).map((c) => ({ value: String(c.credential_id), label: c.active ? c.name : `${c.name} (${t('credential_type_inactive', 'Inactive')})` }))}
        value={credential}
        required
        onChange={(e) => setCredential(e.target.value)}
        error={fieldText(t, fields.credential_id)}
      />
      <div className="ca-form__actions">
        <Button type="submit" loading={isLoading} disabled={!entityId || !credential}>{t('save', 'Save')}</Button>
        <Button variant="secondary" onClick={onDone}>{t('cancel', 'Cancel')}</Button>
      </div>
      <ErrorAlert message={error} />
    </form>
  );
}

/** The customer's default automation: one row per event, a box per action (CredentialAutomationConfiguration/default). */
function DefaultAutomation({ canManage }: { canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const current = useDefaultAutomationQuery();
  const [save, { isLoading }] = useSaveDefaultAutomationMutation();
  const [grid, setGrid] = useState<Record<number, number[]>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const events = current.data;
    if (events) {
      setGrid(Object.fromEntries(CERT_STATUSES.map((s) => [s.id, events.find((e) => e.status.id === s.id)?.actions.map((a) => a.id) ?? []])));
    }
  }, [current.data]);

  const toggle = (status: number, action: number, on: boolean) =>
    setGrid((g) => ({ ...g, [status]: on ? [...(g[status] ?? []), action].sort() : (g[status] ?? []).filter((a) => a !== action) }));
  const run = async (body: { events?: { status_id: number; action_ids: number[] }[] }) => {
    setError(null);
    try {
      await save(body).unwrap();
      toast.success(t('cert_automation_saved', 'Default automation saved.'));
    } catch (err) {
      setError(apiErrorText(t, err));
    }
  };

  return (
    <section className="ca-section" aria-labelledby="ca-automation-title">
      <h2 id="ca-automation-title">{t('cert_automation_title', 'Default automation')}</h2>
      <p className="aa-muted">{t('cert_automation_intro', 'What the daily job does for each event. New requirements start with these actions.')}</p>
      {current.error ? <ErrorPanel title={t('cert_automation_unavailable', 'The default automation could not be loaded')} onRetry={() => void current.refetch()} /> : null}
      {current.data ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack ca-matrix" aria-label={t('cert_automation_title', 'Default automation')}>
            <thead>
              <tr>
                <th scope="col">{t('cert_event', 'Event')}</th>
                {CERT_ACTIONS.map((a) => <th scope="col" key={a.id}>{certActionText(t, a.code)}</th>)}
              </tr>
            </thead>
            <tbody>
              {CERT_STATUSES.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{certStatusText(t, s.code)}</th>
                  {CERT_ACTIONS.map((a) => (
                    <td key={a.id} data-label={certActionText(t, a.code)}>
                      <label className="aa-check">
                        <input
                          type="checkbox"
                          disabled={!canManage}
                          checked={(grid[s.id] ?? []).includes(a.id)}
                          onChange={(e) => toggle(s.id, a.id, e.target.checked)}
                          aria-label={t('cert_automation_cell', '{{event}}: {{action}}', { event: certStatusText(t, s.code), action: certActionText(t, a.code) })}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {canManage && current.data ? (
        <div className="ca-form__actions">
          <Button loading={isLoading} onClick={() => void run({ events: CERT_STATUSES.map((s) => ({ status_id: s.id, action_ids: grid[s.id] ?? [] })) })}>
            {t('cert_automation_save', 'Save automation')}
          </Button>
          <Button variant="secondary" disabled={isLoading} onClick={() => void run({})}>{t('cert_automation_reset', 'Reset to the defaults')}</Button>
        </div>
      ) : null}
      <ErrorAlert message={error} />
    </section>
  );
}

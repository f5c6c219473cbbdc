import { useId, useState, type FormEvent } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, isApiError, LoadingBar, ModalResponse, RequirePermission, SelectField, TextField, useCan, useConfirm, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../admin-common/ErrorAlert';
import { apiErrorText, apiFieldErrors, fieldText } from '../admin-common/error-text';
import { AccountAdminStyles } from '../applicants/components/AccountAdminStyles';
import { CredentialAdminStyles } from './CredentialAdminStyles';
import {
  useCreateCredentialTypeMutation, useDeleteCredentialTypeMutation, useQueryCredentialTypesQuery, useUpdateCredentialTypeMutation,
  type CredentialTypeDto, type CredentialTypeInput,
} from './credential-types-api';

const PAGE = 25;

/** `admin/credential-types` (account.read; changes need account.manage): credential types to request and require. */
export function CredentialTypesPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <CredentialTypes />
    </RequirePermission>
  );
}

type T = ReturnType<typeof useT>['t'];

/** The server's refusal as text; credential_in_use (delete of a type in use) has its English here. */
function refusal(t: T, err: unknown): string {
  return isApiError(err) && err.messageKey === 'credential_in_use'
    ? t('credential_in_use', 'This credential is held by an applicant or required by a configuration: deactivate it instead of deleting it.')
    : apiErrorText(t, err);
}

function CredentialTypes() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [activeFilter, setActiveFilter] = useState('');
  const [skip, setSkip] = useState(0);
  const query = useQueryCredentialTypesQuery({ ...(applied ? { search: applied } : {}), ...(activeFilter ? { active: activeFilter === 'active' } : {}), skip, take: PAGE });
  const [update] = useUpdateCredentialTypeMutation();
  const [remove] = useDeleteCredentialTypeMutation();
  const [editing, setEditing] = useState<CredentialTypeDto | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await work();
      toast.success(done);
    } catch (err) {
      setError(refusal(t, err));
    }
  };
  const del = async (c: CredentialTypeDto) => {
    const answer = await confirm({ title: t('credential_type_delete_confirm', 'Delete the credential "{{name}}"?', { name: c.name }), confirmLabel: t('delete', 'Delete'), danger: true });
    if (answer === ModalResponse.CONFIRM) {
      await act(() => remove(c.credential_id).unwrap(), t('credential_type_deleted', 'Credential deleted.'));
    }
  };
  const filter = (e: FormEvent) => {
    e.preventDefault();
    setSkip(0);
    setApplied(search.trim());
  };
  const yesNo = (v: boolean) => (v ? t('yes', 'Yes') : t('no', 'No'));
  const total = query.data?.total ?? 0;

  return (
    <Card title={t('credential_types_title', 'Credentials')}>
      <AccountAdminStyles />
      <CredentialAdminStyles />
      <p className="aa-muted">{t('credential_types_intro', 'The credentials applicants upload and staff request. A credential in use cannot be deleted: deactivate it.')}</p>
      <form className="aa-filters" role="search" aria-label={t('credential_types_search', 'Search credentials')} onSubmit={filter}>
        <TextField label={t('credential_types_search', 'Search credentials')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          label={t('credential_types_status', 'Status')}
          options={[{ value: '', label: t('all', 'All') }, { value: 'active', label: t('credential_type_active', 'Active') }, { value: 'inactive', label: t('credential_type_inactive', 'Inactive') }]}
          value={activeFilter}
          onChange={(e) => { setSkip(0); setActiveFilter(e.target.value); }}
        />
        <Button type="submit" variant="secondary">{t('search', 'Search')}</Button>
      </form>
      {canManage && !editing ? <Button onClick={() => setEditing('new')}>{t('credential_type_new', 'New credential')}</Button> : null}
      {editing ? <CredentialTypeForm type={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      <LoadingBar active={query.isFetching} />
      <ErrorAlert message={error} />
      {query.error && !query.data ? <ErrorPanel title={t('credential_types_unavailable', 'The credentials could not be loaded')} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.items.length === 0 ? <p>{t('credential_types_none', 'No credentials found.')}</p> : null}
      {query.data?.items.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack" aria-label={t('credential_types_title', 'Credentials')}>
            <thead>
              <tr>
                <th scope="col">{t('credential_type_name', 'Name')}</th>
                <th scope="col">{t('credential_type_alt_id', 'Alt ID')}</th>
                <th scope="col">{t('credential_type_requires_expiration', 'Expiration date required')}</th>
                <th scope="col">{t('credential_type_has_back', 'Has a back side')}</th>
                <th scope="col">{t('credential_types_status', 'Status')}</th>
                {canManage ? <th scope="col">{t('actions', 'Actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((c) => (
                <tr key={c.credential_id}>
                  <td data-label={t('credential_type_name', 'Name')} className="aa-break">{c.name}</td>
                  <td data-label={t('credential_type_alt_id', 'Alt ID')} className="aa-break">{c.alt_id ?? '—'}</td>
                  <td data-label={t('credential_type_requires_expiration', 'Expiration date required')}>{yesNo(c.requires_expiration)}</td>
                  <td data-label={t('credential_type_has_back', 'Has a back side')}>{yesNo(c.has_back)}</td>
                  <td data-label={t('credential_types_status', 'Status')}>{c.active ? t('credential_type_active', 'Active') : t('credential_type_inactive', 'Inactive')}</td>
                  {canManage ? (
                    <td data-label={t('actions', 'Actions')}>
                      <Button variant="secondary" aria-label={t('edit_named', 'Edit {{name}}', { name: c.name })} onClick={() => setEditing(c)}>{t('edit', 'Edit')}</Button>{' '}
                      <Button
                        variant="secondary"
                        aria-label={c.active ? t('deactivate_named', 'Deactivate {{name}}', { name: c.name }) : t('activate_named', 'Activate {{name}}', { name: c.name })}
                        onClick={() => void act(() => update({ id: c.credential_id, changes: { active: !c.active } }).unwrap(), c.active ? t('credential_type_deactivated', 'Credential deactivated.') : t('credential_type_activated', 'Credential activated.'))}
                      >
                        {c.active ? t('credential_type_deactivate', 'Deactivate') : t('activate', 'Activate')}
                      </Button>{' '}
                      <Button variant="danger" aria-label={t('delete_named', 'Delete {{name}}', { name: c.name })} onClick={() => void del(c)}>{t('delete', 'Delete')}</Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {total > PAGE ? (
        <p className="ca-pager">
          <Button variant="secondary" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE))}>{t('previous', 'Previous')}</Button>{' '}
          {t('page_range', '{{from}}–{{to}} of {{total}}', { from: skip + 1, to: Math.min(skip + PAGE, total), total })}{' '}
          <Button variant="secondary" disabled={skip + PAGE >= total} onClick={() => setSkip(skip + PAGE)}>{t('next', 'Next')}</Button>
        </p>
      ) : null}
    </Card>
  );
}

/** Create or edit; a refusal shows the server's message next to the field and keeps what was typed. */
function CredentialTypeForm({ type, onDone }: { type: CredentialTypeDto | null; onDone: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const ids = { exp: useId(), back: useId(), active: useId(), desc: useId() };
  const [create, createState] = useCreateCredentialTypeMutation();
  const [update, updateState] = useUpdateCredentialTypeMutation();
  const [value, setValue] = useState<CredentialTypeInput>({
    name: type?.name ?? '', alt_id: type?.alt_id ?? '', description: type?.description ?? '',
    requires_expiration: type?.requires_expiration ?? false, has_back: type?.has_back ?? false, active: type?.active ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const set = <K extends keyof CredentialTypeInput>(k: K, v: CredentialTypeInput[K]) => setValue((old) => ({ ...old, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFields({});
    const body = { ...value, alt_id: value.alt_id?.trim() || null, description: value.description?.trim() || null };
    try {
      if (type) {
        await update({ id: type.credential_id, changes: body }).unwrap();
      } else {
        await create(body).unwrap();
      }
      toast.success(t('credential_type_saved', 'Credential saved.'));
      onDone();
    } catch (err) {
      setError(refusal(t, err));
      setFields(apiFieldErrors(err));
    }
  };

  return (
    <form className="ca-form" aria-label={type ? t('credential_type_edit_title', 'Edit {{name}}', { name: type.name }) : t('credential_type_new', 'New credential')} onSubmit={(e) => void submit(e)}>
      <TextField label={t('credential_type_name', 'Name')} required value={value.name} onChange={(e) => set('name', e.target.value)} error={fieldText(t, fields.name)} />
      <TextField label={t('credential_type_alt_id', 'Alt ID')} value={value.alt_id ?? ''} onChange={(e) => set('alt_id', e.target.value)} error={fieldText(t, fields.alt_id)} />
      <div className="at-field">
        <label className="at-field__label" htmlFor={ids.desc}>{t('credential_type_description', 'Description')}</label>
        <textarea id={ids.desc} className="at-field__input" rows={2} value={value.description ?? ''} onChange={(e) => set('description', e.target.value)} />
      </div>
      <label className="aa-check" htmlFor={ids.exp}>
        <input id={ids.exp} type="checkbox" checked={value.requires_expiration} onChange={(e) => set('requires_expiration', e.target.checked)} />
        <span>{t('credential_type_requires_expiration', 'Expiration date required')}</span>
      </label>
      <label className="aa-check" htmlFor={ids.back}>
        <input id={ids.back} type="checkbox" checked={value.has_back} onChange={(e) => set('has_back', e.target.checked)} />
        <span>{t('credential_type_has_back', 'Has a back side')}</span>
      </label>
      <label className="aa-check" htmlFor={ids.active}>
        <input id={ids.active} type="checkbox" checked={value.active} onChange={(e) => set('active', e.target.checked)} />
        <span>{t('credential_type_active', 'Active')}</span>
      </label>
      <div className="ca-form__actions">
        <Button type="submit" loading={createState.isLoading || updateState.isLoading}>{t('save', 'Save')}</Button>
        <Button variant="secondary" onClick={onDone}>{t('cancel', 'Cancel')}</Button>
      </div>
      <ErrorAlert message={error} />
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import type { AdapterPropertyDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, formatInTimeZone, LoadingBar, ModalResponse, SelectField, TextField, useConfirm, useT, useToast } from '@attest/shared-ui';
import { apiFieldErrors } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { IntegrationsStyles } from '../components/IntegrationsStyles';
import { configErrorText, configFieldText } from '../field-mappings/config-texts';
import { useDeleteAdapterPropertyMutation, useGetAdapterPropertiesQuery, useGetAdaptersQuery, useSaveAdapterPropertyMutation } from '../field-mappings/integration-config-api';

/** `admin/integrations/adapter-properties`: an adapter's properties for this account; secrets are stored encrypted and never shown (decision 0050). */
export function AdapterPropertiesPage() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const adapters = useGetAdaptersQuery();
  const [adapterId, setAdapterId] = useState(1);
  const props = useGetAdapterPropertiesQuery(adapterId);
  const [save, saving] = useSaveAdapterPropertyMutation();
  const [remove] = useDeleteAdapterPropertyMutation();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      await save({ adapterId, name: name.trim(), value, secret }).unwrap();
      toast.success(t('adapter_property_saved', 'Property saved.'));
      setName('');
      setValue('');
      setSecret(false);
      void props.refetch();
    } catch (err) {
      setFieldErrors(apiFieldErrors(err));
      setError(configErrorText(t, err));
    }
  };

  const onEdit = (p: AdapterPropertyDto) => {
    setName(p.name);
    setValue(p.secret ? '' : (p.value ?? ''));
    setSecret(p.secret);
  };

  const onDelete = async (p: AdapterPropertyDto) => {
    if ((await confirm({ title: t('adapter_property_delete_confirm', 'Delete the property {{name}}?', { name: p.name }), confirmLabel: t('delete', 'Delete'), danger: true })) !== ModalResponse.CONFIRM) {
      return;
    }
    setError(null);
    try {
      await remove({ adapterId, id: p.id }).unwrap();
      void props.refetch();
    } catch (err) {
      setError(configErrorText(t, err));
    }
  };

  return (
    <Card title={t('adapter_properties', 'Adapter properties')}>
      <AccountAdminStyles />
      <IntegrationsStyles />
      <p className="aa-muted">{t('adapter_properties_intro', 'Settings of an adapter for this account, such as DISABLE_SYNC_FROM_ATS. A secret is stored encrypted and never shown again.')}</p>
      <div className="int-form">
        <SelectField label={t('adapter', 'Adapter')} value={String(adapterId)} onChange={(e) => setAdapterId(Number(e.target.value))}
          options={(adapters.data ?? [{ id: 1, name: 'ATS_SIMULATOR' }]).map((a) => ({ value: String(a.id), label: a.name }))} />
      </div>
      <LoadingBar active={props.isFetching} />
      {props.error ? <ErrorPanel title={t('adapter_properties_unavailable', 'The properties could not be loaded')} onRetry={() => void props.refetch()} /> : null}
      {error ? <p role="alert" className="aa-error">{error}</p> : null}
      {props.data && !props.data.length ? <p>{t('adapter_properties_none', 'No properties for this adapter.')}</p> : null}
      {props.data?.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack">
            <thead>
              <tr>
                <th scope="col">{t('adapter_property_name', 'Name')}</th>
                <th scope="col">{t('adapter_property_value', 'Value')}</th>
                <th scope="col">{t('adapter_property_updated', 'Changed')}</th>
                <th scope="col">{t('actions', 'Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {props.data.map((p) => (
                <tr key={p.id}>
                  <td data-label={t('adapter_property_name', 'Name')} className="aa-break">{p.name}</td>
                  <td data-label={t('adapter_property_value', 'Value')} className="aa-break">{p.secret ? t('adapter_property_secret_set', 'Secret (hidden)') : p.value}</td>
                  <td data-label={t('adapter_property_updated', 'Changed')}>{formatInTimeZone(p.updatedAt, null)}</td>
                  <td data-label={t('actions', 'Actions')}>
                    <div className="int-actions">
                      <Button variant="secondary" onClick={() => onEdit(p)} aria-label={t('adapter_property_edit', 'Edit {{name}}', { name: p.name })}>{t('edit', 'Edit')}</Button>
                      <Button variant="secondary" onClick={() => void onDelete(p)} aria-label={t('adapter_property_delete', 'Delete {{name}}', { name: p.name })}>{t('delete', 'Delete')}</Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <form className="int-section" onSubmit={(e) => void onSubmit(e)} noValidate>
        <h3>{t('adapter_property_set', 'Set a property')}</h3>
        <div className="int-form">
          <TextField label={t('adapter_property_name', 'Name')} required maxLength={64} value={name} error={configFieldText(t, fieldErrors.name)} onChange={(e) => setName(e.target.value)} />
          <TextField label={t('adapter_property_value', 'Value')} type={secret ? 'password' : 'text'} autoComplete="off" maxLength={2000} value={value}
            hint={secret ? t('adapter_property_secret_hint', 'Leave empty to keep the stored secret.') : undefined}
            error={configFieldText(t, fieldErrors.value)} onChange={(e) => setValue(e.target.value)} />
          <label className="aa-check">
            <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} /> {t('adapter_property_secret', 'Secret (stored encrypted, never shown)')}
          </label>
        </div>
        <div className="int-actions">
          <Button type="submit" disabled={saving.isLoading}>{t('save', 'Save')}</Button>
        </div>
      </form>
    </Card>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import type { FieldMappingDirection, FieldMappingDto, FieldMappingType } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, ModalResponse, SelectField, TextField, useConfirm, useT, useToast } from '@attest/shared-ui';
import { apiFieldErrors } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { IntegrationsStyles } from '../components/IntegrationsStyles';
import { configErrorText, configFieldText } from './config-texts';
import {
  useAddDefaultFieldsMutation, useCreateFieldMappingMutation, useDeleteFieldMappingMutation, useGetExternalEntityTypesQuery, useGetExternalFieldsQuery,
  useGetFieldMappingsQuery, useGetFieldTypesQuery, useGetInternalEntityTypesQuery, useGetInternalFieldsQuery, useUpdateFieldMappingMutation, type FieldMappingBody,
} from './integration-config-api';

const INTEGRATIONS = ['simulator', 'bullhorn'];

interface Draft {
  internalField: string;
  externalField: string;
  fieldType: FieldMappingType;
  codeCategory: string;
  direction: FieldMappingDirection;
}
const EMPTY: Draft = { internalField: '', externalField: '', fieldType: 'STRING', codeCategory: '', direction: 'BOTH' };

/** `admin/integrations/field-mappings`: which of our fields go to which external field, each way (decision 0050). */
export function FieldMappingsPage() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const [integration, setIntegration] = useState('simulator');
  const [internalEntityType, setInternal] = useState('APPLICANT');
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const internalTypes = useGetInternalEntityTypesQuery(integration);
  const externalTypes = useGetExternalEntityTypesQuery({ integration, internalEntityType });
  const externalEntityType = externalTypes.data?.[0] ?? '';
  const internalFields = useGetInternalFieldsQuery({ integration, internalEntityType });
  const externalFields = useGetExternalFieldsQuery({ integration, externalEntityType }, { skip: !externalEntityType });
  const fieldTypes = useGetFieldTypesQuery(integration);
  const mappings = useGetFieldMappingsQuery({ integration, internalEntityType });
  const [create, creating] = useCreateFieldMappingMutation();
  const [update, updating] = useUpdateFieldMappingMutation();
  const [remove] = useDeleteFieldMappingMutation();
  const [addDefaults, addingDefaults] = useAddDefaultFieldsMutation();

  useEffect(() => {
    setEditing(null);
    setDraft(EMPTY);
    setFieldErrors({});
  }, [integration, internalEntityType]);

  const directionLabel = (d: FieldMappingDirection) =>
    ({ BOTH: t('field_map_direction_both', 'Both ways'), OUT: t('field_map_direction_out', 'To the external system'), IN: t('field_map_direction_in', 'From the external system') })[d];

  const onInternalField = (field: string) => {
    const known = internalFields.data?.find((f) => f.field === field);
    setDraft((d) => ({ ...d, internalField: field, ...(known ? { fieldType: known.fieldType, codeCategory: known.codeCategory ?? '' } : {}) }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    const body: FieldMappingBody = { internalEntityType, externalEntityType, internalField: draft.internalField, externalField: draft.externalField.trim(), fieldType: draft.fieldType, codeCategory: draft.fieldType === 'CODE' ? draft.codeCategory.trim() : null, direction: draft.direction };
    try {
      if (editing) {
        await update({ integration, id: editing, body }).unwrap();
        toast.success(t('field_map_saved', 'Mapping saved.'));
      } else {
        await create({ integration, body }).unwrap();
        toast.success(t('field_map_added', 'Mapping added.'));
      }
      setEditing(null);
      setDraft(EMPTY);
      void mappings.refetch();
    } catch (err) {
      setFieldErrors(apiFieldErrors(err));
      setError(configErrorText(t, err));
    }
  };

  const onEdit = (m: FieldMappingDto) => {
    setEditing(m.mappingId);
    setFieldErrors({});
    setDraft({ internalField: m.internalField, externalField: m.externalField, fieldType: m.fieldType, codeCategory: m.codeCategory ?? '', direction: m.direction });
  };

  const onDelete = async (m: FieldMappingDto) => {
    const answer = await confirm({ title: t('field_map_delete_confirm', 'Delete the mapping {{internal}} ↔ {{external}}?', { internal: m.internalField, external: m.externalField }), confirmLabel: t('delete', 'Delete'), danger: true });
    if (answer !== ModalResponse.CONFIRM) {return;}
    setError(null);
    try {
      await remove({ integration, id: m.mappingId }).unwrap();
      void mappings.refetch();
    } catch (err) {
      setError(configErrorText(t, err));
    }
  };

  const onDefaults = async () => {
    setError(null);
    try {
      await addDefaults(integration).unwrap();
      toast.success(t('field_map_defaults_added', 'The default fields are mapped.'));
      void mappings.refetch();
    } catch (err) {
      setError(configErrorText(t, err));
    }
  };

  const listId = 'field-map-external-fields';
  return (
    <Card title={t('field_mappings', 'Field mappings')}>
      <AccountAdminStyles />
      <IntegrationsStyles />
      <p className="aa-muted">{t('field_mappings_intro', 'Mappings carry our fields to the external system and back. A code field is translated through the external code maps.')}</p>
      <div className="int-form">
        <SelectField label={t('field_map_integration', 'Integration')} value={integration} onChange={(e) => setIntegration(e.target.value)}
          options={INTEGRATIONS.map((i) => ({ value: i, label: i === 'simulator' ? t('ats_adapter_simulator', 'ATS simulator') : t('ats_adapter_bullhorn', 'Bullhorn-style REST') }))} />
        <SelectField label={t('field_map_internal_entity', 'Our record')} value={internalEntityType} onChange={(e) => setInternal(e.target.value)}
          options={(internalTypes.data ?? [internalEntityType]).map((v) => ({ value: v, label: v }))} />
        <p>
          {t('field_map_external_entity', 'External record')}: <strong>{externalEntityType}</strong>
        </p>
      </div>
      <div className="int-actions">
        <Button variant="secondary" disabled={addingDefaults.isLoading} onClick={() => void onDefaults()}>{t('field_map_add_defaults', 'Add default fields')}</Button>
      </div>
      <LoadingBar active={mappings.isFetching} />
      {mappings.error ? <ErrorPanel title={t('field_mappings_unavailable', 'The mappings could not be loaded')} onRetry={() => void mappings.refetch()} /> : null}
      {error ? <p role="alert" className="aa-error">{error}</p> : null}
      {mappings.data && !mappings.data.length ? <p>{t('field_map_none', 'No mappings yet: the default fields apply until you save one.')}</p> : null}
      {mappings.data?.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack">
            <thead>
              <tr>
                <th scope="col">{t('field_map_internal_field', 'Our field')}</th>
                <th scope="col">{t('field_map_external_field', 'External field')}</th>
                <th scope="col">{t('field_map_field_type', 'Field type')}</th>
                <th scope="col">{t('field_map_direction', 'Direction')}</th>
                <th scope="col">{t('actions', 'Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {mappings.data.map((m) => (
                <tr key={m.mappingId}>
                  <td data-label={t('field_map_internal_field', 'Our field')}>{m.internalField}</td>
                  <td data-label={t('field_map_external_field', 'External field')} className="aa-break">{m.externalField}</td>
                  <td data-label={t('field_map_field_type', 'Field type')}>{m.fieldType}{m.codeCategory ? ` (${m.codeCategory})` : ''}</td>
                  <td data-label={t('field_map_direction', 'Direction')}>{directionLabel(m.direction)}</td>
                  <td data-label={t('actions', 'Actions')}>
                    <div className="int-actions">
                      <Button variant="secondary" onClick={() => onEdit(m)} aria-label={t('field_map_edit', 'Edit {{field}}', { field: m.externalField })}>{t('edit', 'Edit')}</Button>
                      <Button variant="secondary" onClick={() => void onDelete(m)} aria-label={t('field_map_delete', 'Delete {{field}}', { field: m.externalField })}>{t('delete', 'Delete')}</Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <form className="int-section" onSubmit={(e) => void onSubmit(e)} noValidate>
        <h3>{editing ? t('field_map_edit_title', 'Edit mapping') : t('field_map_new_title', 'New mapping')}</h3>
        <div className="int-form">
          <SelectField label={t('field_map_internal_field', 'Our field')} required value={draft.internalField} placeholder={t('choose', 'Choose…')}
            error={configFieldText(t, fieldErrors.internalField)} onChange={(e) => onInternalField(e.target.value)}
            options={(internalFields.data ?? []).map((f) => ({ value: f.field, label: f.field }))} />
          <TextField label={t('field_map_external_field', 'External field')} required maxLength={128} list={listId} value={draft.externalField}
            error={configFieldText(t, fieldErrors.externalField)} onChange={(e) => setDraft((d) => ({ ...d, externalField: e.target.value }))} />
          <datalist id={listId}>
            {(externalFields.data ?? []).map((f) => <option key={f.field} value={f.field} />)}
          </datalist>
          <SelectField label={t('field_map_field_type', 'Field type')} value={draft.fieldType} error={configFieldText(t, fieldErrors.fieldType)}
            onChange={(e) => setDraft((d) => ({ ...d, fieldType: e.target.value as FieldMappingType }))}
            options={(fieldTypes.data ?? ['STRING']).map((v) => ({ value: v, label: v }))} />
          {draft.fieldType === 'CODE' ? (
            <TextField label={t('field_map_code_category', 'Code category')} required maxLength={64} value={draft.codeCategory}
              error={configFieldText(t, fieldErrors.codeCategory)} onChange={(e) => setDraft((d) => ({ ...d, codeCategory: e.target.value }))} />
          ) : null}
          <SelectField label={t('field_map_direction', 'Direction')} value={draft.direction} onChange={(e) => setDraft((d) => ({ ...d, direction: e.target.value as FieldMappingDirection }))}
            options={(['BOTH', 'OUT', 'IN'] as const).map((v) => ({ value: v, label: directionLabel(v) }))} />
        </div>
        <div className="int-actions">
          <Button type="submit" disabled={creating.isLoading || updating.isLoading}>{editing ? t('save', 'Save') : t('field_map_add', 'Add mapping')}</Button>
          {editing ? <Button variant="secondary" onClick={() => { setEditing(null); setDraft(EMPTY); setFieldErrors({}); }}>{t('cancel', 'Cancel')}</Button> : null}
        </div>
      </form>
    </Card>
  );
}

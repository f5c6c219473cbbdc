import { useState, type FormEvent } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, SelectField, TextField, useCan, useT, useToast } from '@attest/shared-ui';
import { ContentAdminStyles } from '../../packages/components/ContentAdminStyles';
import { SkillChecklistsStyles } from '../../skill-checklists/components/SkillChecklistsStyles';
import { useCreateEmConfigMutation, useGetEmConfigQuery, useListEmConfigsQuery, type ConfigRecord } from '../api/entity-manager-config-api';
import { starterConfig } from '../config-rules';
import { configErrorText, configFieldErrors, keyErrorText } from '../config-texts';
import { ConfigEditor } from './ConfigEditor';

const CSS = `
.emc-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); gap: 0.5rem; }
.emc-form { border: 0; padding: 0; margin: 0; min-width: 0; display: grid; gap: 0.5rem; }
.emc-editor { display: grid; gap: 0.75rem; min-width: 0; }
.emc-json { width: 100%; min-height: 24rem; box-sizing: border-box; font-family: ui-monospace, monospace; font-size: 0.8rem; }
.emc-errors { margin: 0; padding: 0.5rem 0.5rem 0.5rem 1.5rem; border: 1px solid var(--at-danger, #b42318); border-radius: 6px; color: var(--at-danger, #b42318); overflow-wrap: anywhere; }
.emc-dirty { font-style: italic; }
.emc-status { margin-top: 0.5rem; }
.emc-preview { border-top: 1px solid var(--at-border, #d0d5dd); padding-top: 0.5rem; min-width: 0; overflow-x: auto; }
.emc-preview .at-entity-manager__actions .at-button--primary { display: none; }
`;

/** `admin/content/entity-manager`: the entity-manager configuration per entity type (staff-side §2, §3, §5). */
export function EntityManagerConfigPage() {
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <ConfigManager />
    </RequirePermission>
  );
}

function NewConfigForm({ onCreated }: { onCreated: (r: ConfigRecord) => void }) {
  const { t } = useT();
  const toast = useToast();
  const [entityType, setEntityType] = useState('');
  const [create, creating] = useCreateEmConfigMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      onCreated(await create({ entityType: entityType.trim(), config: starterConfig(entityType.trim()) }).unwrap());
      setEntityType('');
    } catch (error) {
      toast.danger(configErrorText(t, error));
    }
  };
  return (
    <form className="ca-row" onSubmit={(e) => void submit(e)} aria-label={t('emc_new', 'New entity type')}>
      <TextField label={t('emc_new_type', 'New entity type')} value={entityType} pattern="[A-Za-z][A-Za-z0-9_.\-]{0,63}" required error={keyErrorText(t, configFieldErrors(creating.error).entityType)} onChange={(e) => setEntityType(e.target.value)} />
      <Button type="submit" variant="secondary" loading={creating.isLoading}>
        {t('emc_create', 'Create')}
      </Button>
    </form>
  );
}

function ConfigManager() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  const { data: list = [], error, isFetching, refetch } = useListEmConfigsQuery();
  const [picked, setPicked] = useState<number | null>(null);
  const id = picked ?? list[0]?.id ?? null;
  const { data: record, isFetching: loadingOne, error: oneError } = useGetEmConfigQuery(id ?? 0, { skip: id === null });
  // The editor restarts from the server's copy after a save, revert or rebuild (a new version or config).
  const [generation, setGeneration] = useState(0);
  return (
    <Card title={t('emc_title', 'Entity manager configuration')}>
      <ContentAdminStyles />
      <SkillChecklistsStyles />
      <style>{CSS}</style>
      <LoadingBar active={isFetching || loadingOne} />
      {error || oneError ? <ErrorPanel title={t('emc_unavailable', 'The configurations could not be loaded')} onRetry={() => void refetch()} /> : null}
      <div className="ca-row">
        <SelectField
          label={t('emc_entity_type', 'Entity type')}
          value={id === null ? '' : String(id)}
          onChange={(e) => setPicked(Number(e.target.value))}
          options={list.map((c) => ({ value: String(c.id), label: c.usable ? c.entityType : `${c.entityType} (${t('emc_not_usable', 'Applicants see an error')})` }))}
        />
        {canManage ? <NewConfigForm onCreated={(r) => setPicked(r.id)} /> : null}
      </div>
      {!error && !isFetching && list.length === 0 ? <p>{t('emc_none', 'No configurations yet.')}</p> : null}
      {record && record.id === id ? (
        <ConfigEditor
          key={`${record.id}-${record.version ?? 0}-${record.updated_at}-${generation}`}
          record={record}
          canManage={canManage}
          onReplaced={(r) => {
            setPicked(r.id);
            setGeneration((g) => g + 1);
          }}
        />
      ) : null}
    </Card>
  );
}

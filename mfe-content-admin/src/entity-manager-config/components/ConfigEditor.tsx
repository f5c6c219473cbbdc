import { useState } from 'react';
import { Button, ModalResponse, StatusBadge, useConfirm, useT, useToast } from '@attest/shared-ui';
import { useRevertEmConfigMutation, useSetEmConfigFromOldMutation, useUpdateEmConfigMutation, type ConfigRecord } from '../api/entity-manager-config-api';
import { configDraftErrors } from '../config-rules';
import { configErrorText, configFieldErrors, keyErrorText } from '../config-texts';
import { ConfigJsonView } from './ConfigJsonView';
import { ConfigKeysForm } from './ConfigKeysForm';
import { ConfigPreview } from './ConfigPreview';

export interface ConfigEditorProps {
  record: ConfigRecord;
  canManage: boolean;
  onReplaced: (record: ConfigRecord) => void;
}

/** One entity type's configuration: structured form or JSON, errors on each key, save, revert, set from old configs, live preview. */
export function ConfigEditor({ record, canManage, onReplaced }: ConfigEditorProps) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<Record<string, unknown>>(() => ({ ...(record.config ?? {}) }));
  const [view, setView] = useState<'form' | 'json'>('form');
  const [update, updating] = useUpdateEmConfigMutation();
  const [revert, reverting] = useRevertEmConfigMutation();
  const [fromOld, rebuilding] = useSetEmConfigFromOldMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const localErrors = configDraftErrors(draft);
  const errors = { ...localErrors, ...serverErrors };
  const dirty = JSON.stringify(draft) !== JSON.stringify(record.config ?? {});
  const busy = updating.isLoading || reverting.isLoading || rebuilding.isLoading;

  const change = (next: Record<string, unknown>) => {
    setServerErrors({});
    setDraft(next);
  };
  const run = async (call: () => Promise<ConfigRecord>, done: string) => {
    try {
      const next = await call();
      setServerErrors({});
      toast.success(done);
      onReplaced(next);
    } catch (error) {
      setServerErrors(configFieldErrors(error));
      toast.danger(configErrorText(t, error));
    }
  };
  const save = () => {
    if (Object.keys(localErrors).length) {
      toast.danger(t('emc_unusable', 'The configuration is not complete: the applicant would see an error. Fix the marked keys.'));
      return;
    }
    void run(() => update({ id: record.id, config: draft }).unwrap(), t('emc_saved', 'Configuration saved.'));
  };
  const ask = async (title: string, body: string, call: () => Promise<ConfigRecord>, done: string) => {
    if ((await confirm({ title, body, confirmLabel: title, danger: true })) === ModalResponse.CONFIRM) {
      await run(call, done);
    }
  };

  return (
    <div className="emc-editor">
      <div className="ca-row emc-status">
        <StatusBadge tone={record.usable ? 'success' : 'danger'}>{record.usable ? t('emc_usable', 'Usable') : t('emc_not_usable', 'Applicants see an error')}</StatusBadge>
        <span>{record.version === null ? t('emc_no_version', 'Not saved here yet') : t('emc_version', 'Version {{n}}', { n: record.version })}</span>
        {dirty ? <span className="emc-dirty">{t('emc_unsaved', 'Unsaved changes')}</span> : null}
      </div>
      {Object.keys(errors).length ? (
        <ul className="emc-errors" aria-label={t('emc_errors', 'Keys to fix')}>
          {Object.entries(errors).map(([key, reason]) => (
            <li key={key}>
              <code>{key}</code>: {keyErrorText(t, reason)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ca-row" role="group" aria-label={t('emc_view', 'View')}>
        <Button variant={view === 'form' ? 'primary' : 'secondary'} aria-pressed={view === 'form'} onClick={() => setView('form')}>
          {t('emc_view_form', 'Form')}
        </Button>
        <Button variant={view === 'json' ? 'primary' : 'secondary'} aria-pressed={view === 'json'} onClick={() => setView('json')}>
          {t('emc_view_json', 'JSON')}
        </Button>
      </div>
      {view === 'form' ? <ConfigKeysForm config={draft} errors={errors} readOnly={!canManage} onChange={change} /> : <ConfigJsonView config={draft} readOnly={!canManage} onChange={change} />}
      {canManage ? (
        <div className="ca-row emc-actions">
          <Button onClick={save} loading={updating.isLoading} disabled={busy || !dirty}>
            {t('emc_save', 'Save configuration')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy || !record.canRevert}
            onClick={() => void ask(t('emc_revert', 'Revert'), t('emc_revert_confirm', 'Go back to the previously saved version? Unsaved changes are lost.'), () => revert(record.id).unwrap(), t('emc_reverted', 'Reverted to the previous version.'))}
          >
            {t('emc_revert', 'Revert')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void ask(
                t('emc_set_from_old', 'Set from old configs'),
                t('emc_set_from_old_confirm', 'Rebuild this configuration from the earlier saved versions and the custom fields? Unsaved changes are lost.'),
                () => fromOld(record.id).unwrap(),
                t('emc_set_from_old_done', 'Configuration rebuilt from the old configs.'),
              )
            }
          >
            {t('emc_set_from_old', 'Set from old configs')}
          </Button>
        </div>
      ) : null}
      <ConfigPreview entityType={record.entityType} config={draft} />
    </div>
  );
}

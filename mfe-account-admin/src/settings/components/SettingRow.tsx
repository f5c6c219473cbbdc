import { useId, useState, type FormEvent } from 'react';
import type { ConfigurationCatalogEntryDto } from '@attest/contracts';
import { Button, StatusBadge, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { useSaveConfigurationMutation } from '../api/settings-api';
import { SettingEditor } from './SettingEditor';
import { saveErrorText, typeLabel, valueText } from './settings-texts';

/** What the editor starts with: the stored value, else the default (booleans: off). */
const initialDraft = (e: ConfigurationCatalogEntryDto) => e.value ?? e.default ?? (e.type === 'enum' ? (e.options?.[0] ?? '') : '');

/** One key: what it changes, its type, default and current value, and (with account.manage) its editor and Save. */
export function SettingRow({ entry, canEdit }: { entry: ConfigurationCatalogEntryDto; canEdit: boolean }) {
  const { t } = useT();
  const keyId = useId();
  const descId = useId();
  const editorId = useId();
  const [draft, setDraft] = useState(() => initialDraft(entry));
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [save, { isLoading }] = useSaveConfigurationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      await save({ key: entry.key, value: draft }).unwrap();
      setResult({ ok: true });
    } catch (cause) {
      setResult({ ok: false, message: saveErrorText(t, cause) });
    }
  };

  return (
    <li className="st-row" aria-labelledby={keyId} data-key={entry.key}>
      <div className="st-head">
        <code id={keyId} className="st-key">{entry.key}</code>
        {entry.reserved ? (
          <StatusBadge tone="neutral" status="reserved">{t('settings_reserved', 'Reserved: nothing reads it yet')}</StatusBadge>
        ) : null}
      </div>
      <p id={descId} className="st-desc">{t(entry.description_key, entry.description)}</p>
      <dl className="st-facts">
        <div><dt>{t('settings_type', 'Type')}</dt><dd>{typeLabel(t, entry.type)}{entry.min !== null || entry.max !== null ? ` (${entry.min ?? '…'}–${entry.max ?? '…'})` : ''}</dd></div>
        <div><dt>{t('settings_default', 'Default')}</dt><dd>{valueText(t, entry, entry.default)}</dd></div>
        <div><dt>{t('settings_current', 'Current value')}</dt><dd data-testid="current-value">{entry.value === null && !entry.secret ? t('settings_not_set', 'Not set (the default applies)') : entry.secret ? t('settings_secret', 'Hidden (set it on the Sign-in security page)') : valueText(t, entry, entry.value)}</dd></div>
      </dl>
      {canEdit && !entry.secret ? (
        // noValidate: the server checks the value against the same catalogue and answers a translated reason.
        <form className="st-edit" noValidate onSubmit={(e) => void submit(e)} aria-label={t('settings_edit_key', 'Change {{key}}', { key: entry.key })}>
          <label htmlFor={editorId} className="st-label">{t('settings_new_value', 'New value')}</label>
          <SettingEditor entry={entry} id={editorId} value={draft} disabled={isLoading} describedBy={descId} onChange={setDraft} />
          <Button type="submit" disabled={isLoading}>{t('settings_save', 'Save')}</Button>
        </form>
      ) : null}
      <p role="status" className="st-result">{result?.ok ? t('settings_saved', 'Saved.') : ''}</p>
      <ErrorAlert message={result && !result.ok ? result.message : null} />
    </li>
  );
}

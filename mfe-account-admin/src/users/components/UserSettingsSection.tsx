import { useEffect, useState, type FormEvent } from 'react';
import { Button, TextField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../api/users-api';

const KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

interface Row {
  key: string;
  value: string;
}

/** The user's settings: a flat list of name → value, saved as a whole. */
export function UserSettingsSection({ userId, canManage }: { userId: number; canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const { data } = useGetUserSettingsQuery(userId);
  const [save, { isLoading }] = useSaveUserSettingsMutation();
  const [rows, setRows] = useState<Row[]>([]);

  useEffect(() => {
    setRows(Object.entries(data?.settings ?? {}).map(([key, value]) => ({ key, value })));
  }, [data]);

  const badKey = (row: Row, index: number) =>
    !KEY_PATTERN.test(row.key) || rows.findIndex((r) => r.key === row.key) !== index;
  const invalid = rows.some(badKey);
  const setRow = (index: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) {
      return;
    }
    try {
      await save({ id: userId, settings: Object.fromEntries(rows.map((r) => [r.key, r.value])) }).unwrap();
      toast.success(t('settings_saved', 'The settings have been saved.'));
    } catch (cause) {
      toast.danger(apiErrorText(t, cause));
    }
  };

  return (
    <section className="aa-panel" aria-labelledby="aa-settings-title">
      <h3 id="aa-settings-title">{t('user_settings', 'Settings')}</h3>
      {rows.length === 0 ? <p>{t('no_settings', 'No settings.')}</p> : null}
      <form onSubmit={submit} noValidate>
        {rows.map((row, index) => (
          <div key={index} className="aa-inline-form">
            <TextField
              label={t('setting_name', 'Name')}
              value={row.key}
              disabled={!canManage}
              error={
                row.key !== '' && badKey(row, index)
                  ? t('setting_name_rule', 'Lowercase letters, digits and _; each name once')
                  : undefined
              }
              onChange={(e) => setRow(index, { key: e.target.value })}
            />
            <TextField
              label={t('setting_value', 'Value')}
              value={row.value}
              disabled={!canManage}
              maxLength={1000}
              onChange={(e) => setRow(index, { value: e.target.value })}
            />
            {canManage ? (
              <Button
                variant="secondary"
                onClick={() => setRows((list) => list.filter((_r, i) => i !== index))}
              >
                {t('remove', 'Remove')}
              </Button>
            ) : null}
          </div>
        ))}
        {canManage ? (
          <div className="aa-actions">
            <Button variant="secondary" onClick={() => setRows((list) => [...list, { key: '', value: '' }])}>
              {t('add_setting', 'Add a setting')}
            </Button>
            <Button type="submit" loading={isLoading} disabled={invalid}>
              {t('save_settings', 'Save settings')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}

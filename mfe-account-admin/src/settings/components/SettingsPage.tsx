import { useId, useMemo, useState } from 'react';
import { CONFIGURATION_AREAS, PERMISSIONS } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, RequirePermission, TextField, useCan, useT } from '@attest/shared-ui';
import { useGetConfigurationCatalogQuery } from '../api/settings-api';
import { SettingRow } from './SettingRow';
import { areaLabel } from './settings-texts';
import { SettingsStyles } from './SettingsStyles';

/**
 * `admin/settings` (account.read; saving needs account.manage): every per-customer configuration key of
 * the catalogue, grouped by area, each saved on its own (decision 0034).
 */
export function SettingsPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <Settings />
    </RequirePermission>
  );
}

function Settings() {
  const { t } = useT();
  const canEdit = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const filterId = useId();
  const { data, error, isFetching, refetch } = useGetConfigurationCatalogQuery();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (data ?? []).filter((e) => !needle || e.key.toLowerCase().includes(needle) || t(e.description_key, e.description).toLowerCase().includes(needle));
  }, [data, filter, t]);

  return (
    <Card title={t('settings_title', 'Account settings')}>
      <SettingsStyles />
      <LoadingBar active={isFetching} />
      <p className="aa-muted">
        {t('settings_intro', 'Each setting changes how the product behaves for your company. A setting that is not set uses its default. Every change is recorded in the audit log.')}
      </p>
      {error && !data ? <ErrorPanel title={t('settings_unavailable', 'The settings could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <div className="st-filter">
            <TextField id={filterId} label={t('settings_filter', 'Find a setting')} value={filter} onChange={(e) => setFilter(e.target.value)} />
          </div>
          {CONFIGURATION_AREAS.map((area) => {
            const rows = shown.filter((e) => e.area === area);
            return rows.length ? (
              <section key={area} className="st-area" aria-label={areaLabel(t, area)}>
                <h3>{areaLabel(t, area)}</h3>
                <ul className="st-list">
                  {rows.map((entry) => (
                    <SettingRow key={entry.key} entry={entry} canEdit={canEdit} />
                  ))}
                </ul>
              </section>
            ) : null;
          })}
          {shown.length === 0 ? <p>{t('settings_none_found', 'No setting matches.')}</p> : null}
        </>
      ) : null}
    </Card>
  );
}

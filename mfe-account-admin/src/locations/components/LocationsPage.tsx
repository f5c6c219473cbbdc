import { useState } from 'react';
import { PERMISSIONS, TIME_ZONES, type LocationDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, useCan, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useGetLocationsQuery } from '../api/locations-api';
import { BulkAddLocations } from './BulkAddLocations';
import { LocationEditDialog } from './LocationEditDialog';

const zoneName = (code: string | null) => (code ? (TIME_ZONES.find((z) => z.code === code)?.name ?? code) : null);

/** `admin/locations`: the customer's locations with address, time zone and languages; edit and bulk add. */
export function LocationsPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <LocationsList />
    </RequirePermission>
  );
}

function LocationsList() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const { data: locations, error, isFetching, refetch } = useGetLocationsQuery();
  const [editing, setEditing] = useState<LocationDto | null>(null);

  return (
    <Card title={t('locations', 'Locations')}>
      <AccountAdminStyles />
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('locations_unavailable', 'The locations could not be loaded')} onRetry={() => void refetch()} /> : null}
      <ul className="aa-list" aria-label={t('locations', 'Locations')}>
        {(locations ?? []).map((l) => (
          <li key={l.location_id}>
            <div className="aa-break">
              <strong>{l.name}</strong> <span className="aa-muted">({l.location_code})</span>
              {l.address ? <div className="aa-muted">{l.address}</div> : null}
              <div className="aa-muted">
                {zoneName(l.time_zone) ?? t('no_time_zone', 'Not set')} ·{' '}
                {l.languages.length ? l.languages.join(', ') : t('all_languages', 'All languages')}
              </div>
            </div>
            {canManage ? (
              <Button variant="secondary" onClick={() => setEditing(l)}>
                {t('edit_location_named', 'Edit {{name}}', { name: l.name })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? <LocationEditDialog key={editing.location_id} location={editing} onClose={() => setEditing(null)} /> : null}
      {canManage ? <BulkAddLocations /> : null}
    </Card>
  );
}

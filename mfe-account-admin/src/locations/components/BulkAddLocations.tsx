import { useState } from 'react';
import type { BulkLocationError } from '@attest/contracts';
import { Button, isApiError, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { useBulkAddLocationsMutation } from '../api/locations-api';
import { parseBulkLocations } from '../bulk-locations-parse';
import { locationFieldText } from '../location-messages';

/** Adds several locations at once: all or nothing; a refusal lists each bad line and keeps the text. */
export function BulkAddLocations() {
  const { t } = useT();
  // A person reads the column's name, not the API's field name.
  const fieldLabel = (field: string): string =>
    ({
      location_code: t('location_code', 'Code'),
      name: t('location_name', 'Name'),
      time_zone: t('location_time_zone', 'Time zone'),
      languages: t('location_languages', 'Languages offered here'),
      address: t('location_address', 'Address'),
    })[field] ?? field;
  const toast = useToast();
  const [bulkAdd, { isLoading }] = useBulkAddLocationsMutation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<BulkLocationError[]>([]);

  const submit = async () => {
    setFailure(null);
    setRowErrors([]);
    const locations = parseBulkLocations(text);
    if (!locations.length) {
      setFailure(t('bulk_locations_empty', 'Type at least one location.'));
      return;
    }
    try {
      const answer = await bulkAdd({ locations }).unwrap();
      toast.success(t('locations_added', '{{count}} locations added.', { count: answer.created.length }));
      setText('');
    } catch (err) {
      setFailure(apiErrorText(t, err));
      const rows = isApiError(err) ? (err.details?.rows as BulkLocationError[] | undefined) : undefined;
      setRowErrors(Array.isArray(rows) ? rows : []);
    }
  };

  return (
    <form
      className="aa-panel"
      aria-label={t('bulk_add_locations', 'Add locations')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3>{t('bulk_add_locations', 'Add locations')}</h3>
      <label className="at-field">
        <span>{t('bulk_locations_label', 'One location a line: code, name, time zone, languages')}</span>
        <textarea className="aa-textarea" value={text} placeholder="north, North, America/Chicago, en es" onChange={(e) => setText(e.target.value)} />
      </label>
      <ErrorAlert message={failure} />
      {rowErrors.length ? (
        <ul className="aa-error">
          {rowErrors.map((row) => (
            <li key={row.index}>
              {t('bulk_line', 'Line {{line}}', { line: row.index + 1 })}:{' '}
              {Object.entries(row.fields)
                .map(([field, key]) => `${fieldLabel(field)}: ${locationFieldText(t, key) ?? key}`)
                .join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" loading={isLoading}>
        {t('add_locations', 'Add locations')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { TIME_ZONES, type LocationDto } from '@attest/contracts';
import { Modal, ModalResponse, SelectField, TextField, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { useServerErrors } from '../../admin-common/FormikFields';
import { useGetCustomerLanguagesQuery } from '../../languages/api/languages-api';
import { useUpdateLocationMutation } from '../api/locations-api';
import { locationFieldText } from '../location-messages';

/**
 * Edits one location (PUT /locations/{id}): name, address, time zone and the languages it offers. A refused
 * save keeps the dialog open with what was typed and the server's errors beside the fields.
 */
export function LocationEditDialog({ location, onClose }: { location: LocationDto; onClose: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const [update] = useUpdateLocationMutation();
  const { data: customerLanguages = [] } = useGetCustomerLanguagesQuery();
  const { errors, formError, save } = useServerErrors();
  const [name, setName] = useState(location.name);
  const [address, setAddress] = useState(location.address ?? '');
  const [timeZone, setTimeZone] = useState(location.time_zone ?? '');
  const [languages, setLanguages] = useState<string[]>(location.languages);

  const toggle = (code: string, on: boolean) => setLanguages((list) => (on ? [...list, code] : list.filter((c) => c !== code)));
  const submit = () =>
    save(async () => {
      await update({ id: location.location_id, body: { name, address: address || null, time_zone: timeZone || null, languages } }).unwrap();
      toast.success(t('location_saved', 'The location has been saved.'));
      onClose();
    });

  return (
    <Modal
      open
      title={t('edit_location', 'Edit location {{code}}', { code: location.location_code })}
      confirmLabel={t('save_location', 'Save location')}
      onResponse={(r) => (r === ModalResponse.CONFIRM ? void submit() : onClose())}
    >
      <TextField label={t('location_name', 'Name')} value={name} required maxLength={200} error={locationFieldText(t, errors.name)} onChange={(e) => setName(e.target.value)} />
      <label className="at-field">
        <span>{t('location_address', 'Address')}</span>
        <textarea className="aa-textarea" value={address} maxLength={500} onChange={(e) => setAddress(e.target.value)} />
        {errors.address ? <span className="aa-error">{locationFieldText(t, errors.address)}</span> : null}
      </label>
      <SelectField
        label={t('location_time_zone', 'Time zone')}
        placeholder={t('no_time_zone', 'Not set')}
        value={timeZone}
        options={TIME_ZONES.map((z) => ({ value: z.code, label: z.name ?? z.code }))}
        error={locationFieldText(t, errors.time_zone)}
        onChange={(e) => setTimeZone(e.target.value)}
      />
      <fieldset className="aa-panel">
        <legend>{t('location_languages', 'Languages offered here')}</legend>
        <p className="aa-muted">{t('location_languages_hint', 'None ticked: applicants here choose from all your languages.')}</p>
        {customerLanguages.map((l) => (
          <label key={l.code} className="aa-actions">
            <input type="checkbox" checked={languages.includes(l.code)} onChange={(e) => toggle(l.code, e.target.checked)} /> {l.name}
          </label>
        ))}
        {errors.languages ? <p className="aa-error">{locationFieldText(t, errors.languages)}</p> : null}
      </fieldset>
      <ErrorAlert message={formError} />
    </Modal>
  );
}

import { useT } from '@attest/shared-ui';
import { FormikSelect, FormikText } from '../../admin-common/FormikFields';
import { useLocations } from '../../admin-common/useLocations';

/** A user's own fields (ProfileValues), in the invite form and on the user's details. */
export function ProfileFields({ disabled }: { disabled?: boolean }) {
  const { t } = useT();
  const { options: locationOptions } = useLocations();
  const texts = [
    { name: 'first_name', label: t('first_name', 'First name'), maxLength: 100, required: true },
    { name: 'last_name', label: t('last_name', 'Last name'), maxLength: 100, required: true },
    { name: 'mobile', label: t('mobile_phone', 'Mobile phone'), maxLength: 32, type: 'tel' },
    { name: 'job_title', label: t('job_title', 'Job title'), maxLength: 100 },
  ];
  return (
    <>
      {texts.map((field) => (
        <FormikText key={field.name} {...field} disabled={disabled} />
      ))}
      <FormikSelect
        name="location_id"
        label={t('home_location', 'Home location')}
        options={locationOptions}
        placeholder={t('no_home_location', 'None')}
        disabled={disabled}
      />
      <FormikText
        name="country_code"
        maxLength={2}
        label={t('country_code', 'Country code (2 letters)')}
        disabled={disabled}
      />
    </>
  );
}

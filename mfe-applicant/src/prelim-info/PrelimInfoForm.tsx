import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Field, Form, Formik, type FieldProps, type FormikHelpers } from 'formik';
import { BANNER_IDS, timeZoneOptions, type CountryReference, type PrelimInfo, type TimeZoneOption } from '@attest/contracts';
import {
  Button,
  FieldBanner,
  SelectField,
  type SelectOption,
  TextField,
  fieldErrorText,
  isApiError,
  setPrelimInfoDone,
  useServerFieldErrors,
  useT,
  useToast,
  type CustomerLocation,
} from '@attest/shared-ui';
import { useSavePrelimInfoMutation } from './prelim-info-api';
import { prelimInfoSchema, toPrelimUpdate, toPrelimValues, type PrelimInfoSwitches, type PrelimInfoValues } from './prelim-info-form';

export interface PrelimInfoFormProps {
  info: PrelimInfo;
  switches: PrelimInfoSwitches;
  locations: CustomerLocation[];
  countries: CountryReference[];
  timeZones: TimeZoneOption[];
  /** The language the page is shown in, when the customer offers it (saved with the page). */
  language: string | null;
  applicantId: string;
  /** Where a successful save goes (the online application). */
  nextPath: string;
}

type TextName = 'first_name' | 'last_name' | 'mobile_phone' | 'home_phone';

/**
 * The preliminary-info fields. Errors show inline once a field is touched or after a save attempt; a
 * failed save keeps everything typed and puts the server's field errors next to their fields.
 */
export function PrelimInfoForm({ info, switches, locations, countries, timeZones, language, applicantId, nextPath }: PrelimInfoFormProps) {
  const { t, i18n } = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [savePrelimInfo] = useSavePrelimInfoMutation();
  const [error, setError] = useState<string | null>(null);
  const { serverErrors, setServerErrors, clearField } = useServerFieldErrors();
  const message = (key: string | undefined) => fieldErrorText(t, key ? { key } : null) ?? undefined;

  const submit = async (values: PrelimInfoValues, helpers: FormikHelpers<PrelimInfoValues>) => {
    setError(null);
    setServerErrors({});
    try {
      await savePrelimInfo({ applicantId, update: toPrelimUpdate(values, language) }).unwrap();
      setPrelimInfoDone(true);
      toast.success(t('changes_saved', 'Changes Saved Successfully'));
      navigate(nextPath);
    } catch (cause) {
      const fields = isApiError(cause) ? cause.details?.fields : undefined;
      if (fields) {
        setServerErrors(Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, { key }])));
        void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((name) => [name, true])), false);
      }
      setError(t(isApiError(cause) ? cause.messageKey : 'unexpected_error', 'Your changes could not be saved. Please try again.'));
    }
  };

  const text = (name: TextName, key: string, label: string, type: string, required: boolean) => (
    <Field name={name}>
      {({ field, meta }: FieldProps<string>) => (
        <TextField
          {...field}
          onChange={(e) => {
            clearField(name);
            field.onChange(e);
          }}
          label={t(key, label)}
          type={type}
          required={required}
          autoComplete={type === 'tel' ? 'tel' : name === 'first_name' ? 'given-name' : 'family-name'}
          error={message((meta.touched && meta.error) || serverErrors[name]?.key)}
        />
      )}
    </Field>
  );
  const select = (name: keyof PrelimInfoValues, key: string, label: string, options: SelectOption[], required: boolean, placeholder?: string) => (
    <Field name={name}>
      {({ field, meta }: FieldProps<string>) => (
        <SelectField
          {...field}
          onChange={(e) => {
            clearField(name);
            field.onChange(e);
          }}
          label={t(key, label)}
          options={options}
          required={required}
          placeholder={placeholder}
          error={message((meta.touched && meta.error) || serverErrors[name]?.key)}
        />
      )}
    </Field>
  );
  const locationOptions = (by: 'id' | 'code'): SelectOption[] =>
    locations.map((l) => ({ value: by === 'id' ? String(l.location_id) : l.location_code, label: l.name }));

  return (
    <Formik initialValues={toPrelimValues(info)} validationSchema={prelimInfoSchema(switches)} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          {text('first_name', 'first_name', 'First name', 'text', true)}
          {text('last_name', 'last_name', 'Last name', 'text', true)}
          <FieldBanner bannerId={BANNER_IDS.prelimInfoMobilePhone} />
          {text('mobile_phone', 'mobile_phone', 'Mobile phone', 'tel', !switches.disableMobilePhoneSignup)}
          <FieldBanner bannerId={BANNER_IDS.prelimInfoHomePhone} />
          {text('home_phone', 'home_phone', 'Home phone', 'tel', false)}
          {switches.enableCountrySelection
            ? select('country', 'country', 'Country', countries.map((c) => ({ value: c.code, label: t(`country_${c.code}`, c.name) })), true)
            : null}
          {select('home_location', 'home_location', 'Home location', locationOptions('id'), switches.requireHomeLocation, t('select_home_location', 'Select your home location'))}
          {switches.promptLocationOnApp
            ? select('location_code', 'choose_location', 'Choose your location', locationOptions('code'), true, t('select_location', 'Select a location'))
            : null}
          {select('time_zone', 'time_zone', 'Time zone', timeZoneOptions(timeZones, i18n.language), false, t('select_time_zone', 'Select your time zone'))}
          <Field name="opt_in_text" type="checkbox">
            {({ field }: FieldProps<boolean>) => (
              <label className="at-checkbox">
                <input type="checkbox" name={field.name} checked={Boolean(field.value)} onChange={field.onChange} onBlur={field.onBlur} />{' '}
                {t('opt_in_text', 'Send me text messages about my application')}
              </label>
            )}
          </Field>
          {error ? (
            <p role="alert" className="applicant-error">
              {error}
            </p>
          ) : null}
          <div className="at-form-actions">
            <Button type="submit" loading={isSubmitting}>
              {t('save_and_continue', 'Save and continue')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

import { useState } from 'react';
import { Field, Form, Formik, type FieldProps, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { Button, Card, FieldBanner, TextField, isApiError, useT, useToast } from '@attest/shared-ui';
import { BANNER_IDS, buildApplicantUpdate, hasApplicantChanges } from '@attest/contracts';
import { useUpdateApplicantMutation, type ApplicantProfile } from '../api/applicant-api';
import { PROFILE_FIELDS, toProfileValues, type ProfileValues } from './profile-fields';

interface Props {
  applicant: ApplicantProfile;
  customerId: string;
}

/**
 * Edits the applicant's contact fields. Save sends only what changed (plus applicant_id); a failed save
 * keeps everything typed and shows the server's message, with field errors next to their fields.
 */
export function ProfileForm({ applicant, customerId }: Props) {
  const { t } = useT();
  const toast = useToast();
  const [updateApplicant] = useUpdateApplicantMutation();
  const [error, setError] = useState<string | null>(null);

  const required = t('required', 'Required');
  const schema = Yup.object({
    first_name: Yup.string().trim().required(required),
    last_name: Yup.string().trim().required(required),
    email: Yup.string().trim().email(t('invalid_email', 'Enter a valid email address')).required(required),
  });

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setError(null);
    const update = buildApplicantUpdate(applicant, values);
    if (!hasApplicantChanges(update)) {
      toast.success(t('no_changes', 'Nothing to save'));
      return;
    }
    try {
      const saved = await updateApplicant({ customerId, update }).unwrap();
      toast.success(t('changes_saved', 'Changes Saved Successfully'));
      helpers.resetForm({ values: toProfileValues({ ...applicant, ...values, ...(saved ?? {}) }) });
    } catch (cause) {
      const fields = isApiError(cause) ? cause.details?.fields : undefined;
      if (fields) {
        helpers.setErrors(
          Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, t(key, key)])),
        );
      }
      setError(
        t(
          isApiError(cause) ? cause.messageKey : 'unexpected_error',
          'Your changes could not be saved. Please try again.',
        ),
      );
    }
  };

  return (
    <Card title={t('edit_details', 'Edit my details')}>
      <Formik initialValues={toProfileValues(applicant)} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, dirty }) => (
          <Form noValidate>
            {PROFILE_FIELDS.map((f) => (
              <Field key={f.name} name={f.name}>
                {({ field, meta }: FieldProps<string>) => (
                  <>
                    {f.name === 'mobile_phone' ? <FieldBanner bannerId={BANNER_IDS.myProfilePhone} /> : null}
                    <TextField
                      {...field}
                      label={t(f.name, f.label)}
                      type={f.type}
                      autoComplete={f.autoComplete}
                      required={f.required}
                      error={meta.touched || meta.error ? meta.error : undefined}
                    />
                  </>
                )}
              </Field>
            ))}
            {error ? (
              <p role="alert" className="applicant-error">
                {error}
              </p>
            ) : null}
            <div className="at-form-actions">
              <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                {t('save', 'Save')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Card>
  );
}

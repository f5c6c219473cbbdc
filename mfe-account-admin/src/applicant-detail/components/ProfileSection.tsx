import { useEffect, useMemo, useState } from 'react';
import { Button, Card, fieldErrorsOf, fieldErrorText, isApiError, TextField, useCan, useT, useToast } from '@attest/shared-ui';
import { PERMISSIONS, type FormErrors } from '@attest/contracts';
import { usePatchApplicantMutation, type ApplicantRecord } from '../api/applicant-detail-api';
import { changedFields, PROFILE_FIELDS, profileValuesOf, type ProfileField, type ProfileValues } from '../hooks/changed-fields';

const LABELS: Record<ProfileField, [string, string]> = {
  first_name: ['first_name', 'First name'],
  middle_name: ['middle_name', 'Middle name'],
  last_name: ['last_name', 'Last name'],
  email: ['email', 'Email'],
  mobile_phone: ['mobile_phone', 'Mobile phone'],
  home_phone: ['home_phone', 'Home phone'],
  address1: ['address1', 'Address'],
  city: ['city', 'City'],
  state: ['state', 'State'],
  zip: ['zip', 'ZIP code'],
};

/** The profile; Save sends only the changed fields (PATCH). A refused save keeps what was typed. */
export function ProfileSection({ record }: { record: ApplicantRecord }) {
  const { t } = useT();
  const toast = useToast();
  const canEdit = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const saved = useMemo(() => profileValuesOf(record), [record]);
  const [values, setValues] = useState<ProfileValues>(saved);
  const [errors, setErrors] = useState<FormErrors>({});
  const [patch, patching] = usePatchApplicantMutation();
  useEffect(() => setValues(saved), [saved]);
  const changes = changedFields(saved, values);
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    setErrors({});
    try {
      await patch({ applicantId: String(record.applicant_id), changes }).unwrap();
      toast.success(t('toast_save_success', 'Changes Saved Successfully'));
    } catch (error) {
      // What was typed stays; each refused field shows the server's message (a taken email names itself).
      const found = isApiError(error) ? fieldErrorsOf(error) : {};
      if (found.email?.key === 'duplicate_email') {
        found.email = { key: 'duplicate_email', params: { value: values.email } };
      }
      setErrors(found);
      toast.danger(t('toast_save_error', 'An Error Occurred'));
    }
  };

  return (
    <Card title={t('applicant_profile', 'Profile')}>
      <div className="ad-grid">
        {PROFILE_FIELDS.map((f) => (
          <TextField
            key={f}
            name={f}
            label={t(LABELS[f][0], LABELS[f][1])}
            value={values[f]}
            readOnly={!canEdit}
            error={fieldErrorText(t, errors[f]) ?? undefined}
            onChange={(e) => {
              setValues((v) => ({ ...v, [f]: e.target.value }));
              setErrors(({ [f]: _edited, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      {canEdit ? (
        <div className="at-form-actions">
          <Button disabled={!dirty} loading={patching.isLoading} onClick={() => void save()}>
            {t('save_changes', 'Save changes')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

import { Form, Formik, type FormikErrors } from 'formik';
import {
  jobPreferenceWrites, validateJobPreferences, type JobCategory, type JobPreferenceSwitches, type JobPreferenceValues,
} from '@attest/contracts';
import { Button, fieldErrorText, isApiError, useT, useToast } from '@attest/shared-ui';
import { useSaveJobPrefPropertiesMutation } from '../api/job-preferences-api';
import { AvailabilityFields } from './AvailabilityFields';
import { CategoryFields } from './CategoryFields';

interface JobPreferencesFormProps {
  initialValues: JobPreferenceValues;
  switches: JobPreferenceSwitches;
  categories: readonly JobCategory[];
  inWizard: boolean;
  onSaved?: () => void;
}

/** The browser's date as YYYY-MM-DD: "today or later" means the applicant's today. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec §2 item 6: the fields, their rules (from @attest/contracts) and the save as property writes. */
export function JobPreferencesForm({ initialValues, switches, categories, inWizard, onSaved }: JobPreferencesFormProps) {
  const { t } = useT();
  const toast = useToast();
  const [save] = useSaveJobPrefPropertiesMutation();

  const validate = (values: JobPreferenceValues): FormikErrors<JobPreferenceValues> => {
    const errors = validateJobPreferences(values, switches, localToday());
    return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, fieldErrorText(t, error) ?? error.key]));
  };

  const submit = async (values: JobPreferenceValues) => {
    try {
      await save(jobPreferenceWrites(values, switches, categories)).unwrap();
      toast.success(t('changes_saved', 'Changes Saved Successfully'));
      onSaved?.();
    } catch (cause) {
      toast.danger(t(isApiError(cause) ? cause.messageKey : 'toast_default_error', 'An Error Occurred'));
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
      {({ values, errors, submitCount, isSubmitting, setValues }) => {
        const apply = (next: JobPreferenceValues) => void setValues(next, submitCount > 0);
        const errorOf = (name: keyof JobPreferenceValues): string | null =>
          submitCount > 0 && typeof errors[name] === 'string' ? (errors[name] as string) : null;
        return (
          <Form noValidate aria-label={t('job_preferences', 'Job Preferences')}>
            <CategoryFields values={values} setValues={apply} switches={switches} categories={categories} categoryError={errorOf('category')} />
            <AvailabilityFields values={values} setValues={apply} switches={switches} errorOf={errorOf} />
            <div className="at-form-actions">
              <Button type="submit" loading={isSubmitting}>
                {inWizard ? t('save_and_continue', 'Save and continue') : t('save', 'Save')}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}

import { Form, Formik, type FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { JOB_DISPLAY_FLAG_KEYS, PERMISSIONS, type JobDisplayFlagKey, type JobDisplaySettings, type JobDisplaySettingsDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, useCan, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { FormikSelect, ServerErrorsProvider, useServerErrors } from '../../admin-common/FormikFields';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { FormikCheckbox } from '../../security/components/FormikCheckbox';
import { useGetJobDisplaySettingsQuery, useSaveJobDisplaySettingsMutation } from '../api/job-display-settings-api';

type Values = Record<JobDisplayFlagKey, boolean> & { job_search_default_distance: string };

/** The labels of the settings (literal keys, so the catalogue and the Spanish check find them). */
function labels(t: TFunction): Record<JobDisplayFlagKey, string> {
  return {
    enable_job_search: t('jds_enable_job_search', 'Applicants can search jobs'),
    enable_job_search_criteria_category: t('jds_criteria_category', 'Category'),
    enable_job_search_criteria_skill: t('jds_criteria_skill', 'Skill'),
    enable_job_search_criteria_specialty: t('jds_criteria_specialty', 'Specialty'),
    enable_job_search_criteria_industry: t('jds_criteria_industry', 'Industry'),
    enable_job_search_criteria_emp_type: t('jds_criteria_emp_type', 'Employment type'),
    job_list_display_start_date: t('jds_field_start_date', 'Start date'),
    job_list_display_end_date: t('jds_field_end_date', 'End date'),
    job_list_display_job_city: t('jds_field_job_city', 'City'),
    job_list_display_pay_rate: t('jds_field_pay_rate', 'Pay rate'),
    job_list_display_salary: t('jds_field_salary', 'Salary'),
    job_detail_display_start_date: t('jds_field_start_date', 'Start date'),
    job_detail_display_end_date: t('jds_field_end_date', 'End date'),
    job_detail_display_job_city: t('jds_field_job_city', 'City'),
    job_detail_display_pay_rate: t('jds_field_pay_rate', 'Pay rate'),
    job_detail_display_salary: t('jds_field_salary', 'Salary'),
    enable_jobs_applied_for: t('jds_enable_jobs_applied_for', 'Applicants see the jobs they applied for'),
  };
}

const valuesOf = (s: JobDisplaySettings): Values => ({ ...s, job_search_default_distance: s.job_search_default_distance === null ? '' : String(s.job_search_default_distance) });
const group = (prefix: string) => JOB_DISPLAY_FLAG_KEYS.filter((k) => k.startsWith(prefix));

/**
 * `admin/job-display-settings` (staff-side §2 "Job search display settings"): whether applicants search jobs, which
 * criteria the search offers, which fields the job list and the job details show, the distance the search starts
 * with. They are the customer's configuration keys (also on Account settings); staff with account.manage change them.
 */
export function JobDisplaySettingsPage() {
  const { t } = useT();
  const { data, error, isLoading, refetch } = useGetJobDisplaySettingsQuery();
  if (error) {
    return (
      <Card title={t('job_display_settings', 'Job search display settings')}>
        <ErrorPanel title={t('job_display_settings_unavailable', 'The job search settings could not be loaded')} onRetry={() => void refetch()} />
      </Card>
    );
  }
  return data ? <SettingsForm data={data} /> : <LoadingBar active={isLoading} />;
}

function SettingsForm({ data }: { data: JobDisplaySettingsDto }) {
  const { t } = useT();
  const toast = useToast();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const [saveSettings] = useSaveJobDisplaySettingsMutation();
  const { formError, save, value: serverErrors } = useServerErrors();
  const label = labels(t);
  const submit = (values: Values, form: FormikHelpers<Values>) =>
    save(async () => {
      const { job_search_default_distance: distance, ...flags } = values;
      const answer = await saveSettings({ ...flags, job_search_default_distance: distance === '' ? null : Number(distance) }).unwrap();
      form.resetForm({ values: valuesOf(answer.settings) });
      toast.success(t('job_display_settings_saved', 'The job search settings have been saved.'));
    });
  const checks = (keys: readonly JobDisplayFlagKey[]) => keys.map((k) => <FormikCheckbox key={k} name={k} label={label[k]} disabled={!canManage} />);

  return (
    <Card title={t('job_display_settings', 'Job search display settings')}>
      <AccountAdminStyles />
      <p className="aa-muted">{t('job_display_settings_intro', 'What applicants see when they search jobs in the portal. These are also on Account settings.')}</p>
      <ServerErrorsProvider value={serverErrors}>
        <Formik initialValues={valuesOf(data.settings)} onSubmit={submit}>
          {({ isSubmitting, dirty }) => (
            <Form noValidate aria-label={t('job_display_settings', 'Job search display settings')}>
              <fieldset className="aa-panel">
                <legend>{t('jds_search', 'Search')}</legend>
                {checks(['enable_job_search', 'enable_jobs_applied_for'])}
                <FormikSelect
                  name="job_search_default_distance"
                  label={t('jds_default_distance', 'Distance the search starts with')}
                  placeholder={t('jds_no_default_distance', 'Any distance')}
                  options={data.distance_options.map((d) => ({ value: String(d), label: t('jds_miles', '{{miles}} miles', { miles: d }) }))}
                  disabled={!canManage}
                />
              </fieldset>
              <fieldset className="aa-panel">
                <legend>{t('jds_criteria', 'Filters the search offers')}</legend>
                {checks(group('enable_job_search_criteria_'))}
              </fieldset>
              <fieldset className="aa-panel">
                <legend>{t('jds_list_fields', 'The job list shows')}</legend>
                {checks(group('job_list_display_'))}
              </fieldset>
              <fieldset className="aa-panel">
                <legend>{t('jds_detail_fields', 'The job details show')}</legend>
                {checks(group('job_detail_display_'))}
              </fieldset>
              <ErrorAlert message={formError} />
              {canManage ? (
                <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                  {t('jds_save', 'Save job search settings')}
                </Button>
              ) : null}
            </Form>
          )}
        </Formik>
      </ServerErrorsProvider>
    </Card>
  );
}

import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PERMISSIONS, type JobPostingDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, useCan, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { FormikSelect, FormikText, ServerErrorsProvider, useServerErrors } from '../../admin-common/FormikFields';
import { useLocations } from '../../admin-common/useLocations';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useListJobClientsQuery } from '../../job-clients/api/job-clients-api';
import { FormikCheckbox } from '../../security/components/FormikCheckbox';
import { useCreateJobPostingMutation, useGetJobPostingQuery, useUpdateJobPostingMutation } from '../api/jobs-api';
import { jobServerMessage, jobValidator, jobValuesOf, toJobBody, type JobFormValues } from '../job-values';
import { FormikTextArea } from './FormikTextArea';

/** `admin/jobs/new` and `admin/jobs/:jobId`: the job posting form (every field of staff-side §3). */
export function JobFormPage() {
  const { t } = useT();
  const { jobId } = useParams();
  const isNew = !jobId || jobId === 'new';
  const job = useGetJobPostingQuery(Number(jobId), { skip: isNew });
  if (isNew) {
    return <JobForm />;
  }
  if (job.isError) {
    return (
      <Card title={t('job_edit_title', 'Edit job')}>
        <ErrorPanel title={t('job_not_found', 'We could not find this job, or it is no longer open.')} onRetry={() => void job.refetch()} />
      </Card>
    );
  }
  return job.data ? <JobForm job={job.data} /> : <LoadingBar active />;
}

function JobForm({ job }: { job?: JobPostingDto }) {
  const { t } = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const [create] = useCreateJobPostingMutation();
  const [update] = useUpdateJobPostingMutation();
  const { formError, save, value: serverErrors } = useServerErrors();
  const [initialValues] = useState(() => jobValuesOf(job));
  const clients = useListJobClientsQuery({ take: 500 });
  const locations = useLocations();
  const clientOptions = (clients.data?.items ?? []).map((c) => ({ value: String(c.client_id), label: c.client_name ?? `#${c.client_id}` }));

  const submit = (values: JobFormValues) =>
    save(async () => {
      const body = toJobBody(values);
      if (job) {
        await update({ id: job.job_id, body }).unwrap();
        toast.success(t('job_saved', 'The job has been saved.'));
      } else {
        const created = await create(body).unwrap();
        toast.success(t('job_created', 'The job has been created.'));
        navigate(`../${created.job_id}`, { relative: 'path', replace: true });
      }
    });
  const serverError = (name: string) => serverErrors.errors[name];
  const text = (name: keyof JobFormValues, label: string, extra: { type?: string; maxLength?: number; required?: boolean } = {}) => (
    <FormikText name={name} label={label} disabled={!canWrite} {...extra} />
  );

  return (
    <Card title={job ? t('job_edit_title_named', 'Edit job: {{name}}', { name: job.name ?? '' }) : t('job_new_title', 'New job')}>
      <AccountAdminStyles />
      <p>
        <Link to=".." relative="path">
          {t('jobs_back_to_list', 'Back to jobs')}
        </Link>
      </p>
      <ServerErrorsProvider value={serverErrors}>
        <Formik initialValues={initialValues} validate={jobValidator} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('job_form', 'Job')}>
              <fieldset className="aa-panel">
                <legend>{t('job_section_basics', 'The job')}</legend>
                <div className="aa-form-grid">
                  {text('name', t('job_name', 'Job title'), { required: true, maxLength: 200 })}
                  <FormikSelect name="client_id" label={t('job_client', 'Client')} placeholder={t('job_no_client', 'No client')} options={clientOptions} disabled={!canWrite} />
                  <FormikSelect name="location_id" label={t('job_location', 'Location')} placeholder={t('job_every_location', 'Every location')} options={locations.options} disabled={!canWrite} />
                  {text('category', t('job_category', 'Category'), { maxLength: 100 })}
                  {text('specialty', t('job_specialty', 'Specialty'), { maxLength: 100 })}
                  {text('job_type', t('job_type', 'Job type'), { maxLength: 64 })}
                  {text('external_id', t('job_external_id', 'External ID'), { maxLength: 64 })}
                  {text('start_date', t('job_start_date', 'Start date'), { type: 'date' })}
                  {text('posted_date', t('job_posted_date', 'Posted date'), { type: 'date' })}
                </div>
                <FormikTextArea name="brief_desc" label={t('job_brief_desc', 'Brief description')} maxLength={500} serverError={serverError('brief_desc')} />
                <FormikTextArea name="desc" label={t('job_desc', 'Description')} maxLength={20000} serverError={serverError('desc')} />
                <FormikTextArea name="functions" label={t('job_functions', 'Functions')} maxLength={20000} serverError={serverError('functions')} />
                <FormikTextArea name="requirements" label={t('job_requirements', 'Requirements')} maxLength={20000} serverError={serverError('requirements')} />
              </fieldset>
              <fieldset className="aa-panel">
                <legend>{t('job_section_pay', 'Pay')}</legend>
                <div className="aa-form-grid">
                  {text('pay_low', t('job_pay_low', 'Pay from'), { type: 'number' })}
                  {text('pay_high', t('job_pay_high', 'Pay up to'), { type: 'number' })}
                  {text('pay_rate', t('job_pay_rate', 'Pay rate'), { type: 'number' })}
                  {text('salary', t('job_salary', 'Salary'), { type: 'number' })}
                </div>
              </fieldset>
              <fieldset className="aa-panel">
                <legend>{t('job_section_address', 'Where')}</legend>
                <p className="aa-muted">{t('job_address_hint', 'Applicants find the job by distance from this address; it is placed on the map when you save.')}</p>
                <div className="aa-form-grid">
                  {text('job_address1', t('job_address1', 'Address'), { maxLength: 255 })}
                  {text('job_address2', t('job_address2', 'Address line 2'), { maxLength: 255 })}
                  {text('job_city', t('job_city', 'City'), { maxLength: 100 })}
                  {text('job_state', t('job_state', 'State'), { maxLength: 8 })}
                  {text('job_zip', t('job_zip', 'Zip'), { maxLength: 5 })}
                  {text('job_country', t('job_country', 'Country'), { maxLength: 8 })}
                  {text('actual_job_city', t('job_actual_city', 'Actual city'), { maxLength: 100 })}
                  {text('actual_job_state', t('job_actual_state', 'Actual state'), { maxLength: 8 })}
                  {text('actual_job_zip', t('job_actual_zip', 'Actual zip'), { maxLength: 10 })}
                </div>
                {job ? (
                  <p className="aa-muted">
                    {job.lat !== null && job.lng !== null
                      ? t('job_placed_at', 'Placed at {{latitude}}, {{longitude}}.', { latitude: job.lat, longitude: job.lng })
                      : t('job_not_placed', 'This address could not be placed on the map: the job is not found by distance.')}
                  </p>
                ) : null}
              </fieldset>
              <fieldset className="aa-panel">
                <legend>{t('job_section_visibility', 'Who sees it')}</legend>
                <FormikCheckbox name="active" label={t('job_active_label', 'Active: applicants can find and apply')} disabled={!canWrite} />
                <FormikCheckbox name="public" label={t('job_public_label', 'Public: visitors who are not signed in see it')} disabled={!canWrite} />
                <FormikCheckbox name="featured" label={t('job_featured_label', 'Featured: listed first')} disabled={!canWrite} />
              </fieldset>
              <ErrorAlert message={jobServerMessage(t, serverErrors.errors) ?? formError} />
              {canWrite ? (
                <Button type="submit" loading={isSubmitting}>
                  {job ? t('job_save', 'Save job') : t('job_create', 'Create job')}
                </Button>
              ) : null}
            </Form>
          )}
        </Formik>
      </ServerErrorsProvider>
    </Card>
  );
}

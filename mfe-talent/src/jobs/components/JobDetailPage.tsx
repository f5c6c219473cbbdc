import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, ErrorPanel, formatDate, isApiError, LoadingBar, StatusBadge, useMoneyFormat, useT, useToast } from '@attest/shared-ui';
import { TalentStyles } from '../../home/components/TalentStyles';
import { shows, useApplyToJobMutation, useGetJobQuery, useJobDisplay } from '../../talent-api/talent-api';
import { cityLine, jobTitle, payText } from '../job-text';
import { usePortalPath } from '../../home/usePortalPath';

/**
 * `jobs/:id`: every field of the posting an applicant may see (applicant-side §3 job posting; the internal
 * ones — ids, client, location, active/public flags, coordinates — are not shown), apply, and directions.
 * Opening it records a job view (the server does).
 */
export function JobDetailPage() {
  const { t } = useT();
  const path = usePortalPath();
  const money = useMoneyFormat();
  const toast = useToast();
  const jobId = Number(useParams().id);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const { data: job, isLoading, error } = useGetJobQuery(jobId, { skip: !valid });
  const [apply, applying] = useApplyToJobMutation();
  const { settings, loading } = useJobDisplay();
  if (isLoading || loading) {
    return <LoadingBar active />;
  }
  if (!valid || (isApiError(error) && error.httpStatusCode === 404)) {
    return (
      <>
        <ErrorPanel message={t('job_not_found', 'We could not find this job, or it is no longer open.')} />
        <p>
          <Link to={path('jobs')}>{t('job_back_to_search', 'Back to the job search')}</Link>
        </p>
      </>
    );
  }
  if (error || !job) {
    return <ErrorPanel message={t('job_load_error', 'This job could not be loaded.')} />;
  }
  const onApply = async () => {
    try {
      await apply(jobId).unwrap();
      toast.success(t('job_applied_toast', 'You applied for {{name}}.', { name: jobTitle(job) }));
    } catch {
      toast.danger(t('job_apply_error', 'Your application could not be sent. Please try again.'));
    }
  };
  const rows: [string, ReactNode][] = [
    [t('job_pay', 'Pay'), payText(job, money, t, { hourly: shows(settings, 'job_detail_display_pay_rate'), salary: shows(settings, 'job_detail_display_salary') })],
    [t('job_type', 'Job type'), job.job_type],
    [t('job_detail_category', 'Category'), [job.category, job.specialty].filter(Boolean).join(' · ')],
    [t('job_start_date', 'Start date'), shows(settings, 'job_detail_display_start_date') ? formatDate(job.start_date) || null : null],
    [t('job_posted_date', 'Posted'), job.posted_date],
    [t('job_address', 'Address'), [job.job_address1, job.job_address2].filter(Boolean).join(', ')],
    [t('job_city', 'City'), shows(settings, 'job_detail_display_job_city') ? cityLine(job) : null],
    [t('job_distance', 'Distance'), job.distance !== null ? t('jobs_miles_away', '{{miles}} mi away', { miles: job.distance }) : null],
    [t('job_description', 'Description'), job.desc],
    [t('job_functions', 'Duties'), job.functions],
    [t('job_requirements', 'Requirements'), job.requirements],
  ];
  return (
    <>
      <TalentStyles />
      <p>
        <Link to={path('jobs')}>{t('job_back_to_search', 'Back to the job search')}</Link>
      </p>
      <Card title={jobTitle(job)}>
        {job.featured ? <StatusBadge tone="warning" status="featured">{t('jobs_featured', 'Featured')}</StatusBadge> : null}
        {job.brief_desc ? <p>{job.brief_desc}</p> : null}
        <dl className="tp-fields">
          {rows
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <div className="tp-actions">
          {job.applied ? (
            <StatusBadge tone="success" icon="done" status="applied">
              {t('job_applied', 'Applied')}
            </StatusBadge>
          ) : (
            <Button onClick={() => void onApply()} disabled={applying.isLoading}>
              {t('job_apply', 'Apply for this job')}
            </Button>
          )}
          {job.directions_url ? (
            <a className="at-inline-link" href={job.directions_url} target="_blank" rel="noopener noreferrer">
              {t('job_directions', 'Directions')}
              <span className="at-visually-hidden"> {t('talent_opens_new_tab', '(opens in a new tab)')}</span>
            </a>
          ) : null}
        </div>
        {job.applied ? (
          <p>
            {t('job_applied_note', 'Your application was sent. You can follow it under')}{' '}
            <Link to={path('my-jobs')}>{t('nav_my_jobs', 'My jobs')}</Link>
          </p>
        ) : null}
      </Card>
    </>
  );
}

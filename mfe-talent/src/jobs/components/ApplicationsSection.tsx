import { Link } from 'react-router-dom';
import { Card, ErrorPanel, formatDate, LoadingBar, StatusBadge, useT } from '@attest/shared-ui';
import { useGetJobApplicationsQuery } from '../../talent-api/talent-api';
import { usePortalPath } from '../../home/usePortalPath';

/** The applicant's job application log ("jobs applied for"), newest first, with how and the status. */
export function ApplicationsSection() {
  const { t } = useT();
  const path = usePortalPath();
  const { data, isLoading, isError } = useGetJobApplicationsQuery();
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError || !data) {
    return <ErrorPanel message={t('applications_load_error', 'Your applications could not be loaded.')} />;
  }
  const method = (m: string | null) => (m === 'portal' ? t('application_method_portal', 'Job search') : (m ?? ''));
  const status = (s: string | null) => (s === 'applied' ? t('job_applied', 'Applied') : (s ?? ''));
  return (
    <Card title={t('applications_title', 'Jobs you applied for')}>
      {data.length === 0 ? (
        <p>
          {t('applications_empty', 'You have not applied for a job yet.')}{' '}
          <Link to={path('jobs')}>{t('applications_find_jobs', 'Find jobs')}</Link>
        </p>
      ) : (
        <div className="at-table-scroll">
          <table className="at-entity-table tp-stack">
            <thead>
              <tr>
                <th>{t('application_job', 'Job')}</th>
                <th>{t('application_date', 'Applied on')}</th>
                <th>{t('application_method', 'How')}</th>
                <th>{t('job_application_status', 'Status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((a) => (
                <tr key={a.log_id}>
                  <td data-label={t('application_job', 'Job')}>
                    <Link to={path(`jobs/${a.job_id}`)}>{a.job_title || `#${a.job_id}`}</Link>
                  </td>
                  <td data-label={t('application_date', 'Applied on')}>{formatDate(a.apply_date)}</td>
                  <td data-label={t('application_method', 'How')}>{method(a.method)}</td>
                  <td data-label={t('job_application_status', 'Status')}>
                    <StatusBadge tone="info" status={a.status ?? ''}>{status(a.status)}</StatusBadge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

import { Card, formatDate, interviewStatusText, interviewTypeText, useMoneyFormat, useT } from '@attest/shared-ui';
import { useApplicantInterviewsQuery, useApplicantJobApplicationsQuery, useApplicantPlacementsQuery } from '../../jobs/api/jobs-api';

/** The date and time of an instant in the viewer's own time zone. */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The applicant page's "Jobs and placements" section (decision 0042): the jobs she applied for, her placements (all of
 * them, with whether she sees each) and her interviews, newest first.
 */
export function ApplicantJobsSection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const money = useMoneyFormat();
  const id = Number(applicantId);
  const applications = useApplicantJobApplicationsQuery(id);
  const placements = useApplicantPlacementsQuery(id);
  const interviews = useApplicantInterviewsQuery(id);
  const failed = applications.isError || placements.isError || interviews.isError;

  return (
    <Card title={t('applicant_jobs_title', 'Jobs and placements')}>
      {failed ? <p role="alert">{t('applicant_jobs_error', 'The jobs and placements could not be loaded.')}</p> : null}
      <section aria-label={t('applicant_job_applications', 'Jobs applied for')}>
        <h3>{t('applicant_job_applications', 'Jobs applied for')}</h3>
        {applications.data?.length === 0 ? <p>{t('applicant_no_job_applications', 'No job applications.')}</p> : null}
        <ul className="ad-list">
          {(applications.data ?? []).map((a) => (
            <li key={a.log_id} className="ad-row">
              <span>
                <strong>{a.job_title ?? `#${a.job_id}`}</strong> · {formatDate(a.apply_date.slice(0, 10))}
              </span>
              <span>{[a.method, a.status].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t('applicant_placements', 'Placements')}>
        <h3>{t('applicant_placements', 'Placements')}</h3>
        {placements.data?.length === 0 ? <p>{t('applicant_no_placements', 'No placements.')}</p> : null}
        <ul className="ad-list">
          {(placements.data ?? []).map((p) => (
            <li key={p.placement_id} className="ad-row">
              <span>
                <strong>{p.title ?? `#${p.placement_id}`}</strong>
                {p.company ? ` · ${p.company}` : ''} · {formatDate(p.start_date ?? '', '—')} – {formatDate(p.end_date ?? '', '—')}
                {p.pay_rate !== null ? ` · ${money.format(p.pay_rate)}` : ''}
              </span>
              <span>
                {p.status ?? ''}{' '}
                {p.visible_to_applicant ? t('applicant_placement_visible', 'Visible to the applicant') : t('applicant_placement_hidden', 'Hidden from the applicant')}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t('applicant_interviews', 'Interviews')}>
        <h3>{t('applicant_interviews', 'Interviews')}</h3>
        {interviews.data?.length === 0 ? <p>{t('applicant_no_interviews', 'No interviews.')}</p> : null}
        <ul className="ad-list">
          {(interviews.data ?? []).map((i) => (
            <li key={i.interview_id} className="ad-row">
              <span>
                <strong>{i.title ?? `#${i.interview_id}`}</strong>
                {i.company ? ` · ${i.company}` : ''} · {when(i.start_at)} · {t('applicant_interview_minutes', '{{minutes}} min', { minutes: i.duration_minutes })}
              </span>
              <span>
                {interviewTypeText(i.type, t)} {interviewStatusText(i.status, t)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

import { Card, ErrorPanel, interviewStatusText, interviewTypeText, LoadingBar, StatusBadge, useT, whenText } from '@attest/shared-ui';
import { CalendarButton, DirectionsLink } from '../../placements/components/CalendarButton';
import { useGetMyInterviewsQuery, type MyInterview } from '../../talent-api/talent-api';

const nameOf = (i: MyInterview) => [i.title, i.company].filter(Boolean).join(' – ') || `#${i.interview_id}`;

/** The applicant's interviews, newest first: when, type and status, with the .ics and directions. */
export function InterviewsSection() {
  const { t, i18n } = useT();
  const { data, isLoading, isError } = useGetMyInterviewsQuery();
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError || !data) {
    return <ErrorPanel message={t('interviews_load_error', 'Your interviews could not be loaded.')} />;
  }
  return (
    <Card title={t('interviews_title', 'Interviews')}>
      {data.items.length === 0 ? <p>{t('interviews_empty', 'You have no interviews yet.')}</p> : null}
      <div className="tp-results">
        {data.items.map((i) => (
          <article key={i.interview_id} className="tp-job" aria-label={nameOf(i)}>
            <h3 className="tp-job__title">
              <span>{nameOf(i)}</span>
              <StatusBadge tone={i.status === 0 ? 'info' : i.status === 1 ? 'success' : 'warning'} status={String(i.status)}>
                {interviewStatusText(i.status, t)}
              </StatusBadge>
            </h3>
            <p className="tp-job__meta">
              <span>{whenText(i.start_at, i18n.language)}</span>
              <span>{t('interview_minutes', '{{minutes}} minutes', { minutes: i.duration_minutes })}</span>
              {interviewTypeText(i.type, t) ? <span>{interviewTypeText(i.type, t)}</span> : null}
            </p>
            {i.address ? <p className="tp-job__brief">{i.address}</p> : null}
            <div className="tp-actions">
              <CalendarButton kind="interviews" id={i.interview_id} name={nameOf(i)} />
              <DirectionsLink url={i.directions_url} name={nameOf(i)} />
            </div>
          </article>
        ))}
      </div>
    </Card>
  );
}

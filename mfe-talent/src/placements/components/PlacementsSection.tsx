import { Card, ErrorPanel, formatDate, LoadingBar, useMoneyFormat, useT } from '@attest/shared-ui';
import { useGetMyPlacementsQuery, type MyPlacement } from '../../talent-api/talent-api';
import { CalendarButton, DirectionsLink } from './CalendarButton';

const nameOf = (p: MyPlacement) => [p.title, p.company].filter(Boolean).join(' – ') || `#${p.placement_id}`;

/** The applicant's current and upcoming placements (visible ones only), then past ones, each with its .ics and directions. */
export function PlacementsSection() {
  const { t } = useT();
  const money = useMoneyFormat();
  const { data, isLoading, isError } = useGetMyPlacementsQuery();
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError || !data) {
    return <ErrorPanel message={t('placements_load_error', 'Your placements could not be loaded.')} />;
  }
  const one = (heading: string, p: MyPlacement) => (
    <article key={`${heading}-${p.placement_id}`} className="tp-job" aria-label={`${heading}: ${nameOf(p)}`}>
      <h3 className="tp-job__title">
        <span>{heading}:</span> <span>{nameOf(p)}</span>
      </h3>
      <p className="tp-job__meta">
        {p.start_date ? <span>{t('placement_dates', '{{start}} to {{end}}', { start: formatDate(p.start_date), end: p.end_date ? formatDate(p.end_date) : t('placement_open_end', 'open') })}</span> : null}
        {p.pay_rate !== null ? <span>{t('job_pay_hourly', '{{rate}} an hour', { rate: money.format(p.pay_rate) })}</span> : null}
        {p.status ? <span>{p.status}</span> : null}
      </p>
      {p.company_address ? <p className="tp-job__brief">{p.company_address}</p> : null}
      <div className="tp-actions">
        <CalendarButton kind="placements" id={p.placement_id} name={nameOf(p)} />
        <DirectionsLink url={p.directions_url} name={nameOf(p)} />
      </div>
    </article>
  );
  const nothing = !data.current && !data.upcoming && data.past.length === 0;
  return (
    <Card title={t('placements_title', 'Placements')}>
      {nothing ? <p>{t('placements_empty', 'You have no placements yet. When you are placed on a job it shows here.')}</p> : null}
      <div className="tp-results">
        {data.current ? one(t('placement_current', 'Current'), data.current) : null}
        {data.upcoming ? one(t('placement_upcoming', 'Upcoming'), data.upcoming) : null}
      </div>
      {data.past.length ? (
        <>
          <h3>{t('placement_past', 'Past')}</h3>
          <ul>
            {data.past.map((p) => (
              <li key={p.placement_id}>
                {nameOf(p)} {p.start_date ? `(${formatDate(p.start_date)} – ${formatDate(p.end_date)})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, ErrorPanel, formatDate, isApiError, LoadingBar, StatusBadge, useMoneyFormat, useT } from '@attest/shared-ui';
import { TalentStyles } from '../../home/components/TalentStyles';
import type { JobDisplaySettings } from '@attest/contracts';
import { shows, useGetJobFiltersQuery, useJobDisplay, useSearchJobsQuery, type JobSearchAnswer, type JobSearchParams } from '../../talent-api/talent-api';
import type { FilterErrors } from '../job-search-check';
import { cityLine, jobTitle, payText } from '../job-text';
import { JobFilters } from './JobFilters';
import { JobsMap } from './JobsMap';
import { usePortalPath } from '../../home/usePortalPath';

/** `distance=any` in the address: the applicant chose no distance (so the customer's default does not apply). */
const ANY = 'any';

const PARAMS = ['term', 'category', 'specialty', 'job_type', 'distance', 'pay_type', 'pay_min', 'pay_max'] as const;
const PAGE = 25;
const MAX_TAKE = 100;

/**
 * `jobs`: the applicant's job search (applicant-side §2 talent screens). The criteria live in the address, so
 * going back to the list finds it as it was; results show featured jobs first with their distance from home,
 * and a map drawn around the applicant's address.
 */
export function JobSearchPage() {
  const { t } = useT();
  const path = usePortalPath();
  const { settings, loading } = useJobDisplay();
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultDistance = settings?.job_search_default_distance ?? null;
  const params = useMemo(() => {
    const out: JobSearchParams = {};
    for (const key of PARAMS) {
      const v = searchParams.get(key);
      if (v && v !== ANY) {
        out[key] = v;
      }
    }
    // The customer's starting distance, until the applicant picks one (or "Any distance").
    if (!searchParams.has('distance') && defaultDistance !== null) {
      out.distance = String(defaultDistance);
    }
    return out;
  }, [searchParams, defaultDistance]);
  const [take, setTake] = useState(PAGE);
  const enabled = shows(settings, 'enable_job_search');
  const filters = useGetJobFiltersQuery(undefined, { skip: !enabled });
  const search = useSearchJobsQuery({ ...params, take: String(take) }, { skip: loading || !enabled });
  const serverErrors: FilterErrors = isApiError(search.error) ? ((search.error.details?.fields ?? {}) as FilterErrors) : {};
  const badInput = Object.keys(serverErrors).length > 0;

  const onSearch = (next: JobSearchParams) => {
    const sp = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) {
      if (v && v.trim()) {
        sp.set(k, v.trim());
      }
    }
    if (!sp.has('distance')) {
      sp.set('distance', ANY);
    }
    setTake(PAGE);
    setSearchParams(sp);
  };

  if (loading) {
    return <LoadingBar active />;
  }
  if (!enabled) {
    return (
      <Card title={t('jobs_title', 'Find jobs')}>
        <p>{t('jobs_search_off', 'Job search is not offered here.')}</p>
        <Link to={path('my-jobs')}>{t('jobs_my_jobs_link', 'My jobs: applications, placements and interviews')}</Link>
      </Card>
    );
  }
  return (
    <>
      <TalentStyles />
      <Card title={t('jobs_title', 'Find jobs')}>
        <p>
          <Link to={path('my-jobs')}>{t('jobs_my_jobs_link', 'My jobs: applications, placements and interviews')}</Link>
        </p>
        <JobFilters key={`${searchParams.toString()}|${defaultDistance ?? ''}`} initial={params} filters={filters.data} settings={settings} serverErrors={serverErrors} onSearch={onSearch} />
      </Card>
      <LoadingBar active={search.isFetching} />
      {search.isError && !badInput ? <ErrorPanel message={t('jobs_load_error', 'Jobs could not be loaded. Please try again.')} /> : null}
      {badInput ? <p role="alert">{t('jobs_fix_criteria', 'Please correct the criteria marked above.')}</p> : null}
      {search.data && !search.isError ? (
        <Results answer={search.data} settings={settings} distance={params.distance ? Number(params.distance) : undefined} onMore={search.data.total > take && take < MAX_TAKE ? () => setTake((n) => Math.min(MAX_TAKE, n + PAGE)) : undefined} />
      ) : null}
    </>
  );
}

interface ResultsProps {
  answer: JobSearchAnswer;
  settings: JobDisplaySettings | null;
  distance?: number;
  onMore?: () => void;
}

function Results({ answer, settings, distance, onMore }: ResultsProps) {
  const { t } = useT();
  const pay = { hourly: shows(settings, 'job_list_display_pay_rate'), salary: shows(settings, 'job_list_display_salary') };
  const city = shows(settings, 'job_list_display_job_city');
  const start = shows(settings, 'job_list_display_start_date');
  const path = usePortalPath();
  const money = useMoneyFormat();
  const { items, total, origin } = answer;
  return (
    <Card title={t('jobs_results', 'Results')}>
      {!answer.origin_found ? (
        <p className="at-banner">
          {t('jobs_no_origin', 'We could not place your address, so distances are not shown and a distance filter finds nothing.')}{' '}
          <Link to={path('my-profile')}>{t('jobs_update_address', 'Check your address in My profile')}</Link>
        </p>
      ) : null}
      <p aria-live="polite">
        {total === 0
          ? t('jobs_none_found', 'No jobs match these criteria. Try a wider distance or fewer criteria.')
          : t('jobs_found', 'Jobs found: {{total}}', { total })}
        {items.length < total ? ` ${t('jobs_showing', '(showing {{shown}})', { shown: items.length })}` : ''}
      </p>
      {origin && items.some((j) => j.lat !== null) ? <JobsMap origin={origin} jobs={items} radius={distance} /> : null}
      <ul className="tp-results">
        {items.map((job) => (
          <li key={job.job_id} className="tp-job">
            <h3 className="tp-job__title">
              <Link to={path(`jobs/${job.job_id}`)}>{jobTitle(job)}</Link>
              {job.featured ? <StatusBadge tone="warning" status="featured">{t('jobs_featured', 'Featured')}</StatusBadge> : null}
            </h3>
            <p className="tp-job__meta">
              {job.distance !== null ? <span>{t('jobs_miles_away', '{{miles}} mi away', { miles: job.distance })}</span> : null}
              {city && cityLine(job) ? <span>{cityLine(job)}</span> : null}
              {payText(job, money, t, pay) ? <span>{payText(job, money, t, pay)}</span> : null}
              {start && job.start_date ? <span>{t('jobs_starts', 'Starts {{date}}', { date: formatDate(job.start_date) })}</span> : null}
              {job.job_type ? <span>{job.job_type}</span> : null}
              {job.category ? <span>{[job.category, job.specialty].filter(Boolean).join(' · ')}</span> : null}
            </p>
            {job.brief_desc ? <p className="tp-job__brief">{job.brief_desc}</p> : null}
          </li>
        ))}
      </ul>
      {onMore ? (
        <div className="tp-actions" style={{ marginTop: '1rem' }}>
          <Button variant="secondary" onClick={onMore}>{t('jobs_show_more', 'Show more jobs')}</Button>
        </div>
      ) : null}
    </Card>
  );
}

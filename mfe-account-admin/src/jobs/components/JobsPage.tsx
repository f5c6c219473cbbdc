import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PERMISSIONS, type JobPostingDto, type JobPostingFlagsInput } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, SelectField, TextField, useCan, useMoneyFormat, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { Pagination } from '../../applicants/components/Pagination';
import { useListJobClientsQuery } from '../../job-clients/api/job-clients-api';
import { useQueryJobPostingsQuery, useSetJobPostingFlagsMutation } from '../api/jobs-api';

const PAGE_SIZE = 20;
type Tri = '' | 'true' | 'false';
const tri = (v: Tri) => (v === '' ? undefined : v === 'true');

/**
 * `admin/jobs`: the customer's job postings (POST /api/v1/jobpostings/query), newest posted first, filtered by
 * text, client and state, paged; staff with applicants.write create and edit them and switch active (what
 * applicants see), public (guests) and featured (listed first) in one click.
 */
export function JobsPage() {
  const { t } = useT();
  const toast = useToast();
  const money = useMoneyFormat();
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const empty = { term: '', client_id: '', active: '' as Tri, public: '' as Tri, featured: '' as Tri };
  const [draft, setDraft] = useState(empty);
  const [filter, setFilter] = useState(empty);
  const [page, setPage] = useState(0);
  const clients = useListJobClientsQuery({ take: 500 });
  const { data, error, isFetching, refetch } = useQueryJobPostingsQuery({
    term: filter.term || undefined,
    client_id: filter.client_id ? Number(filter.client_id) : undefined,
    active: tri(filter.active),
    public: tri(filter.public),
    featured: tri(filter.featured),
    skip: page * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const [setFlags] = useSetJobPostingFlagsMutation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
    setPage(0);
  };
  const flip = async (job: JobPostingDto, body: JobPostingFlagsInput) => {
    try {
      await setFlags({ id: job.job_id, body }).unwrap();
      toast.success(t('job_flags_saved', '{{name}} has been updated.', { name: job.name ?? '' }));
      void refetch();
    } catch (err) {
      toast.danger(apiErrorText(t, err));
    }
  };
  const yesNo: { value: string; label: string }[] = [
    { value: 'true', label: t('yes', 'Yes') },
    { value: 'false', label: t('no', 'No') },
  ];
  const pay = (j: JobPostingDto) =>
    j.pay_low !== null || j.pay_high !== null
      ? `${money.format(j.pay_low)} – ${money.format(j.pay_high)}`
      : j.pay_rate !== null
        ? money.format(j.pay_rate)
        : j.salary !== null
          ? money.format(j.salary)
          : '';

  return (
    <Card title={t('jobs', 'Jobs')}>
      <AccountAdminStyles />
      {canWrite ? (
        <p>
          <Link className="at-button" to="new" relative="path">
            {t('job_new', 'New job')}
          </Link>
        </p>
      ) : null}
      <form className="aa-filters" aria-label={t('job_filters', 'Job filters')} onSubmit={submit}>
        <TextField label={t('search_jobs', 'Search title, category, city or external ID')} type="search" value={draft.term} onChange={(e) => setDraft({ ...draft, term: e.target.value })} />
        <SelectField
          label={t('job_client', 'Client')}
          placeholder={t('job_any_client', 'Any client')}
          value={draft.client_id}
          options={(clients.data?.items ?? []).map((c) => ({ value: String(c.client_id), label: c.client_name ?? `#${c.client_id}` }))}
          onChange={(e) => setDraft({ ...draft, client_id: e.target.value })}
        />
        <SelectField label={t('job_filter_active', 'Active')} placeholder={t('job_any', 'Any')} value={draft.active} options={yesNo} onChange={(e) => setDraft({ ...draft, active: e.target.value as Tri })} />
        <SelectField label={t('job_filter_public', 'Public')} placeholder={t('job_any', 'Any')} value={draft.public} options={yesNo} onChange={(e) => setDraft({ ...draft, public: e.target.value as Tri })} />
        <SelectField label={t('job_filter_featured', 'Featured')} placeholder={t('job_any', 'Any')} value={draft.featured} options={yesNo} onChange={(e) => setDraft({ ...draft, featured: e.target.value as Tri })} />
        <div className="aa-filters__actions">
          <Button type="submit">{t('apply_filters', 'Apply filters')}</Button>
        </div>
      </form>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('jobs_unavailable', 'The jobs could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && data.items.length === 0 ? <p>{t('no_jobs', 'No jobs match.')}</p> : null}
      {data && data.items.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('job_name', 'Job title')}</th>
                  <th scope="col">{t('job_client', 'Client')}</th>
                  <th scope="col">{t('job_city', 'City')}</th>
                  <th scope="col">{t('job_posted_date', 'Posted date')}</th>
                  <th scope="col">{t('job_pay', 'Pay')}</th>
                  <th scope="col">{t('job_state_column', 'State')}</th>
                  {canWrite ? <th scope="col">{t('actions', 'Actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.items.map((j) => (
                  <tr key={j.job_id}>
                    <td data-label={t('job_name', 'Job title')} className="aa-break">
                      <Link to={String(j.job_id)} relative="path">
                        {j.name || `#${j.job_id}`}
                      </Link>
                    </td>
                    <td data-label={t('job_client', 'Client')} className="aa-break">
                      {j.client_name ?? ''}
                    </td>
                    <td data-label={t('job_city', 'City')}>{[j.job_city, j.job_state].filter(Boolean).join(', ')}</td>
                    <td data-label={t('job_posted_date', 'Posted date')}>{j.posted_date ?? ''}</td>
                    <td data-label={t('job_pay', 'Pay')}>{pay(j)}</td>
                    <td data-label={t('job_state_column', 'State')}>
                      <span className={`aa-badge ${j.active ? 'aa-badge--active' : 'aa-badge--deactivated'}`}>{j.active ? t('job_active', 'Active') : t('job_inactive', 'Inactive')}</span>{' '}
                      {j.public ? <span className="aa-badge aa-badge--invited">{t('job_public', 'Public')}</span> : null}{' '}
                      {j.featured ? <span className="aa-badge aa-badge--system">{t('job_featured', 'Featured')}</span> : null}
                    </td>
                    {canWrite ? (
                      <td data-label={t('actions', 'Actions')}>
                        <span className="aa-actions">
                          <Button variant="link" onClick={() => void flip(j, { active: !j.active })}>
                            {j.active ? t('job_deactivate', 'Deactivate {{name}}', { name: j.name ?? '' }) : t('job_activate', 'Activate {{name}}', { name: j.name ?? '' })}
                          </Button>
                          <Button variant="link" onClick={() => void flip(j, { public: !j.public })}>
                            {j.public ? t('job_make_private', 'Make {{name}} private', { name: j.name ?? '' }) : t('job_make_public', 'Make {{name}} public', { name: j.name ?? '' })}
                          </Button>
                          <Button variant="link" onClick={() => void flip(j, { featured: !j.featured })}>
                            {j.featured ? t('job_unfeature', 'Stop featuring {{name}}', { name: j.name ?? '' }) : t('job_feature', 'Feature {{name}}', { name: j.name ?? '' })}
                          </Button>
                        </span>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label={(p) => t('jobs_page_of', 'Page {{page}} of {{pages}} ({{total}} jobs)', p)} />
        </>
      ) : null}
    </Card>
  );
}

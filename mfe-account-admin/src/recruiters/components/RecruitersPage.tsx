import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, isApiError, LoadingBar, SelectField, TextField, useCan, useGetCustomerContextQuery, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { EmailText } from '../../applicants/components/EmailText';
import { Pagination } from '../../applicants/components/Pagination';
import { useQueryRecruitersQuery } from '../api/recruiters-api';

const PAGE_SIZE = 20;
type Draft = { term: string; location: string; active: '' | 'true' | 'false' };
const EMPTY: Draft = { term: '', location: '', active: 'true' };

/** `admin/recruiters`: the customer's staff who work applicants (POST /api/v1/recruiters/query), searchable by name or email, by location and state, paged. */
export function RecruitersPage() {
  const { t } = useT();
  const { customerCode = '' } = useParams();
  const { data: customer } = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  const canOpenUsers = useCan(PERMISSIONS.ACCOUNT_READ);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<Draft>(EMPTY);
  const [page, setPage] = useState(0);
  const { data, error, isFetching, refetch } = useQueryRecruitersQuery({
    term: filter.term.trim() || undefined,
    location_id: filter.location ? Number(filter.location) : undefined,
    active: filter.active === '' ? undefined : filter.active === 'true',
    skip: page * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const invalid = isApiError(error) && error.httpStatusCode === 400;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
    setPage(0);
  };
  return (
    <Card title={t('recruiters', 'Recruiters')}>
      <AccountAdminStyles />
      <form className="aa-filters" aria-label={t('recruiter_filters', 'Filters')} onSubmit={submit}>
        <TextField label={t('search_recruiters', 'Search name or email')} type="search" maxLength={100} value={draft.term} onChange={(e) => setDraft({ ...draft, term: e.target.value })} />
        <SelectField
          label={t('location', 'Location')}
          value={draft.location}
          placeholder={t('all_locations', 'All locations')}
          options={(customer?.locations ?? []).map((l) => ({ value: String(l.location_id), label: l.name }))}
          onChange={(e) => setDraft({ ...draft, location: e.target.value })}
        />
        <SelectField
          label={t('recruiter_state', 'State')}
          value={draft.active}
          options={[
            { value: 'true', label: t('recruiters_active', 'Active') },
            { value: 'false', label: t('recruiters_deactivated', 'Deactivated') },
            { value: '', label: t('recruiters_any_state', 'Active or deactivated') },
          ]}
          onChange={(e) => setDraft({ ...draft, active: e.target.value as Draft['active'] })}
        />
        <div className="aa-filters__actions">
          <Button type="submit">{t('apply_filters', 'Apply filters')}</Button>
        </div>
      </form>
      <LoadingBar active={isFetching} />
      {invalid ? <ErrorAlert message={apiErrorText(t, error)} /> : null}
      {error && !invalid ? <ErrorPanel title={t('recruiters_unavailable', 'The recruiters could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && data.items.length === 0 ? <p>{t('no_recruiters', 'No recruiters match.')}</p> : null}
      {data && data.items.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('name', 'Name')}</th>
                  <th scope="col">{t('email', 'Email')}</th>
                  <th scope="col">{t('job_title', 'Job title')}</th>
                  <th scope="col">{t('recruiter_state', 'State')}</th>
                  <th scope="col">{t('last_activity', 'Last activity')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.user_id}>
                    <td data-label={t('name', 'Name')}>
                      {canOpenUsers ? (
                        <Link to={`../users/${r.user_id}`} relative="path">
                          {r.full_name || r.email}
                        </Link>
                      ) : (
                        r.full_name || r.email
                      )}
                    </td>
                    <td data-label={t('email', 'Email')} className="aa-break aa-email">
                      <EmailText email={r.email} />
                    </td>
                    <td data-label={t('job_title', 'Job title')}>{r.job_title ?? ''}</td>
                    <td data-label={t('recruiter_state', 'State')}>
                      <span className={`aa-badge ${r.active ? 'aa-badge--active' : 'aa-badge--deactivated'}`}>{r.active ? t('recruiters_active', 'Active') : t('recruiters_deactivated', 'Deactivated')}</span>
                    </td>
                    <td data-label={t('last_activity', 'Last activity')}>{r.last_activity ? r.last_activity.slice(0, 10) : t('never', 'Never')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label={(p) => t('recruiters_page_of', 'Page {{page}} of {{pages}} ({{total}} recruiters)', p)} />
        </>
      ) : null}
    </Card>
  );
}

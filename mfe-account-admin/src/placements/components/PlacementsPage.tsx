import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, ErrorPanel, LoadingBar, TextField, useMoneyFormat, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { Pagination } from '../../applicants/components/Pagination';
import { useQueryPlacementsQuery } from '../api/placements-api';

const PAGE_SIZE = 20;

/** `admin/placements`: the customer's placements (POST /api/v1/placements/query), newest start first, searchable, paged. */
export function PlacementsPage() {
  const { t } = useT();
  const money = useMoneyFormat();
  const [draft, setDraft] = useState({ term: '', start_from: '', start_to: '' });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(0);
  const { data, error, isFetching, refetch } = useQueryPlacementsQuery({
    term: filter.term || undefined,
    start_from: filter.start_from || undefined,
    start_to: filter.start_to || undefined,
    skip: page * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
    setPage(0);
  };
  return (
    <Card title={t('placements', 'Placements')}>
      <AccountAdminStyles />
      <form className="aa-filters" aria-label={t('placement_filters', 'Filters')} onSubmit={submit}>
        <TextField label={t('search_placements', 'Search title, company or applicant')} type="search" value={draft.term} onChange={(e) => setDraft({ ...draft, term: e.target.value })} />
        <TextField label={t('start_from', 'Starting from')} type="date" value={draft.start_from} onChange={(e) => setDraft({ ...draft, start_from: e.target.value })} />
        <TextField label={t('start_to', 'Starting until')} type="date" value={draft.start_to} onChange={(e) => setDraft({ ...draft, start_to: e.target.value })} />
        <div className="aa-filters__actions">
          <Button type="submit">{t('apply_filters', 'Apply filters')}</Button>
        </div>
      </form>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('placements_unavailable', 'The placements could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && data.items.length === 0 ? <p>{t('no_placements', 'No placements match.')}</p> : null}
      {data && data.items.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('applicant', 'Applicant')}</th>
                  <th scope="col">{t('placement_title', 'Title')}</th>
                  <th scope="col">{t('company', 'Company')}</th>
                  <th scope="col">{t('status', 'Status')}</th>
                  <th scope="col">{t('start_date', 'Start date')}</th>
                  <th scope="col">{t('end_date', 'End date')}</th>
                  <th scope="col">{t('pay_rate', 'Pay rate')}</th>
                  <th scope="col">{t('visible_to_applicant', 'Visible to applicant')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((p) => (
                  <tr key={p.placement_id}>
                    <td data-label={t('applicant', 'Applicant')}>
                      <Link to={`../applicants/${p.applicant_id}`} relative="path">
                        {p.applicant_name || `#${p.applicant_id}`}
                      </Link>
                    </td>
                    <td data-label={t('placement_title', 'Title')}>{p.title ?? ''}</td>
                    <td data-label={t('company', 'Company')} className="aa-break">
                      {p.company ?? ''}
                    </td>
                    <td data-label={t('status', 'Status')}>{p.status ?? ''}</td>
                    <td data-label={t('start_date', 'Start date')}>{p.start_date ?? ''}</td>
                    <td data-label={t('end_date', 'End date')}>{p.end_date ?? ''}</td>
                    <td data-label={t('pay_rate', 'Pay rate')}>{money.format(p.pay_rate)}</td>
                    <td data-label={t('visible_to_applicant', 'Visible to applicant')}>{p.visible_to_applicant ? t('yes', 'Yes') : t('no', 'No')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label={(p) => t('placements_page_of', 'Page {{page}} of {{pages}} ({{total}} placements)', p)} />
        </>
      ) : null}
    </Card>
  );
}

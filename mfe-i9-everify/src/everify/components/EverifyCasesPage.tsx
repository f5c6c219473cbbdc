import { useState, type FormEvent } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, TextField, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { useGetEverifyCaseCountsQuery, useGetEverifyCasesQuery, type CaseQuery } from '../api/everify-cases-api';
import { useCaseChannel } from '../hooks/useCaseChannel';
import { CaseCountBadges, type CaseFilter } from './CaseCountBadges';
import { EverifyCasesTable } from './EverifyCasesTable';

export const CASES_PAGE_SIZE = 25;

/** `admin/everify`: the E-Verify cases with their counts by status, deadlines and "waiting for E-Verify"; live. */
export function EverifyCasesPage() {
  return (
    <RequirePermission permission={PERMISSIONS.EVERIFY_READ}>
      <I9Styles />
      <EverifyCases />
    </RequirePermission>
  );
}

function queryOf(filter: CaseFilter, search: string): CaseQuery {
  const q: CaseQuery = search ? { search } : {};
  if (filter === 'open') {
    return { ...q, open: true };
  }
  if (filter === 'awaiting') {
    return { ...q, awaiting_service: true };
  }
  return filter === 'all' ? q : { ...q, status: filter };
}

function EverifyCases() {
  const { t } = useT();
  const [filter, setFilter] = useState<CaseFilter>('all');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const counts = useGetEverifyCaseCountsQuery(search ? { search } : {}, { refetchOnMountOrArgChange: true });
  const list = useGetEverifyCasesQuery({ ...queryOf(filter, search), take: CASES_PAGE_SIZE, skip: page * CASES_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  useCaseChannel(() => {
    void counts.refetch();
    void list.refetch();
  });
  const total = list.data?.total ?? 0;
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(0);
  };
  return (
    <div className="i9-page">
      <Card title={t('everify_cases_title', 'E-Verify cases')}>
        <CaseCountBadges
          counts={counts.data}
          selected={filter}
          onSelect={(next) => {
            setFilter(next);
            setPage(0);
          }}
        />
        {counts.isError ? <p className="i9-error">{t('everify_counts_unavailable', 'The counts could not be loaded.')}</p> : null}
        <form className="i9-toolbar" role="search" onSubmit={applySearch}>
          <TextField label={t('everify_search', 'Search by name or case number')} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" variant="secondary">
            {t('i9_search', 'Search')}
          </Button>
        </form>
        <LoadingBar active={list.isFetching} />
        {list.isError ? <ErrorPanel title={t('everify_list_unavailable', 'The E-Verify cases could not be loaded')} onRetry={() => void list.refetch()} /> : null}
        {list.data ? <EverifyCasesTable rows={list.data.items} /> : null}
        {total > CASES_PAGE_SIZE ? (
          <nav className="i9-pagination" aria-label={t('i9_pages', 'Pages')}>
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t('i9_previous', 'Previous')}
            </Button>
            <span>
              {t('i9_showing', '{{from}}–{{to}} of {{total}}', { from: page * CASES_PAGE_SIZE + 1, to: Math.min(total, (page + 1) * CASES_PAGE_SIZE), total })}
            </span>
            <Button variant="secondary" disabled={(page + 1) * CASES_PAGE_SIZE >= total} onClick={() => setPage((p) => p + 1)}>
              {t('i9_next', 'Next')}
            </Button>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}

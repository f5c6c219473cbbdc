import { useState, type FormEvent } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, TextField, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import type { DashboardCard as CountCard } from '../dashboard-cards';
import { useGetI9SubmissionCountsQuery, useGetI9SubmissionsQuery } from '../api/submissions-api';
import { I9CountCards } from './I9CountCards';
import { I9ExportMenu } from './I9ExportMenu';
import { I9SubmissionsTable } from './I9SubmissionsTable';

export const PAGE_SIZE = 25;

/** `admin/i9`: the I-9 dashboard (counts by state) and the list of I-9 records with their deadlines. */
export function I9ListPage() {
  return (
    <RequirePermission permission={PERMISSIONS.I9_READ}>
      <I9Styles />
      <I9List />
    </RequirePermission>
  );
}

function I9List() {
  const { t } = useT();
  const [state, setState] = useState<CountCard | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const filter = search ? { search } : {};
  const counts = useGetI9SubmissionCountsQuery(filter, { refetchOnMountOrArgChange: true });
  const list = useGetI9SubmissionsQuery(
    { ...filter, ...(state ? { state } : {}), take: PAGE_SIZE, skip: page * PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const total = list.data?.total ?? 0;
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(0);
  };

  return (
    <div className="i9-page">
      <Card title={t('i9_everify', 'I-9 and E-Verify')}>
        <I9CountCards
          counts={counts.data}
          selected={state}
          onSelect={(next) => {
            setState(next);
            setPage(0);
          }}
        />
        {counts.isError ? (
          <p className="i9-error">{t('i9_counts_unavailable', 'The counts could not be loaded.')}</p>
        ) : null}
        <form className="i9-toolbar" role="search" onSubmit={applySearch}>
          <TextField
            label={t('i9_search_name', 'Search by name')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('i9_search', 'Search')}
          </Button>
          {state ? (
            <Button variant="link" onClick={() => setState(null)}>
              {t('i9_show_all', 'Show all I-9s')}
            </Button>
          ) : null}
        </form>
        <I9ExportMenu filter={{ ...filter, ...(state ? { state } : {}) }} />
        <LoadingBar active={list.isFetching} />
        {list.isError ? (
          <ErrorPanel
            title={t('i9_list_unavailable', 'The I-9 records could not be loaded')}
            onRetry={() => void list.refetch()}
          />
        ) : null}
        {list.data ? <I9SubmissionsTable rows={list.data.items} /> : null}
        {total > PAGE_SIZE ? (
          <nav className="i9-pagination" aria-label={t('i9_pages', 'Pages')}>
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t('i9_previous', 'Previous')}
            </Button>
            <span>
              {t('i9_showing', '{{from}}–{{to}} of {{total}}', {
                from: page * PAGE_SIZE + 1,
                to: Math.min(total, (page + 1) * PAGE_SIZE),
                total,
              })}
            </span>
            <Button
              variant="secondary"
              disabled={(page + 1) * PAGE_SIZE >= total}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('i9_next', 'Next')}
            </Button>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}

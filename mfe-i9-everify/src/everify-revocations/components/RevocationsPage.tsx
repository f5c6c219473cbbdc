import { useMemo, useState, type FormEvent } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, SelectField, TextField, useCan, useT } from '@attest/shared-ui';
import { CsvExportMenu } from '../../everify-lists/components/CsvExportMenu';
import { CsvUpload } from '../../everify-lists/components/CsvUpload';
import { I9Styles } from '../../i9-common/I9Styles';
import { useGetRevocationCountsQuery, useGetRevocationsQuery, type MatchKind, type RevocationFilter, type RevocationUploadAnswer } from '../api/revocations-api';
import { revocationsModelLabel } from '../revocation-labels';
import { RevocationCounts } from './RevocationCounts';
import { RevocationsTable } from './RevocationsTable';
import { UploadResult } from './UploadResult';

export const PAGE_SIZE = 25;
const EXPORT_ROUTES = { base: '/api/v1/everify/revocations', fallbackName: 'ead-revocations.csv' };

/** `admin/everify/revocations`: E-Verify's Status Change Report uploaded, its rows matched to employees, acknowledged. */
export function RevocationsPage() {
  return (
    <RequirePermission permission={PERMISSIONS.EVERIFY_READ}>
      <I9Styles />
      <Revocations />
    </RequirePermission>
  );
}

type AckFilter = '' | 'waiting' | 'done';

function Revocations() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.EVERIFY_MANAGE);
  const [kind, setKind] = useState<MatchKind | null>(null);
  const [ack, setAck] = useState<AckFilter>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [uploaded, setUploaded] = useState<RevocationUploadAnswer | null>(null);
  const filter = useMemo<RevocationFilter>(
    () => ({
      ...(search ? { search } : {}),
      ...(ack ? { acknowledged: ack === 'done' } : {}),
      ...(uploadId ? { upload_id: uploadId } : {}),
    }),
    [search, ack, uploadId],
  );
  const listFilter = useMemo(() => ({ ...filter, ...(kind ? { match_kind: kind } : {}) }), [filter, kind]);
  const counts = useGetRevocationCountsQuery(filter, { refetchOnMountOrArgChange: true });
  const list = useGetRevocationsQuery({ ...listFilter, take: PAGE_SIZE, skip: page * PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const refresh = () => void Promise.all([counts.refetch(), list.refetch()]);
  const total = list.data?.total ?? 0;
  const reset = () => setPage(0);
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    reset();
  };

  return (
    <div className="i9-page">
      <Card title={t('revocations_title', 'EAD revocations')}>
        <p className="i9-muted">
          {t('revocations_intro', "Upload E-Verify's Status Change Report: each row is matched to your employees by A-Number/USCIS number and EAD card number, and a matched employee's Form I-9 gets a Supplement B reverification to do.")}
        </p>
        {canManage ? (
          <CsvUpload<RevocationUploadAnswer>
            url="/api/v1/everify/revocations"
            label={t('revocations_upload_label', 'Status Change Report (.csv)')}
            submitLabel={t('revocations_upload', 'Upload the report')}
            onDone={(answer) => {
              setUploaded(answer);
              refresh();
            }}
          />
        ) : null}
        {uploaded ? (
          <UploadResult
            answer={uploaded}
            onShowRows={(id) => {
              setUploadId(id);
              setKind(null);
              reset();
            }}
          />
        ) : null}
        <RevocationCounts
          counts={counts.data}
          selected={kind}
          onSelect={(next) => {
            setKind(next);
            reset();
          }}
        />
        {counts.isError ? <p className="i9-error">{t('revocations_counts_unavailable', 'The counts could not be loaded.')}</p> : null}
        <form className="i9-toolbar" role="search" onSubmit={applySearch}>
          <TextField label={t('revocations_search', 'Search by name or case number')} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <SelectField
            label={t('revocations_ack_filter', 'Acknowledgement')}
            options={[
              { value: '', label: t('revocations_ack_all', 'All ({{n}})', { n: (counts.data?.acknowledged ?? 0) + (counts.data?.unacknowledged ?? 0) }) },
              { value: 'waiting', label: t('revocations_ack_waiting', 'Waiting ({{n}})', { n: counts.data?.unacknowledged ?? 0 }) },
              { value: 'done', label: t('revocations_ack_done', 'Acknowledged ({{n}})', { n: counts.data?.acknowledged ?? 0 }) },
            ]}
            value={ack}
            onChange={(e) => {
              setAck(e.target.value as AckFilter);
              reset();
            }}
          />
          <Button type="submit" variant="secondary">
            {t('i9_search', 'Search')}
          </Button>
          {kind || uploadId ? (
            <Button
              variant="link"
              onClick={() => {
                setKind(null);
                setUploadId(null);
                reset();
              }}
            >
              {t('revocations_show_all', 'Show all revocations')}
            </Button>
          ) : null}
        </form>
        <CsvExportMenu routes={EXPORT_ROUTES} filter={listFilter} modelLabel={revocationsModelLabel(t)} />
        <LoadingBar active={list.isFetching} />
        {list.isError ? <ErrorPanel title={t('revocations_unavailable', 'The revocations could not be loaded')} onRetry={() => void list.refetch()} /> : null}
        {list.data ? <RevocationsTable rows={list.data.items} canManage={canManage} onChanged={refresh} /> : null}
        {total > PAGE_SIZE ? (
          <nav className="i9-pagination" aria-label={t('i9_pages', 'Pages')}>
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t('i9_previous', 'Previous')}
            </Button>
            <span>{t('i9_showing', '{{from}}–{{to}} of {{total}}', { from: page * PAGE_SIZE + 1, to: Math.min(total, (page + 1) * PAGE_SIZE), total })}</span>
            <Button variant="secondary" disabled={(page + 1) * PAGE_SIZE >= total} onClick={() => setPage((p) => p + 1)}>
              {t('i9_next', 'Next')}
            </Button>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}

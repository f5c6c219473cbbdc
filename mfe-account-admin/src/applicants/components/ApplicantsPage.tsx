import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, useCan, useGetCustomerContextQuery, useT } from '@attest/shared-ui';
import { ExportCsvButton } from '../../admin-common/ExportCsvButton';
import { startApplicantExport, useQueryApplicantsQuery } from '../api/applicants-api';
import { AccountAdminStyles } from './AccountAdminStyles';
import { ApplicantSearchBox } from './ApplicantSearchBox';
import { ApplicantsTable } from './ApplicantsTable';
import { Pagination } from './Pagination';

const PAGE_SIZE = 20;

/** `admin/applicants`: search, paged list filtered by the URL's location ('hq' = all), export, log in as (each only with its permission). */
export function ApplicantsPage() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const { data: customer } = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(0);
  const canExport = useCan(PERMISSIONS.APPLICANTS_EXPORT);

  const locations = useMemo(() => {
    if (locationCode.toLowerCase() === 'hq') {
      return undefined;
    }
    const match = customer?.locations.find((l) => l.location_code.toLowerCase() === locationCode.toLowerCase());
    return match ? [Number(match.location_id)] : undefined;
  }, [customer, locationCode]);

  const locationNames = useMemo(
    () => Object.fromEntries((customer?.locations ?? []).map((l) => [String(l.location_id), l.name])),
    [customer],
  );

  const exportFilter = useMemo(() => ({ term: term || undefined, locations }), [term, locations]);
  const query = { ...exportFilter, skip: page * PAGE_SIZE, take: PAGE_SIZE };
  const { data, error, isFetching, refetch } = useQueryApplicantsQuery(query);

  return (
    <Card title={t('applicants', 'Applicants')}>
      <AccountAdminStyles />
      <div className="aa-toolbar">
        <ApplicantSearchBox
          onSearch={(next) => {
            setTerm(next);
            setPage(0);
          }}
        />
        {canExport ? <ExportCsvButton start={startApplicantExport} filter={exportFilter} /> : null}
      </div>
      <LoadingBar active={isFetching} />
      {error ? (
        <ErrorPanel
          title={t('applicants_unavailable', 'The applicants could not be loaded')}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : null}
      {data ? (
        <>
          <ApplicantsTable rows={data.items} locationNames={locationNames} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PERMISSIONS, type ApplicantListFilter } from '@attest/contracts';
import { Card, ErrorPanel, isApiError, LoadingBar, useCan, useGetCustomerContextQuery, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { ExportCsvButton } from '../../admin-common/ExportCsvButton';
import { startApplicantExport, useApplicationCountsQuery, useQueryApplicantsQuery, type ApplicantListView } from '../api/applicants-api';
import { AccountAdminStyles } from './AccountAdminStyles';
import { ApplicantFilters } from './ApplicantFilters';
import { ApplicantsTable } from './ApplicantsTable';
import { DownloadCsvButton } from './DownloadCsvButton';
import { Pagination } from './Pagination';
import { SavedFilters } from './SavedFilters';
import { StatusCountChips } from './StatusCountChips';

const PAGE_SIZE = 20;

/**
 * `admin/applicants`: filters, status chips with counts, saved filters, a sortable paged list (rows open the
 * applicant), the direct and the asynchronous CSV export. The URL's location ('hq' = all) limits everything.
 */
export function ApplicantsPage() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const { data: customer } = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  const [view, setView] = useState<ApplicantListView>({});
  const [formKey, setFormKey] = useState(0);
  const [page, setPage] = useState(0);
  const canExport = useCan(PERMISSIONS.APPLICANTS_EXPORT);

  const urlLocation = useMemo(() => {
    if (locationCode.toLowerCase() === 'hq') {
      return undefined;
    }
    const match = customer?.locations.find((l) => l.location_code.toLowerCase() === locationCode.toLowerCase());
    return match ? [Number(match.location_id)] : undefined;
  }, [customer, locationCode]);

  const locationNames = useMemo(() => Object.fromEntries((customer?.locations ?? []).map((l) => [String(l.location_id), l.name])), [customer]);

  const filter = useMemo<ApplicantListFilter>(() => {
    const { sort: _sort, direction: _direction, ...rest } = view;
    return { ...rest, locations: urlLocation ?? rest.locations };
  }, [view, urlLocation]);
  const { data, error, isFetching, refetch } = useQueryApplicantsQuery({ ...filter, sort: view.sort, direction: view.direction, skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const { data: counts } = useApplicationCountsQuery(filter);
  const fields = isApiError(error) && error.httpStatusCode === 400 ? error.details?.fields : undefined;

  const apply = (next: ApplicantListView, remount = false) => {
    setView(next);
    setPage(0);
    if (remount) {
      setFormKey((k) => k + 1);
    }
  };

  return (
    <Card title={t('applicants', 'Applicants')}>
      <AccountAdminStyles />
      <ApplicantFilters key={formKey} value={view} locations={customer?.locations ?? []} onApply={(next) => apply(next)} error={fields} />
      <div className="aa-toolbar">
        <SavedFilters current={view} onApply={(saved) => apply(saved, true)} />
        {canExport ? (
          <div className="aa-actions">
            <DownloadCsvButton filter={filter} />
            <ExportCsvButton start={startApplicantExport} filter={filter} />
          </div>
        ) : null}
      </div>
      <StatusCountChips counts={counts} selected={view.statuses?.length === 1 ? view.statuses[0] : undefined} onSelect={(s) => apply({ ...view, statuses: s ? [s] : undefined }, true)} />
      <LoadingBar active={isFetching} />
      {fields ? <ErrorAlert message={apiErrorText(t, error)} /> : null}
      {error && !fields ? (
        <ErrorPanel
          title={t('applicants_unavailable', 'The applicants could not be loaded')}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : null}
      {data ? (
        <>
          <ApplicantsTable rows={data.items} locationNames={locationNames} sort={view} onSort={(s) => apply({ ...view, ...s })} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </Card>
  );
}

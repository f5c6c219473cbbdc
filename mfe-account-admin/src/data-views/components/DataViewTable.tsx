import { useState } from 'react';
import type { CustomDataViewDto, DataViewColumn } from '@attest/contracts';
import { ApplicationStatusBadge, ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import { useLocations } from '../../admin-common/useLocations';
import { useQueryApplicantsQuery, type ApplicantRow } from '../../applicants/api/applicants-api';
import { Pagination } from '../../applicants/components/Pagination';
import { columnLabel } from './column-labels';

const PAGE_SIZE = 25;

/** The applicants a view's filter finds (the applicant list's own query), showing the view's columns only. */
export function DataViewTable({ view }: { view: CustomDataViewDto }) {
  const { t } = useT();
  const { nameOf } = useLocations();
  const [page, setPage] = useState(0);
  const { data, error, isFetching, refetch } = useQueryApplicantsQuery({ ...view.filter, skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const cell = (row: ApplicantRow, column: DataViewColumn) => {
    const value = row[column];
    switch (column) {
      case 'current_application_status':
        return <ApplicationStatusBadge status={row.current_application_status} />;
      case 'location_id':
        return nameOf(row.location_id) ?? '';
      case 'date_registered':
      case 'last_activity_date':
        return typeof value === 'string' ? value.slice(0, 10) : '';
      case 'active':
      case 'locked':
      case 'verified':
        return value === 1 || value === true ? t('yes', 'Yes') : t('no', 'No');
      case 'full_name':
      case 'first_name':
      case 'last_name':
      case 'email':
      case 'primary_phone':
      case 'city':
      case 'state':
        return value === null || value === undefined ? '' : String(value as string | number);
    }
  };
  return (
    <>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('dv_applicants_unavailable', 'The applicants could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && !data.items.length ? <p>{t('no_applicants', 'No applicants match.')}</p> : null}
      {data?.items.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <caption className="at-visually-hidden">{view.name}</caption>
              <thead>
                <tr>
                  {view.columns.map((c) => (
                    <th key={c} scope="col">
                      {columnLabel(t, c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={String(row.applicant_id)}>
                    {view.columns.map((c) => (
                      <td key={c} data-label={columnLabel(t, c)} className="aa-break">
                        {cell(row, c)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { apiErrorText } from '../../admin-common/error-text';
import { ExportCsvButton } from '../../admin-common/ExportCsvButton';
import { startAuditExport, useGetAuditLogQuery, type AuditFilter } from '../api/audit-api';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';

const PAGE_SIZE = 50;

/** `admin/audit`: who changed what, filtered and paged, exportable as CSV (audit.read). */
export function AuditLogPage() {
  return (
    <RequirePermission permission={PERMISSIONS.AUDIT_READ}>
      <AuditLog />
    </RequirePermission>
  );
}

function AuditLog() {
  const { t } = useT();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useGetAuditLogQuery({ ...filter, page, take: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <Card title={t('audit_log', 'Audit log')}>
      <AccountAdminStyles />
      <AuditFilters
        value={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <div className="aa-toolbar">
        <span className="aa-muted">
          {data ? t('audit_total', '{{count}} entries', { count: data.total }) : null}
        </span>
        <ExportCsvButton start={startAuditExport} filter={filter} />
      </div>
      <LoadingBar active={isFetching} />
      {error ? (
        <ErrorPanel
          title={t('audit_unavailable', 'The audit log could not be loaded')}
          message={apiErrorText(t, error)}
          onRetry={() => void refetch()}
        />
      ) : null}
      {data ? (
        <>
          <AuditTable items={data.items} />
          <nav className="aa-pagination" aria-label={t('pagination', 'Pagination')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('previous', 'Previous')}
            </Button>
            <span>{t('audit_page_of', 'Page {{page}} of {{pages}}', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('next', 'Next')}
            </Button>
          </nav>
        </>
      ) : null}
    </Card>
  );
}

import { useState } from 'react';
import { EXPORT_MODELS, EXPORT_STATUSES, exportModelNamed, type ExportDto, type ExportStatus } from '@attest/contracts';
import { Button, Card, downloadFile, ErrorPanel, formatInTimeZone, isApiError, LoadingBar, SelectField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { Pagination } from '../../applicants/components/Pagination';
import { fetchExportFile, useQueryExportsQuery } from '../api/exports-api';

const PAGE_SIZE = 25;

const summary = (filter: Record<string, unknown>) =>
  Object.entries(filter)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('; ');

/** `admin/exports`: every CSV export of the customer (who, when, filter, rows, status), downloadable while kept. */
export function ExportsPage() {
  const { t } = useT();
  const toast = useToast();
  const [model, setModel] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const { data, error, isFetching, refetch } = useQueryExportsQuery({
    ...(model ? { model } : {}),
    ...(status ? { status: status as ExportStatus } : {}),
    skip: page * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const download = async (row: ExportDto) => {
    try {
      const { blob, filename } = await fetchExportFile(row.export_id);
      const url = URL.createObjectURL(blob);
      downloadFile(url, filename);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      const expired = isApiError(err) && err.messageKey === 'export_expired';
      toast.danger(expired ? t('export_expired', 'This file has been removed: exports are kept 7 days.') : apiErrorText(t, err));
      void refetch();
    }
  };
  const modelLabel = (m: string | null) => {
    const known = m ? exportModelNamed(m) : undefined;
    return known ? t(known.labelKey, known.label) : t('export_model_other', 'Other');
  };
  const statusLabel = (s: ExportStatus) =>
    ({ queued: t('export_status_queued', 'Queued'), running: t('export_status_running', 'Running'), done: t('export_status_done', 'Ready'), failed: t('export_status_failed', 'Failed'), expired: t('export_status_expired', 'Removed') })[s];

  return (
    <Card title={t('exports', 'Exports')}>
      <AccountAdminStyles />
      <div className="aa-filters">
        <SelectField label={t('export_model', 'Export')} value={model} placeholder={t('all', 'All')} onChange={(e) => { setModel(e.target.value); setPage(0); }}
          options={EXPORT_MODELS.map((m) => ({ value: m.model, label: t(m.labelKey, m.label) }))} />
        <SelectField label={t('status', 'Status')} value={status} placeholder={t('all', 'All')} onChange={(e) => { setStatus(e.target.value); setPage(0); }}
          options={EXPORT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} />
      </div>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('exports_unavailable', 'The exports could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && !data.items.length ? <p>{t('no_exports', 'No exports yet.')}</p> : null}
      {data?.items.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('export_model', 'Export')}</th>
                  <th scope="col">{t('exported_by', 'By')}</th>
                  <th scope="col">{t('exported_at', 'When')}</th>
                  <th scope="col">{t('export_filter', 'Filter')}</th>
                  <th scope="col">{t('export_rows', 'Rows')}</th>
                  <th scope="col">{t('status', 'Status')}</th>
                  <th scope="col">{t('export_kept_until', 'Kept until')}</th>
                  <th scope="col">{t('actions', 'Actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.export_id}>
                    <td data-label={t('export_model', 'Export')}>{modelLabel(row.model)}</td>
                    <td data-label={t('exported_by', 'By')}>{row.user_name ?? `#${row.user_id}`}{row.schedule_id ? ` (${t('by_schedule', 'schedule')})` : ''}</td>
                    <td data-label={t('exported_at', 'When')}>{formatInTimeZone(row.created_at, null)}</td>
                    <td data-label={t('export_filter', 'Filter')} className="aa-break">{summary(row.filter_summary) || t('no_filter', 'None')}</td>
                    <td data-label={t('export_rows', 'Rows')}>{row.rows ?? ''}</td>
                    <td data-label={t('status', 'Status')}>{statusLabel(row.status)}</td>
                    <td data-label={t('export_kept_until', 'Kept until')}>{row.expires_at && row.status === 'done' ? formatInTimeZone(row.expires_at, null) : ''}</td>
                    <td data-label={t('actions', 'Actions')}>
                      {row.status === 'done' ? (
                        <Button variant="secondary" onClick={() => void download(row)} aria-label={t('download_export', 'Download {{name}}', { name: row.file_name ?? modelLabel(row.model) })}>
                          {t('download', 'Download')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label={(p) => t('exports_page_of', 'Page {{page}} of {{pages}} ({{total}} exports)', p)} />
        </>
      ) : null}
    </Card>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { BULK_UPLOAD_DEFAULT_PAGE_SIZE, BULK_UPLOAD_MESSAGES, type BulkUploadDetail } from '@attest/contracts';
import { Button, ModalResponse, PageLayout, useConfirm, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { checkEmailsInUse } from '../api/bulk-upload-api';
import { guessMapping, rowsFromRecords, tableState, type ColumnMapping } from '../bulk-rows';
import type { CsvTable } from '../csv-file';
import { useBulkCreate } from '../hooks/useBulkCreate';
import { useBulkRows } from '../hooks/useBulkRows';
import { useUploadLocation } from '../hooks/useUploadLocation';
import { BulkCreatePanel } from './BulkCreatePanel';
import { BulkPager } from './BulkPager';
import { BulkRowsTable } from './BulkRowsTable';
import { BulkUploadStyles } from './BulkUploadStyles';
import { ColumnMappingForm } from './ColumnMappingForm';
import { CsvFilePicker } from './CsvFilePicker';

/** Bulk CSV upload of applicants (spec staff-side §3, §4, §5, §9). */
export function BulkUploadPage() {
  const { t } = useT();
  const confirm = useConfirm();
  const table = useBulkRows();
  const [pending, setPending] = useState<{ table: CsvTable; fileName: string } | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(BULK_UPLOAD_DEFAULT_PAGE_SIZE);
  const [sendInvitations, setSendInvitations] = useState(false);
  const location = useUploadLocation();
  const { markInUse, applyResults } = table;
  const onResults = useCallback((detail: BulkUploadDetail, rowIdOf: Map<number, number>) => applyResults(detail.rows, rowIdOf), [applyResults]);
  const creating = useBulkCreate(onResults);
  const state = useMemo(() => tableState(table.rows), [table.rows]);
  const busy = creating.phase === 'sending' || creating.phase === 'running';
  const csvCount = table.rows.filter((r) => r.source === 'csv' && !r.passed).length;

  const checkInUse = useCallback((emails: string[]) => {
    checkEmailsInUse(emails).then(markInUse, () => undefined);
  }, [markInUse]);

  const applyMapping = (mapping: ColumnMapping) => {
    if (!pending) {
      return;
    }
    const rows = rowsFromRecords(pending.table.records, mapping, table.nextId);
    table.add(rows);
    setPending(null);
    checkInUse(rows.map((r) => r.values.email ?? ''));
  };

  const removeCsv = async () => {
    const answer = await confirm({
      title: t('bulk_remove_csv', 'Remove CSV'),
      body: t('bulk_remove_confirm', BULK_UPLOAD_MESSAGES.bulk_remove_confirm, { n: csvCount }),
      confirmLabel: t('bulk_remove_csv', 'Remove CSV'),
      danger: true,
    });
    if (answer === ModalResponse.CONFIRM) {
      table.removeCsv();
      setPage(0);
    }
  };

  const pages = Math.max(1, Math.ceil(table.rows.length / pageSize));
  return (
    <PageLayout title={t('bulk_upload_title', 'Bulk CSV upload')}>
      <AccountAdminStyles />
      <BulkUploadStyles />
      <p className="aa-muted">{t('bulk_upload_intro', 'Upload a CSV of applicants, match its columns, fix what the table marks, then create them.')}</p>
      <CsvFilePicker disabled={busy} onTable={(csv, fileName) => setPending({ table: csv, fileName })} />
      {pending ? (
        <ColumnMappingForm table={pending.table} fileName={pending.fileName} initial={guessMapping(pending.table.headers)} onApply={applyMapping} onCancel={() => setPending(null)} />
      ) : null}
      <div className="bu-toolbar">
        <Button variant="secondary" disabled={busy} onClick={table.addManual}>
          {t('bulk_add_row', 'Add a row')}
        </Button>
        {csvCount > 0 ? (
          <Button variant="secondary" disabled={busy} onClick={() => void removeCsv()}>
            {t('bulk_remove_csv', 'Remove CSV')}
          </Button>
        ) : null}
        <span className="aa-muted">{t('bulk_row_count', '{{n}} rows', { n: table.rows.length })}</span>
      </div>
      {table.rows.length > 0 ? (
        <>
          <BulkRowsTable
            rows={table.rows}
            page={Math.min(page, pages - 1)}
            pageSize={pageSize}
            locked={busy}
            onEdit={table.setEditing}
            onSave={(id, values) => {
              table.save(id, values);
              if (values.email) {
                checkInUse([values.email]);
              }
            }}
            onRemove={table.removeRow}
          />
          <BulkPager page={Math.min(page, pages - 1)} pageSize={pageSize} total={table.rows.length} onPage={setPage} onPageSize={(n) => { setPageSize(n); setPage(0); }} />
          <BulkCreatePanel
            state={creating}
            toCreate={state.toCreate.length}
            invalidCount={state.invalidCount}
            sendInvitations={sendInvitations}
            onSendInvitations={setSendInvitations}
            location={location}
            onCreate={() => void creating.create(state.toCreate, sendInvitations, location.value ? Number(location.value) : null)}
          />
        </>
      ) : null}
    </PageLayout>
  );
}

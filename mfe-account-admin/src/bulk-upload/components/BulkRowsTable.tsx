import { BULK_UPLOAD_FIELDS, type BulkUploadValues } from '@attest/contracts';
import { Button, useT } from '@attest/shared-ui';
import { bulkErrorText } from '../bulk-messages';
import { isRowValid, type BulkRow } from '../bulk-rows';
import { BulkRowEditor } from './BulkRowEditor';

interface Props {
  rows: BulkRow[];
  /** Rows of the page shown; only these are rendered, so 10,000 rows stay quick. */
  page: number;
  pageSize: number;
  locked: boolean;
  onEdit: (id: number, editing: boolean) => void;
  onSave: (id: number, values: BulkUploadValues) => void;
  onRemove: (id: number) => void;
}

/** The editable table: each cell shows its value and, inline, its message; passed rows are read-only. Actions come
 * right after the row number, so they stay on screen however wide the fields make the table. */
export function BulkRowsTable({ rows, page, pageSize, locked, onEdit, onSave, onRemove }: Props) {
  const { t } = useT();
  const shown = rows.slice(page * pageSize, (page + 1) * pageSize);
  const colSpan = BULK_UPLOAD_FIELDS.length + 2;
  return (
    <div className="aa-table-wrap">
      <table className="aa-table aa-stack bu-table">
        <thead>
          <tr>
            <th scope="col">{t('bulk_row', 'Row')}</th>
            <th scope="col">{t('actions', 'Actions')}</th>
            {BULK_UPLOAD_FIELDS.map((f) => (
              <th key={f.key} scope="col">
                {t(f.labelKey, f.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) =>
            row.editing && !row.passed ? (
              <BulkRowEditor key={row.id} row={row} colSpan={colSpan} onSave={onSave} onCancel={(id) => onEdit(id, false)} />
            ) : (
              <tr key={row.id} data-row={row.id} className={row.passed ? 'bu-row--passed' : isRowValid(row) ? undefined : 'bu-row--invalid'}>
                <td data-label={t('bulk_row', 'Row')}>{row.id}</td>
                <td data-label={t('actions', 'Actions')}>
                  {row.passed ? (
                    <span className="aa-ok">{t('bulk_created', 'Created')}</span>
                  ) : (
                    <div className="aa-actions">
                      <Button variant="secondary" disabled={locked} onClick={() => onEdit(row.id, true)} aria-label={t('bulk_edit_row', 'Edit row {{n}}', { n: row.id })}>
                        {t('edit', 'Edit')}
                      </Button>
                      <Button variant="secondary" disabled={locked} onClick={() => onRemove(row.id)} aria-label={t('bulk_remove_row', 'Remove row {{n}}', { n: row.id })}>
                        {t('remove', 'Remove')}
                      </Button>
                    </div>
                  )}
                </td>
                {BULK_UPLOAD_FIELDS.map((f) => {
                  const error = row.errors[f.key];
                  return (
                    <td key={f.key} data-label={t(f.labelKey, f.label)}>
                      {row.values[f.key] ?? ''}
                      {error ? <span className="bu-cell-error">{bulkErrorText(t, error)}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

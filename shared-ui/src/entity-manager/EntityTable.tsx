import type { EntityManagerConfig, EntityRecord } from '@attest/contracts';
import { Button } from '../components/Button';
import { useT } from '../i18n/useT';
import { readEntityField } from './entity-records';

export interface EntityTableProps {
  config: EntityManagerConfig;
  records: EntityRecord[];
  /** Edit and delete are unavailable while another record is being edited or a save runs. */
  busy: boolean;
  onEdit: (record: EntityRecord) => void;
  onDelete: (record: EntityRecord) => void;
}

const cellText = (record: EntityRecord, field: string): string => {
  const value = readEntityField(record, field);
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** The active records under the configured tableConfig columns, with edit and delete per row. */
export function EntityTable({ config, records, busy, onEdit, onDelete }: EntityTableProps) {
  const { t } = useT();
  const columns = config.tableConfig.columns;
  const allowDelete = config.allowDelete !== false;
  if (records.length === 0) {
    return <p className="at-entity-manager__empty">{t('entity_no_records', 'No records yet.')}</p>;
  }
  return (
    <table className="at-entity-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.field} scope="col">
              {t(column.label_translation_key)}
            </th>
          ))}
          <th scope="col">
            <span className="at-visually-hidden">{t('entity_actions', 'Actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {records.map((record, index) => {
          const rowName = cellText(record, columns[0]?.field ?? '') || t('entity_record_n', { n: index + 1, defaultValue: 'Record {{n}}' });
          return (
            <tr key={record.temp_id} data-needs-review={record.needsReview ? 'true' : undefined}>
              {columns.map((column) => (
                <td key={column.field}>{cellText(record, column.field)}</td>
              ))}
              <td className="at-entity-table__actions">
                {record.needsReview ? <span className="at-badge at-badge--warning">{t('entity_needs_review', 'Needs review')}</span> : null}
                <Button variant="link" disabled={busy} onClick={() => onEdit(record)} aria-label={`${t('edit', 'Edit')} ${rowName}`}>
                  {t('edit', 'Edit')}
                </Button>
                {allowDelete ? (
                  <Button variant="link" disabled={busy} onClick={() => onDelete(record)} aria-label={`${t('delete', 'Delete')} ${rowName}`}>
                    {t('delete', 'Delete')}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import type { EntityManagerConfig, EntityRecord } from '@attest/contracts';
import { Button } from '../components/Button';
import { useContentText } from '../i18n/useContentText';
import { useT } from '../i18n/useT';
import { entityCellText } from './entity-cell-text';
import { readEntityField } from './entity-records';

export interface EntityTableProps {
  config: EntityManagerConfig;
  records: EntityRecord[];
  /** Edit and delete are unavailable while another record is being edited or a save runs. */
  busy: boolean;
  onEdit: (record: EntityRecord) => void;
  onDelete: (record: EntityRecord) => void;
}

/** The active records under the configured tableConfig columns (labels, not codes), with edit and delete per row. */
export function EntityTable({ config, records, busy, onEdit, onDelete }: EntityTableProps) {
  const { t } = useT();
  const text = useContentText();
  const columns = config.tableConfig.columns;
  const fieldOf = (name: string) => config.formConfig.fields.find((f) => f.name === name);
  const cellText = (record: EntityRecord, name: string): string =>
    entityCellText(fieldOf(name), readEntityField(record, name), (key, fallback) => t(key, fallback), text);
  // A column's heading: its key, with the form field's label (or the key itself) as the English fallback.
  const heading = (field: string, key: string) => {
    const formField = fieldOf(field);
    return t(key, formField ? text.fieldLabel(formField) : key);
  };
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
              {heading(column.field, column.label_translation_key)}
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

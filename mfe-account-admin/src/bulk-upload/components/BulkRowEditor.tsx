import { useState } from 'react';
import { BULK_UPLOAD_FIELDS, cleanBulkValues, type BulkUploadValues } from '@attest/contracts';
import { Button, TextField, useT } from '@attest/shared-ui';
import { bulkErrorText } from '../bulk-messages';
import type { BulkRow } from '../bulk-rows';

interface Props {
  row: BulkRow;
  colSpan: number;
  onSave: (id: number, values: BulkUploadValues) => void;
  onCancel: (id: number) => void;
}

/** One row opened for editing: every field with its current message; Save validates the table again. */
export function BulkRowEditor({ row, colSpan, onSave, onCancel }: Props) {
  const { t } = useT();
  const [draft, setDraft] = useState<Record<string, string>>({ ...row.values });
  return (
    <tr className="bu-row--editing" data-row={row.id}>
      <td colSpan={colSpan}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave(row.id, cleanBulkValues(draft));
          }}
        >
          <div className="bu-editor">
            {BULK_UPLOAD_FIELDS.map((f) => {
              const error = row.errors[f.key];
              return (
                <TextField
                  key={f.key}
                  label={t(f.labelKey, f.label)}
                  required={f.required}
                  value={draft[f.key] ?? ''}
                  error={error ? bulkErrorText(t, error) : undefined}
                  onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
                />
              );
            })}
          </div>
          <div className="aa-actions">
            <Button type="submit">{t('bulk_save_row', 'Save row')}</Button>
            <Button variant="secondary" onClick={() => onCancel(row.id)}>
              {t('cancel', 'Cancel')}
            </Button>
          </div>
        </form>
      </td>
    </tr>
  );
}

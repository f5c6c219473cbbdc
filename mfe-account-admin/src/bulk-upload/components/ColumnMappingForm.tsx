import { useState } from 'react';
import { BULK_UPLOAD_FIELDS } from '@attest/contracts';
import { Button, SelectField, useT } from '@attest/shared-ui';
import type { ColumnMapping } from '../bulk-rows';
import type { CsvTable } from '../csv-file';

interface Props {
  table: CsvTable;
  fileName: string;
  initial: ColumnMapping;
  onApply: (mapping: ColumnMapping) => void;
  onCancel: () => void;
}

/** Which CSV column fills which field (guessed from the headers, changeable). */
export function ColumnMappingForm({ table, fileName, initial, onApply, onCancel }: Props) {
  const { t } = useT();
  const [mapping, setMapping] = useState<ColumnMapping>(initial);
  const options = [{ value: '-1', label: t('bulk_not_mapped', '(not in the file)') }, ...table.headers.map((h, i) => ({ value: String(i), label: h || `#${i + 1}` }))];
  return (
    <section className="aa-panel" aria-labelledby="bu-mapping-title">
      <h3 id="bu-mapping-title">{t('bulk_map_columns', 'Match the columns of {{file}} ({{n}} rows)', { file: fileName, n: table.records.length })}</h3>
      <div className="bu-mapping">
        {BULK_UPLOAD_FIELDS.map((f) => (
          <SelectField
            key={f.key}
            label={t(f.labelKey, f.label)}
            required={f.required}
            value={String(mapping[f.key])}
            options={options}
            onChange={(e) => setMapping((m) => ({ ...m, [f.key]: Number(e.target.value) }))}
          />
        ))}
      </div>
      <div className="aa-actions">
        <Button onClick={() => onApply(mapping)}>{t('bulk_add_rows', 'Add rows to the table')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel', 'Cancel')}
        </Button>
      </div>
    </section>
  );
}

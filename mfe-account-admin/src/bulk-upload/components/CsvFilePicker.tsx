import { useId, useState } from 'react';
import { useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { CsvFileError, readCsvFile, type CsvTable } from '../csv-file';

const FILE_MESSAGES = {
  bulk_file_type: 'Please choose a CSV file',
  bulk_file_unreadable: 'The file could not be read as CSV.',
  bulk_file_empty: 'The file has no rows below its header.',
} as const;

/** Chooses a CSV file and parses it (§5: the file type must contain 'csv'). */
export function CsvFilePicker({ disabled, onTable }: { disabled: boolean; onTable: (table: CsvTable, fileName: string) => void }) {
  const { t } = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="bu-file at-field">
      <label htmlFor={id}>{t('bulk_choose_csv', 'CSV file of applicants')}</label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) {
            return;
          }
          setError(null);
          readCsvFile(file)
            .then((table) => onTable(table, file.name))
            .catch((err: unknown) => {
              const key = err instanceof CsvFileError ? err.messageKey : 'bulk_file_unreadable';
              setError(t(key, FILE_MESSAGES[key]));
            })
            .finally(() => {
              input.value = '';
            });
        }}
      />
      <ErrorAlert message={error} />
    </div>
  );
}

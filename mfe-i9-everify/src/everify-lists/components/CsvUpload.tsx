import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, isApiError, ProgressBar, useT } from '@attest/shared-ui';
import { uploadCsv } from '../../everify-revocations/api/csv-upload';
import { apiErrorText, i9MessageText, type Translate } from '../../i9-common/i9-text';

export interface CsvUploadProps<T> {
  url: string;
  label: string;
  submitLabel: string;
  /** The answer of a successful upload. */
  onDone: (answer: T) => void;
  /** A refusal (shown here too); the page may show more of it (e.g. the rows of an import). */
  onRefused?: (error: unknown) => void;
}

/** A refused upload's text with its parameters (the line, the missing columns, the size limit). */
export function csvErrorText(t: Translate, error: unknown): string {
  if (!isApiError(error)) {
    return apiErrorText(t, error);
  }
  const params = Object.fromEntries(
    Object.entries(error.details ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
  );
  return i9MessageText(t, error.messageKey, params);
}

/** A .csv file chosen and sent (multipart `{ file }`) with the upload's progress; the server checks the content. */
export function CsvUpload<T>({ url, label, submitLabel, onDone, onRefused }: CsvUploadProps<T>) {
  const { t } = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(i9MessageText(t, 'csv_upload_file_required'));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const answer = await uploadCsv<T>(url, file, setProgress);
      setFile(null);
      if (input.current) {
        input.current.value = '';
      }
      onDone(answer);
    } catch (cause) {
      setError(csvErrorText(t, cause));
      onRefused?.(cause);
    } finally {
      setProgress(null);
    }
  };
  return (
    <form className="i9-group" onSubmit={(e) => void submit(e)} noValidate>
      <div className="at-field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </div>
      <div className="i9-actions">
        <Button type="submit" loading={progress !== null}>
          {submitLabel}
        </Button>
      </div>
      {progress !== null ? <ProgressBar value={progress} label={t('csv_uploading', 'Uploading {{name}}…', { name: file?.name ?? '' })} /> : null}
      {error ? (
        <p className="i9-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

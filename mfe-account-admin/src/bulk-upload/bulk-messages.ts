import { BULK_UPLOAD_FIELDS, BULK_UPLOAD_MESSAGES, type BulkUploadMessageKey, type FieldError } from '@attest/contracts';
import type { useT } from '@attest/shared-ui';

type T = ReturnType<typeof useT>['t'];

/** A row error in the reader's language; the spec's English ('Please Enter a {label}' ...) is the fallback. */
export function bulkErrorText(t: T, error: FieldError): string {
  const fallback = BULK_UPLOAD_MESSAGES[error.key as BulkUploadMessageKey] ?? error.key;
  const field = BULK_UPLOAD_FIELDS.find((f) => f.label === error.params?.label);
  const label = field ? t(field.labelKey, field.label) : error.params?.label;
  return t(error.key, fallback, { ...(error.params ?? {}), ...(label ? { label } : {}) });
}

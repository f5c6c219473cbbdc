import {
  BULK_UPLOAD_CHUNK,
  normaliseEmail,
  type BulkUploadDetail,
  type BulkUploadRowInput,
  type BulkUploadSummary,
  type CreateBulkUploadInput,
  type EmailCheckAnswer,
} from '@attest/contracts';
import { apiFetch } from '@attest/shared-ui';

const BASE = '/api/v1/applicants/bulkupload';

/** The emails (normalised) an applicant of the customer already has, asked in chunks. */
export async function checkEmailsInUse(emails: string[]): Promise<Set<string>> {
  const unique = [...new Set(emails.map(normaliseEmail).filter(Boolean))];
  const inUse = new Set<string>();
  for (let i = 0; i < unique.length; i += BULK_UPLOAD_CHUNK) {
    const answer = await apiFetch<EmailCheckAnswer>(`${BASE}/emailcheck`, { method: 'POST', body: { emails: unique.slice(i, i + BULK_UPLOAD_CHUNK) } });
    answer.in_use.forEach((e) => inUse.add(e));
  }
  return inUse;
}

export function createUpload(input: CreateBulkUploadInput): Promise<BulkUploadSummary> {
  return apiFetch<BulkUploadSummary>(BASE, { method: 'POST', body: input });
}

/** Sends the rows in chunks; onSent after each with how many went. */
export async function sendRows(uploadId: string, rows: BulkUploadRowInput[], onSent: (sent: number) => void): Promise<void> {
  for (let i = 0; i < rows.length; i += BULK_UPLOAD_CHUNK) {
    await apiFetch<BulkUploadSummary>(`${BASE}/${uploadId}/rows`, { method: 'POST', body: { rows: rows.slice(i, i + BULK_UPLOAD_CHUNK) } });
    onSent(Math.min(rows.length, i + BULK_UPLOAD_CHUNK));
  }
}

export function startUpload(uploadId: string): Promise<BulkUploadSummary> {
  return apiFetch<BulkUploadSummary>(`${BASE}/${uploadId}/start`, { method: 'POST' });
}

export function getUpload(uploadId: string): Promise<BulkUploadDetail> {
  return apiFetch<BulkUploadDetail>(`${BASE}/${uploadId}`);
}

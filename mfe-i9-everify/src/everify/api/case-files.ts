import { apiFetch, applySessionHeaders, isApiError, NETWORK_ERROR_STATUS, type ApiError } from '@attest/shared-ui';
import type { CaseFile, CaseFileStart } from './everify-cases-api';

const failure = (httpStatusCode: number, body: unknown): ApiError => {
  const data = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  return { ...data, httpStatusCode, messageKey: typeof data.messageKey === 'string' ? data.messageKey : 'unexpected_error' } as ApiError;
};

/** A file the API serves behind the session (the letters, the case ZIP, the print): fetched with its headers. */
export async function fetchFile(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: applySessionHeaders(new Headers({ Accept: '*/*' }), 'GET') });
  } catch {
    throw failure(NETWORK_ERROR_STATUS, { messageKey: 'network_error' });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      body = null;
    }
    throw failure(response.status, body);
  }
  return response.blob();
}

/** POST multipart `{ file }` to a case's documents. Rejects with an ApiError. */
export async function uploadCaseDocument(caseId: number, file: File): Promise<CaseFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/v1/everify/${caseId}/documents`, { method: 'POST', headers: applySessionHeaders(new Headers({ Accept: 'application/json' }), 'POST'), body: form });
  } catch {
    throw failure(NETWORK_ERROR_STATUS, { messageKey: 'network_error' });
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw failure(response.status, body);
  }
  return body as CaseFile;
}

export interface WaitOptions {
  onProgress?: (percent: number) => void;
  /** Between status calls (ms). */
  intervalMs?: number;
  /** Status calls before giving up. */
  tries?: number;
}

/**
 * A letter or ZIP made on the queue: starts it (or reads it when it exists), then asks for its status until it
 * is ready (the spec's asynchronous calls: a job, a progress/status call, then the download). Rejects with an
 * ApiError (`everify_letter_failed`, `everify_file_failed`, or the file's own key) when it fails.
 */
export async function waitForFile(start: () => Promise<CaseFileStart>, options: WaitOptions = {}): Promise<CaseFile> {
  const started = await start();
  let file = started.file;
  for (let i = 0; file.state === 'queued' && i < (options.tries ?? 120); i++) {
    options.onProgress?.(file.progress);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 1000));
    file = await apiFetch<CaseFile>(`/api/v1/everify/${file.case_id}/files/${file.id}`);
  }
  if (file.state !== 'ready' || !file.url) {
    throw failure(409, { messageKey: file.state === 'failed' ? (file.error ?? 'everify_file_failed') : 'everify_file_not_ready' });
  }
  options.onProgress?.(100);
  return file;
}

export const messageKeyOf = (error: unknown): string => (isApiError(error) ? error.messageKey : 'unexpected_error');

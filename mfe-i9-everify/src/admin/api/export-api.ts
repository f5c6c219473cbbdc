import {
  apiFetch,
  applySessionHeaders,
  NETWORK_ERROR_STATUS,
  type ApiError,
  type AsyncJobStart,
} from '@attest/shared-ui';
import type { SubmissionQuery } from './submissions-api';

/** The list's filters an export takes (POST /api/v1/submissions/export and /exportasync refuse paging). */
export type I9ExportFilter = Pick<SubmissionQuery, 'state' | 'location_id' | 'search'>;

export interface CsvFile {
  blob: Blob;
  filename: string;
}

/** Starts the export on the server's queue; progress and the link arrive on the real-time channel. */
export function startI9SubmissionsExport(filter: I9ExportFilter): Promise<AsyncJobStart> {
  return apiFetch<AsyncJobStart>('/api/v1/submissions/exportasync', { method: 'POST', body: filter });
}

const filenameOf = (disposition: string | null): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'i9-submissions.csv';

/**
 * The CSV now, streamed by the server. It needs the session headers, so it is fetched, not linked; a refusal
 * rejects with the ApiError shape apiFetch uses.
 */
export async function fetchI9SubmissionsCsv(filter: I9ExportFilter): Promise<CsvFile> {
  const headers = applySessionHeaders(
    new Headers({ Accept: 'text/csv', 'Content-Type': 'application/json' }),
    'POST',
  );
  let response: Response;
  try {
    response = await fetch('/api/v1/submissions/export', {
      method: 'POST',
      headers,
      body: JSON.stringify(filter),
    });
  } catch {
    throw { httpStatusCode: NETWORK_ERROR_STATUS, messageKey: 'network_error' } satisfies ApiError;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiError>;
    throw {
      ...body,
      httpStatusCode: response.status,
      messageKey: typeof body.messageKey === 'string' ? body.messageKey : 'unexpected_error',
    } satisfies ApiError;
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
}

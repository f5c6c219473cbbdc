import { apiFetch, applySessionHeaders, NETWORK_ERROR_STATUS, type ApiError, type AsyncJobStart } from '@attest/shared-ui';

export interface CsvFile {
  blob: Blob;
  filename: string;
}

/** An export's two routes: `<base>/export` (the file now) and `<base>/exportasync` (the queue). */
export interface CsvExportRoutes {
  /** e.g. /api/v1/everify or /api/v1/everify/revocations */
  base: string;
  /** The download's name when the server gives none. */
  fallbackName: string;
}

export function startCsvExport(routes: CsvExportRoutes, filter: object): Promise<AsyncJobStart> {
  return apiFetch<AsyncJobStart>(`${routes.base}/exportasync`, { method: 'POST', body: filter });
}

/** The CSV now, streamed by the server; fetched (not linked) because it needs the session headers. */
export async function fetchCsvExport(routes: CsvExportRoutes, filter: object): Promise<CsvFile> {
  const headers = applySessionHeaders(new Headers({ Accept: 'text/csv', 'Content-Type': 'application/json' }), 'POST');
  let response: Response;
  try {
    response = await fetch(`${routes.base}/export`, { method: 'POST', headers, body: JSON.stringify(filter) });
  } catch {
    throw { httpStatusCode: NETWORK_ERROR_STATUS, messageKey: 'network_error' } satisfies ApiError;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiError>;
    throw { ...body, httpStatusCode: response.status, messageKey: typeof body.messageKey === 'string' ? body.messageKey : 'unexpected_error' } satisfies ApiError;
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? routes.fallbackName;
  return { blob: await response.blob(), filename };
}

import type { ExportDto, ExportStatus } from '@attest/contracts';
import { api, applySessionHeaders, type ApiError } from '@attest/shared-ui';

export interface ExportsFilter {
  model?: string;
  status?: ExportStatus;
  skip: number;
  take: number;
}

export const exportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryExports: build.query<{ items: ExportDto[]; total: number }, ExportsFilter>({
      query: (body) => ({ url: '/api/v1/exports/query', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useQueryExportsQuery } = exportsApi;

/** GET /api/v1/exports/{id}: the file again while it is kept (410 export_expired after). */
export async function fetchExportFile(id: string): Promise<{ blob: Blob; filename: string }> {
  const headers = applySessionHeaders(new Headers({ Accept: 'text/csv' }), 'GET');
  const res = await fetch(`/api/v1/exports/${id}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as Partial<ApiError>;
    throw { ...body, httpStatusCode: res.status, messageKey: body.messageKey ?? 'unexpected_error' } satisfies ApiError;
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  return { blob: await res.blob(), filename };
}

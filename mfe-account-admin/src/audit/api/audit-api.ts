import type { AuditEntryDto as AuditEntryDtoBase, AuditFilterDto, AuditPageDto } from '@attest/contracts';
import { api, apiFetch, type AsyncJobStart } from '@attest/shared-ui';

export type AuditFilter = AuditFilterDto;
export type AuditEntryDto = AuditEntryDtoBase;
export type AuditPage = AuditPageDto;
export type AuditChange = AuditEntryDto['changes'][string];

/** Only the filters that are set, so the URL and the export body carry no empty values. */
export function compactFilter(filter: AuditFilter): AuditFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as AuditFilter;
}

function queryString(filter: AuditFilter, page: number, take: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(compactFilter(filter))) {
    params.set(key, String(value));
  }
  params.set('page', String(page));
  params.set('take', String(take));
  return params.toString();
}

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditPage, AuditFilter & { page: number; take: number }>({
      query: ({ page, take, ...filter }) => `/api/v1/audit?${queryString(filter, page, take)}`,
      providesTags: ['AuditLog'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;

/** Starts the CSV export of the filtered log; the file arrives on the real-time channel. */
export function startAuditExport(filter: AuditFilter): Promise<AsyncJobStart> {
  return apiFetch<AsyncJobStart>('/api/v1/audit/exportasync', {
    method: 'POST',
    body: compactFilter(filter),
  });
}

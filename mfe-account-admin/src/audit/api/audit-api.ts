import { api, apiFetch, type AsyncJobStart } from '@attest/shared-ui';

export interface AuditFilter {
  entity?: string;
  action?: string;
  actor_id?: number;
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD */
  to?: string;
}

export interface AuditChange {
  from: unknown;
  to: unknown;
}

export interface AuditEntryDto {
  id: number;
  created_at: string;
  actor_party: string;
  actor_id: number;
  actor_name: string | null;
  acting_user_id: number | null;
  entity: string;
  entity_id: string;
  action: string;
  /** The server may send the stored JSON text or the parsed object. */
  changes: Record<string, AuditChange> | string | null;
  ip: string | null;
}

export interface AuditPage {
  items: AuditEntryDto[];
  total: number;
}

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

import type { ApplicantListFilter, ApplicantSortField, ApplicationStatusCounts, SavedApplicantFilter, SaveApplicantFilterInput, SortDirection } from '@attest/contracts';
import { api, apiFetch, applySessionHeaders, type ApiError, type AsyncJobStart } from '@attest/shared-ui';

/** One row of the staff applicant list (fields this screen shows). */
export interface ApplicantRow {
  applicant_id: number | string;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  email?: string | null;
  location_code?: string | null;
  location_id?: number | string | null;
  current_application_status?: string | null;
  date_registered?: string | null;
  last_activity_date?: string | null;
  active?: number | boolean | null;
  locked?: number | boolean | null;
  [key: string]: unknown;
}

/** The list's filter with its sort: what the page keeps, saves and sends. */
export type ApplicantListView = ApplicantListFilter & { sort?: ApplicantSortField; direction?: SortDirection };

export interface ApplicantQuery extends ApplicantListView {
  skip: number;
  take: number;
}

export const applicantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchApplicants: build.query<ApplicantRow[], { term: string; take?: number }>({
      query: ({ term, take = 10 }) => `/api/v1/applicants?term=${encodeURIComponent(term)}&take=${take}`,
      providesTags: ['ApplicantList'],
    }),
    queryApplicants: build.query<{ items: ApplicantRow[]; total: number }, ApplicantQuery>({
      query: (body) => ({ url: '/api/v1/applicants/query', method: 'POST', body }),
      providesTags: ['ApplicantList'],
    }),
    applicationCounts: build.query<ApplicationStatusCounts, ApplicantListFilter>({
      query: (body) => ({ url: '/api/v1/applications/counts', method: 'POST', body }),
      providesTags: ['ApplicantList'],
    }),
    savedFilters: build.query<SavedApplicantFilter[], void>({
      query: () => '/api/v1/applicants/saved-filters',
      providesTags: ['ApplicantList'],
    }),
    saveFilter: build.mutation<SavedApplicantFilter, SaveApplicantFilterInput>({
      query: (body) => ({ url: '/api/v1/applicants/saved-filters', method: 'POST', body }),
      invalidatesTags: ['ApplicantList'],
    }),
    deleteFilter: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/applicants/saved-filters/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ApplicantList'],
    }),
  }),
});

export const { useSearchApplicantsQuery, useQueryApplicantsQuery, useApplicationCountsQuery, useSavedFiltersQuery, useSaveFilterMutation, useDeleteFilterMutation } =
  applicantsApi;

/** Starts the CSV export job; the file arrives on the real-time channel. */
export function startApplicantExport(filter: ApplicantListFilter): Promise<AsyncJobStart> {
  return apiFetch<AsyncJobStart>('/api/v1/applicants/exportasync', { method: 'POST', body: filter });
}

/** POST /api/v1/applicants/export: the CSV streamed back in the answer (no job), as a file to save. */
export async function downloadApplicantCsv(filter: ApplicantListFilter): Promise<{ blob: Blob; filename: string }> {
  const headers = applySessionHeaders(new Headers({ Accept: 'text/csv', 'Content-Type': 'application/json' }), 'POST');
  const res = await fetch('/api/v1/applicants/export', { method: 'POST', headers, body: JSON.stringify(filter) });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as Partial<ApiError>;
    throw { ...body, httpStatusCode: res.status, messageKey: body.messageKey ?? 'unexpected_error' } satisfies ApiError;
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'applicants.csv';
  return { blob: await res.blob(), filename };
}

/** A single-use token (5 minutes) that logs this staff user in as the applicant. */
export function createApplicantLoginToken(applicantId: number | string): Promise<{ value: string }> {
  return apiFetch<{ value: string }>('/api/v1/login/sut', { method: 'POST', body: { applicant_id: applicantId } });
}

export function applicantName(row: ApplicantRow): string {
  return row.full_name || [row.first_name, row.last_name].filter(Boolean).join(' ') || `#${row.applicant_id}`;
}

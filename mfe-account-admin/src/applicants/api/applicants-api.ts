import { api, apiFetch, type AsyncJobStart } from '@attest/shared-ui';

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
  [key: string]: unknown;
}

export interface ApplicantQuery {
  term?: string;
  locations?: number[];
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
  }),
});

export const { useSearchApplicantsQuery, useQueryApplicantsQuery } = applicantsApi;

/** Starts the CSV export job; the file arrives on the real-time channel. */
export function startApplicantExport(filter: { term?: string; locations?: number[] }): Promise<AsyncJobStart> {
  return apiFetch<AsyncJobStart>('/api/v1/applicants/exportasync', { method: 'POST', body: filter });
}

/** A single-use token (5 minutes) that logs this staff user in as the applicant. */
export function createApplicantLoginToken(applicantId: number | string): Promise<{ value: string }> {
  return apiFetch<{ value: string }>('/api/v1/login/sut', { method: 'POST', body: { applicant_id: applicantId } });
}

export function applicantName(row: ApplicantRow): string {
  return row.full_name || [row.first_name, row.last_name].filter(Boolean).join(' ') || `#${row.applicant_id}`;
}

import { api } from '../../api/api';

/** The applicant as `GET /api/v2/customers/{customerId}/applicants/{applicantId}` answers it (the fields the portal uses). */
export interface ApplicantProfile {
  applicant_id: number | string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  full_name?: string | null;
  full_address?: string | null;
  primary_phone?: string | null;
  [key: string]: unknown;
}

export interface ApplicantKey {
  customerId: string;
  applicantId: string;
}

/**
 * The signed-in applicant's own record: one endpoint for the shell's header (the person's name) and the
 * applicant remote's pages, so they share one cache entry and the `Applicant` tag refreshes both.
 */
export const applicantSelfApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicant: build.query<ApplicantProfile, ApplicantKey>({
      query: ({ customerId, applicantId }) =>
        `/api/v2/customers/${encodeURIComponent(customerId)}/applicants/${encodeURIComponent(applicantId)}`,
      providesTags: (_result, _error, { applicantId }) => [{ type: 'Applicant', id: applicantId }],
    }),
  }),
});

export const { useGetApplicantQuery } = applicantSelfApi;

/** The name to show for an applicant: the full name, else first and last, else null. */
export function applicantDisplayName(applicant: Pick<ApplicantProfile, 'first_name' | 'last_name' | 'full_name'> | undefined): string | null {
  if (!applicant) {
    return null;
  }
  const name = applicant.full_name?.trim() || [applicant.first_name, applicant.last_name].filter(Boolean).join(' ').trim();
  return name || null;
}

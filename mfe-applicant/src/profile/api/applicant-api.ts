import { api } from '@attest/shared-ui';
import type { ApplicantUpdate } from '@attest/contracts';

/** The applicant as `GET /api/v2/customers/{customerId}/applicants/{applicantId}` answers it (fields this remote uses). */
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

interface ApplicantKey {
  customerId: string;
  applicantId: string;
}

export const applicantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicant: build.query<ApplicantProfile, ApplicantKey>({
      query: ({ customerId, applicantId }) =>
        `/api/v2/customers/${encodeURIComponent(customerId)}/applicants/${encodeURIComponent(applicantId)}`,
      providesTags: (_result, _error, { applicantId }) => [{ type: 'Applicant', id: applicantId }],
    }),
    updateApplicant: build.mutation<ApplicantProfile, { customerId: string; update: ApplicantUpdate }>({
      query: ({ customerId, update }) => ({
        url: `/api/v2/customers/${encodeURIComponent(customerId)}/applicants`,
        method: 'PUT',
        body: update,
      }),
      invalidatesTags: (_result, _error, { update }) => [
        { type: 'Applicant', id: String(update.applicant_id) },
        'ApplicantList',
      ],
    }),
  }),
});

export const { useGetApplicantQuery, useUpdateApplicantMutation } = applicantApi;

import { api, type ApplicantProfile } from '@attest/shared-ui';
import type { ApplicantUpdate } from '@attest/contracts';

// The applicant's own record is read through shared-ui (the shell's header shows the name from the same cache).
export { useGetApplicantQuery, type ApplicantProfile } from '@attest/shared-ui';

export const applicantApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useUpdateApplicantMutation } = applicantApi;

import type { TermsOfServiceStatus } from '@attest/contracts';
import { api } from '../api/api';

const termsTag = (applicantId: string) => ({ type: 'Applicant' as const, id: `terms-${applicantId}` });

/** The applicant's own terms-of-service acceptance (GET/POST /api/v1/applicants/{applicantId}/TOS). */
export const termsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTermsStatus: build.query<TermsOfServiceStatus, string>({
      query: (applicantId) => `/api/v1/applicants/${encodeURIComponent(applicantId)}/TOS`,
      providesTags: (_r, _e, applicantId) => [termsTag(applicantId)],
    }),
    acceptTerms: build.mutation<TermsOfServiceStatus, { applicantId: string; version: string }>({
      query: ({ applicantId, version }) => ({ url: `/api/v1/applicants/${encodeURIComponent(applicantId)}/TOS`, method: 'POST', body: { version } }),
      // The answer is the new status: the gate opens at once, without another read.
      async onQueryStarted({ applicantId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(termsApi.util.upsertQueryData('getTermsStatus', applicantId, data));
        } catch {
          // The step shows the refusal; the cached status stays as it was.
        }
      },
    }),
  }),
});

export const { useGetTermsStatusQuery, useAcceptTermsMutation } = termsApi;

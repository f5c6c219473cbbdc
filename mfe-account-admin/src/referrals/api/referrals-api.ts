import type { ReferralDatatableAnswer, ReferralDatatableQuery, ReferralView } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    referralsTable: build.query<ReferralDatatableAnswer, { customerId: number; query: Partial<ReferralDatatableQuery> }>({
      query: ({ customerId, query }) => ({ url: `/api/v2/customers/${customerId}/aplreferral/datatablequery`, method: 'POST', body: query }),
      providesTags: ['ApplicantList'],
    }),
    sendReferralInvitation: build.mutation<ReferralView, { customerId: number; refId: number }>({
      query: ({ customerId, refId }) => ({ url: `/api/v2/customers/${customerId}/aplreferral/sendInvitation/${refId}`, method: 'POST' }),
      invalidatesTags: ['ApplicantList'],
    }),
    acceptReferralInvitation: build.mutation<ReferralView, { customerId: number; refId: number }>({
      query: ({ customerId, refId }) => ({ url: `/api/v2/customers/${customerId}/aplreferral/acceptInvitation/${refId}`, method: 'POST' }),
      invalidatesTags: ['ApplicantList'],
    }),
  }),
});

export const { useReferralsTableQuery, useSendReferralInvitationMutation, useAcceptReferralInvitationMutation } = referralsApi;

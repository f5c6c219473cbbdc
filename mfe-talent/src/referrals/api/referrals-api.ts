import { api, getSession } from '@attest/shared-ui';
import type { CreateReferralInput, ReferralView } from '@attest/contracts';

const base = () => `/api/v2/customers/${encodeURIComponent(getSession().customerId ?? '')}/aplreferral`;

/** The applicant's referrals (staff-side §7 "Referrals"; create: decision 0044). */
export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyReferrals: build.query<ReferralView[], void>({ query: () => base() }),
    referFriend: build.mutation<ReferralView, CreateReferralInput>({ query: (body) => ({ url: base(), method: 'POST', body }) }),
  }),
});

export const { useGetMyReferralsQuery, useReferFriendMutation } = referralsApi;

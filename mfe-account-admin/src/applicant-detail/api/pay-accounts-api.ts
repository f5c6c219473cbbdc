import { api } from '@attest/shared-ui';
import type { PayAccountInput, PayAccountSettingsView, PayAccountView, SplitPayType } from '@attest/contracts';
import { id } from './applicant-detail-api';

const base = (applicantId: string) => `/api/v1/applicants/${id(applicantId)}`;

/**
 * staff-side §7 "Applicants": an applicant's pay accounts (masked) and pay account settings (the pay summary is
 * among the detail's facts). The
 * writes need applicants.pay.manage (decision 0045); the applicant is emailed on each.
 */
export const payAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicantPayAccounts: build.query<PayAccountView[], string>({ query: (applicantId) => `${base(applicantId)}/payaccounts` }),
    applicantPaySettings: build.query<PayAccountSettingsView, string>({ query: (applicantId) => `${base(applicantId)}/payaccountsettings` }),
    replaceApplicantPayAccounts: build.mutation<PayAccountView[], { applicantId: string; accounts: PayAccountInput[] }>({
      query: ({ applicantId, accounts }) => ({ url: `${base(applicantId)}/payaccounts`, method: 'POST', body: { accounts } }),
    }),
    removeApplicantPayAccount: build.mutation<void, { applicantId: string; accountId: number }>({
      query: ({ applicantId, accountId }) => ({ url: `${base(applicantId)}/payaccounts/${accountId}`, method: 'DELETE' }),
    }),
    saveApplicantPaySettings: build.mutation<PayAccountSettingsView, { applicantId: string; split_pay_type: SplitPayType }>({
      query: ({ applicantId, split_pay_type }) => ({ url: `${base(applicantId)}/payaccountsettings`, method: 'POST', body: { split_pay_type } }),
    }),
  }),
});

export const {
  useApplicantPayAccountsQuery,
  useApplicantPaySettingsQuery,
  useReplaceApplicantPayAccountsMutation,
  useRemoveApplicantPayAccountMutation,
  useSaveApplicantPaySettingsMutation,
} = payAccountsApi;

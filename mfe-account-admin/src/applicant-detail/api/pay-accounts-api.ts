import { api } from '@attest/shared-ui';
import type { PayAccountSettingsView, PayAccountView } from '@attest/contracts';
import { id } from './applicant-detail-api';

/** staff-side §7 "Applicants": an applicant's pay accounts (masked) and pay account settings, read only. */
export const payAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicantPayAccounts: build.query<PayAccountView[], string>({ query: (applicantId) => `/api/v1/applicants/${id(applicantId)}/payaccounts` }),
    applicantPaySettings: build.query<PayAccountSettingsView, string>({ query: (applicantId) => `/api/v1/applicants/${id(applicantId)}/payaccountsettings` }),
  }),
});

export const { useApplicantPayAccountsQuery, useApplicantPaySettingsQuery } = payAccountsApi;

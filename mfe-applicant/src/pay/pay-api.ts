import { api, applySessionHeaders } from '@attest/shared-ui';
import type { PayAccountInput, PayAccountSettingsView, PayAccountView, PayStubView, PayStubWithYtd } from '@attest/contracts';

/** applicant-side §7 "Pay": the signed-in applicant's own pay accounts, settings and pay history. */
export const payApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayAccounts: build.query<PayAccountView[], void>({ query: () => '/api/v1/payaccounts' }),
    getPayAccountSettings: build.query<PayAccountSettingsView, void>({ query: () => '/api/v1/payaccountsettings' }),
    savePayAccounts: build.mutation<PayAccountView[], PayAccountInput[]>({
      query: (accounts) => ({ url: '/api/v1/payaccounts', method: 'POST', body: { accounts } }),
    }),
    getPayHistory: build.query<PayStubView[], void>({ query: () => '/api/v1/payhistory' }),
    getPayStub: build.query<PayStubWithYtd, number>({ query: (payId) => `/api/v1/payhistory/${payId}` }),
  }),
});

export const { useGetPayAccountsQuery, useGetPayAccountSettingsQuery, useSavePayAccountsMutation, useGetPayHistoryQuery, useGetPayStubQuery } = payApi;

/** The stub's PDF needs the session headers, so it is fetched rather than linked. */
export async function fetchPayStubPdf(payId: number): Promise<Blob> {
  const response = await fetch(`/api/v1/payhistory/${payId}/pdf`, { headers: applySessionHeaders(new Headers({ Accept: 'application/pdf' }), 'GET') });
  if (!response.ok) {
    throw new Error(`HTTP ${response.status}`);
  }
  return response.blob();
}

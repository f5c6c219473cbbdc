import type { MfaPolicyInput, SsoSettingsDto, SsoSettingsInput } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** GET/PUT /api/v1/mfa/policy: the body and the answer are the same shape. */
export type MfaPolicyDto = MfaPolicyInput;

/**
 * The customer's sign-in security (issue 11, permission account.manage): the staff two-factor requirement and
 * the single sign-on connections. Both PUTs answer the whole new state, which replaces the cached one, so no
 * other query is refetched (an SSO form being edited keeps what was typed); every change is audited.
 */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMfaPolicy: build.query<MfaPolicyDto, void>({
      query: () => '/api/v1/mfa/policy',
    }),
    setMfaPolicy: build.mutation<MfaPolicyDto, MfaPolicyDto>({
      query: (body) => ({ url: '/api/v1/mfa/policy', method: 'PUT', body }),
      invalidatesTags: ['AuditLog'],
      // The box shows the choice at once; a refused save puts it back.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const shown = dispatch(securityApi.util.updateQueryData('getMfaPolicy', undefined, () => body));
        try {
          const { data } = await queryFulfilled;
          dispatch(securityApi.util.updateQueryData('getMfaPolicy', undefined, () => data));
        } catch {
          shown.undo();
        }
      },
    }),
    /** The client secrets are never answered, only whether one is set (`client_secret_set`). */
    getSsoSettings: build.query<SsoSettingsDto, void>({
      query: () => '/api/v1/sso/settings',
    }),
    /** Only the audiences and fields sent change; `client_secret: ""` removes the secret. */
    saveSsoSettings: build.mutation<SsoSettingsDto, SsoSettingsInput>({
      query: (body) => ({ url: '/api/v1/sso/settings', method: 'PUT', body }),
      invalidatesTags: ['AuditLog'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(securityApi.util.updateQueryData('getSsoSettings', undefined, () => data));
        } catch {
          // A refused save changes nothing; the form shows why.
        }
      },
    }),
  }),
});

export const {
  useGetMfaPolicyQuery,
  useSetMfaPolicyMutation,
  useGetSsoSettingsQuery,
  useSaveSsoSettingsMutation,
} = securityApi;

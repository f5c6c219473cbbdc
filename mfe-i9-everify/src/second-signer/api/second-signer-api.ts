import type { I9Section2Data } from '@attest/contracts';
import { api } from '@attest/shared-ui';
import type { I9RecordView } from '../../i9-common/i9-record';
import { recordApi } from '../../record/api/record-api';
import type {
  AuthRepAnswer,
  AuthRepBody,
  ReviewBody,
  SecondSignerGuestView,
  SecondSignerSigned,
  StaffSecondSignerAnswer,
} from './second-signer-types';

/** The link's token goes into the path only (encoded), never into a query string or the store's tags. */
const guestPath = (token: string) => `/api/v1/second-signer/${encodeURIComponent(token)}`;

/**
 * compliance's second-signer controllers: the applicant's choice of representative, the representative's guest
 * link, and staff's status, "send the link again" and review.
 */
export const secondSignerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAuthRep: build.query<AuthRepAnswer, void>({
      query: () => '/api/v1/i9/auth-rep',
    }),
    saveMyAuthRep: build.mutation<AuthRepAnswer, AuthRepBody>({
      query: (body) => ({ url: '/api/v1/i9/auth-rep', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          void dispatch(secondSignerApi.util.upsertQueryData('getMyAuthRep', undefined, data));
        }
      },
    }),
    getSecondSignerLink: build.query<SecondSignerGuestView, string>({
      query: (token) => guestPath(token),
    }),
    saveSecondSignerDraft: build.mutation<SecondSignerGuestView, { token: string; value: I9Section2Data }>({
      query: ({ token, value }) => ({ url: `${guestPath(token)}/section2`, method: 'PUT', body: value }),
    }),
    signSecondSignerSection2: build.mutation<SecondSignerSigned, { token: string; value: I9Section2Data }>({
      query: ({ token, value }) => ({
        url: `${guestPath(token)}/section2/sign`,
        method: 'POST',
        body: { value, confirmed: true },
      }),
    }),
    getI9SecondSigner: build.query<StaffSecondSignerAnswer, number>({
      query: (id) => `/api/v1/i9/${id}/second-signer`,
    }),
    notifyI9Rep: build.mutation<StaffSecondSignerAnswer, { id: number; body?: AuthRepBody }>({
      query: ({ id, body }) => ({
        url: `/api/v1/submissions/${id}/notifyrep`,
        method: 'POST',
        body: body ?? {},
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          void dispatch(secondSignerApi.util.upsertQueryData('getI9SecondSigner', id, data));
        }
      },
    }),
    reviewI9Section2: build.mutation<I9RecordView, { id: number } & ReviewBody>({
      query: ({ id, ...body }) => ({ url: `/api/v1/i9/${id}/section2/review`, method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          // The record page shows the reviewed record (masked) at once.
          void dispatch(recordApi.util.upsertQueryData('getI9Record', { id, reveal: false }, data));
        }
      },
    }),
  }),
});

export const {
  useGetMyAuthRepQuery,
  useSaveMyAuthRepMutation,
  useGetSecondSignerLinkQuery,
  useSaveSecondSignerDraftMutation,
  useSignSecondSignerSection2Mutation,
  useGetI9SecondSignerQuery,
  useNotifyI9RepMutation,
  useReviewI9Section2Mutation,
} = secondSignerApi;

import { api } from '@attest/shared-ui';
import type { I9Section1Data } from '@attest/contracts';
import type { I9RecordView } from '../../i9-common/i9-record';

export interface CountryReference {
  key: string;
  value: string;
}

export interface SignSection1Body {
  confirmed: true;
  mismatch_confirmed?: boolean;
}

/** Puts an answered record into the cache of GET /api/v1/i9, so the page shows what the server kept. */
function keepRecord(dispatch: (action: unknown) => unknown, record: I9RecordView) {
  dispatch(section1Api.util.upsertQueryData('getMyI9Record', undefined, record));
}

/** The applicant's own Form I-9 (compliance's section1.controller) and the country list of Section 1. */
export const section1Api = api.injectEndpoints({
  endpoints: (build) => ({
    getMyI9Record: build.query<I9RecordView, void>({
      query: () => '/api/v1/i9',
    }),
    saveI9Section1Draft: build.mutation<I9RecordView, Partial<I9Section1Data>>({
      query: (body) => ({ url: '/api/v1/i9/section1', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          keepRecord(dispatch, data);
        }
      },
    }),
    signI9Section1: build.mutation<I9RecordView, SignSection1Body>({
      query: (body) => ({ url: '/api/v1/i9/section1/sign', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          keepRecord(dispatch, data);
        }
      },
    }),
    getI9Countries: build.query<CountryReference[], void>({
      query: () => '/api/v1/countryreferences',
    }),
  }),
});

export const {
  useGetMyI9RecordQuery,
  useSaveI9Section1DraftMutation,
  useSignI9Section1Mutation,
  useGetI9CountriesQuery,
} = section1Api;

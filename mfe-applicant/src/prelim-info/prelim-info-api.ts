import { api } from '@attest/shared-ui';
import type { CountryReference, PrelimInfo, TimeZoneOption } from '@attest/contracts';

/** The body of PUT /api/v1/applicants/prelim-info (prelim_info_complete is the server's to set). */
export type PrelimInfoUpdate = Omit<PrelimInfo, 'prelim_info_complete'>;

const PRELIM_TAG = { type: 'Applicant' as const, id: 'prelim-info' };

export const prelimInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrelimInfo: build.query<PrelimInfo, void>({
      query: () => '/api/v1/applicants/prelim-info',
      providesTags: [PRELIM_TAG],
    }),
    savePrelimInfo: build.mutation<PrelimInfo, { applicantId: string; update: PrelimInfoUpdate }>({
      query: ({ update }) => ({ url: '/api/v1/applicants/prelim-info', method: 'PUT', body: update }),
      // The profile shows the same names and phones.
      invalidatesTags: (_result, error, { applicantId }) => (error ? [] : [PRELIM_TAG, { type: 'Applicant', id: applicantId }]),
    }),
    getSelectableCountries: build.query<CountryReference[], void>({
      query: () => '/api/v1/reference/countries?selectable=1',
    }),
    getTimeZones: build.query<TimeZoneOption[], void>({
      query: () => '/api/v1/reference/timezones',
    }),
  }),
});

export const { useGetPrelimInfoQuery, useSavePrelimInfoMutation, useGetSelectableCountriesQuery, useGetTimeZonesQuery } = prelimInfoApi;

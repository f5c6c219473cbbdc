import { api } from '@attest/shared-ui';
import type { WotcSurveyState } from '@attest/contracts';

/** The applicant's WOTC (tax credit) screening (spec §7 "WOTC and surveys"). */
export const wotcApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWotcStatus: build.query<WotcSurveyState, void>({
      query: () => '/api/v1/wotc/status',
      keepUnusedDataFor: 0,
    }),
    startWotcSurvey: build.mutation<WotcSurveyState, void>({
      query: () => ({ url: '/api/v1/wotc/survey', method: 'POST' }),
    }),
  }),
});

export const { useGetWotcStatusQuery, useStartWotcSurveyMutation } = wotcApi;

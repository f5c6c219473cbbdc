import { api } from '@attest/shared-ui';
import type { GuestSurveyAnswerInput, GuestSurveyView, IframeSurveyStartInput, IframeSurveyState } from '@attest/contracts';

/** The guest survey pages (the link's token is the credential) and the iframe survey provider flow. */
export const surveysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuestSurvey: build.query<GuestSurveyView, string>({ query: (token) => `/api/v1/surveys/guest?token=${encodeURIComponent(token)}` }),
    answerGuestSurvey: build.mutation<{ id: number; answered: true }, GuestSurveyAnswerInput>({
      query: (body) => ({ url: '/api/v1/surveys/guest', method: 'POST', body }),
    }),
    startIframeSurvey: build.mutation<IframeSurveyState, IframeSurveyStartInput>({
      query: (body) => ({ url: '/api/v1/integrations/iframe/survey', method: 'POST', body }),
    }),
    getIframeSurveyStatus: build.query<IframeSurveyState, string>({
      query: (id) => `/api/v1/integrations/iframe/survey/status?surveyOrderId=${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetGuestSurveyQuery, useAnswerGuestSurveyMutation, useStartIframeSurveyMutation, useGetIframeSurveyStatusQuery } = surveysApi;

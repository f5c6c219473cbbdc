import { api } from '@attest/shared-ui';
import type { ApplicantLanguageDto } from '@attest/contracts';

export const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicantLanguage: build.query<ApplicantLanguageDto, string>({
      query: (applicantId) => `/api/v1/languages/applicant-language/${encodeURIComponent(applicantId)}`,
      providesTags: (_result, _error, applicantId) => [{ type: 'Languages', id: `applicant/${applicantId}` }],
    }),
    setApplicantLanguage: build.mutation<ApplicantLanguageDto, { applicantId: string; language: string }>({
      query: ({ applicantId, language }) => ({
        url: `/api/v1/languages/applicant-language/${encodeURIComponent(applicantId)}`,
        method: 'PUT',
        body: { language },
      }),
      invalidatesTags: (_result, error, { applicantId }) => (error ? [] : [{ type: 'Languages', id: `applicant/${applicantId}` }]),
    }),
  }),
});

export const { useGetApplicantLanguageQuery, useSetApplicantLanguageMutation } = languageApi;

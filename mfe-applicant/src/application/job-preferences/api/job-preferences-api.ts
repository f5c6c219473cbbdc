import { api } from '@attest/shared-ui';
import type { ApplicantProperties, JobCategory, PropertyWrite } from '@attest/contracts';

/**
 * Properties and job categories for the job preferences form. Names are prefixed so they cannot clash
 * with endpoints other sections inject into the one shared api; nothing is cached between visits
 * (other sections write properties too).
 */
export const jobPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobPrefProperties: build.query<ApplicantProperties, void>({
      query: () => '/api/v1/properties',
      keepUnusedDataFor: 0,
    }),
    getJobCategories: build.query<JobCategory[], { customerId: number | string }>({
      query: ({ customerId }) => `/api/v2/customers/${encodeURIComponent(String(customerId))}/jobcategories`,
    }),
    saveJobPrefProperties: build.mutation<unknown, PropertyWrite[]>({
      query: (writes) => ({ url: '/api/v1/properties/multi', method: 'PATCH', body: writes }),
    }),
  }),
});

export const { useGetJobPrefPropertiesQuery, useGetJobCategoriesQuery, useSaveJobPrefPropertiesMutation } = jobPreferencesApi;

import type { JobDisplaySettingsDto, JobDisplaySettingsInput } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** GET/PUT /api/v1/talent/job-display-settings (decision 0042). */
export const jobDisplaySettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobDisplaySettings: build.query<JobDisplaySettingsDto, void>({ query: () => '/api/v1/talent/job-display-settings' }),
    saveJobDisplaySettings: build.mutation<JobDisplaySettingsDto, JobDisplaySettingsInput>({
      query: (body) => ({ url: '/api/v1/talent/job-display-settings', method: 'PUT', body }),
    }),
  }),
});

export const { useGetJobDisplaySettingsQuery, useSaveJobDisplaySettingsMutation } = jobDisplaySettingsApi;

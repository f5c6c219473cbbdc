import { api } from '@attest/shared-ui';
import type { SelfServiceOverview } from '@attest/contracts';

/** GET /api/v1/applicants/self-service: tasks, completed tasks and instructions, each null when switched off. */
export const selfServiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSelfService: build.query<SelfServiceOverview, void>({
      query: () => '/api/v1/applicants/self-service',
    }),
  }),
});

export const { useGetSelfServiceQuery } = selfServiceApi;

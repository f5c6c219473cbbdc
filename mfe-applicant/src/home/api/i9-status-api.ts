import type { ApplicantI9Status } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** GET /api/v1/i9/status: the applicant's I-9 at a glance (read-only: it creates no record, unlike GET /api/v1/i9). */
export const i9StatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getI9Status: build.query<ApplicantI9Status, void>({
      query: () => '/api/v1/i9/status',
    }),
  }),
});

export const { useGetI9StatusQuery } = i9StatusApi;

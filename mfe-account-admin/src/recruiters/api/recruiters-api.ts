import type { RecruiterListItem, RecruiterQuery } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export const recruitersApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryRecruiters: build.query<{ items: RecruiterListItem[]; total: number }, Partial<RecruiterQuery>>({
      query: (body) => ({ url: '/api/v1/recruiters/query', method: 'POST', body }),
    }),
  }),
});

export const { useQueryRecruitersQuery } = recruitersApi;

import type { JobClientDto, JobClientInput } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export interface JobClientListArgs {
  term?: string;
  active?: 'true' | 'false';
  skip?: number;
  take?: number;
}

const qs = (args: JobClientListArgs) =>
  new URLSearchParams(Object.entries(args).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString();

/** Job clients for staff (decision 0042). */
export const jobClientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listJobClients: build.query<{ items: JobClientDto[]; total: number }, JobClientListArgs>({ query: (args) => `/api/v1/jobclients?${qs(args)}` }),
    createJobClient: build.mutation<JobClientDto, JobClientInput>({ query: (body) => ({ url: '/api/v1/jobclients', method: 'POST', body }) }),
    updateJobClient: build.mutation<JobClientDto, { id: number; body: JobClientInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/jobclients/${id}`, method: 'PUT', body }),
    }),
  }),
});

export const { useListJobClientsQuery, useCreateJobClientMutation, useUpdateJobClientMutation } = jobClientsApi;

import type { AtsSimEntity, AtsSimJobOrderInput, AtsSimStatusDto, DeadLetterDto, IntegrationHealthDto, SyncRunDto } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export type SyncAction = 'categories/sync' | 'joborders/syncAll' | 'joborders/sync';

/** The integrations screens' calls (staff-side §7 Integrations; decision 0046). */
export const integrationsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<IntegrationHealthDto[], void>({
      query: () => '/api/v1/integrationManagement',
      keepUnusedDataFor: 0,
    }),
    getSyncRuns: build.query<SyncRunDto[], void>({
      query: () => '/api/v1/integrations/ats/runs',
      keepUnusedDataFor: 0,
    }),
    startSync: build.mutation<SyncRunDto, { adapter: string; action: SyncAction; request_id: string }>({
      query: ({ adapter, action, request_id }) => ({ url: `/api/v1/integrations/ats/${encodeURIComponent(adapter)}/${action}`, method: 'POST', body: { request_id } }),
    }),
    getDeadLetters: build.query<DeadLetterDto[], void>({
      query: () => '/api/v1/integrations/ats/deadletters',
      keepUnusedDataFor: 0,
    }),
    retryDeadLetter: build.mutation<SyncRunDto, number>({
      query: (id) => ({ url: `/api/v1/integrations/ats/deadletters/${id}/retry`, method: 'POST', body: {} }),
    }),
    getSimStatus: build.query<AtsSimStatusDto, void>({
      query: () => '/api/v1/integrations/ats/simulator/status',
      keepUnusedDataFor: 0,
    }),
    getSimData: build.query<{ total: number; data: Record<string, unknown>[] }, { entity: AtsSimEntity; skip: number; take: number }>({
      query: ({ entity, skip, take }) => `/api/v1/integrations/ats/simulator/data/${entity}?skip=${skip}&take=${take}`,
      keepUnusedDataFor: 0,
    }),
    setSimFaults: build.mutation<AtsSimStatusDto, { status: number; count: number; retry_after_s: number }>({
      query: (body) => ({ url: '/api/v1/integrations/ats/simulator/faults', method: 'POST', body }),
    }),
    addSimJobOrder: build.mutation<{ id: number }, AtsSimJobOrderInput & { address1?: string }>({
      query: (body) => ({ url: '/api/v1/integrations/ats/simulator/joborders', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetIntegrationsQuery, useGetSyncRunsQuery, useStartSyncMutation, useGetDeadLettersQuery, useRetryDeadLetterMutation,
  useGetSimStatusQuery, useGetSimDataQuery, useSetSimFaultsMutation, useAddSimJobOrderMutation,
} = integrationsAdminApi;

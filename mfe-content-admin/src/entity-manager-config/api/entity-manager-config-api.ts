import type { EntityManagerConfig } from '@attest/contracts';
import { api, getSession } from '@attest/shared-ui';

/** services/forms entity-manager (dto/entity-manager-config-admin.types.ts). */
export interface ConfigRecord {
  id: number;
  entityType: string;
  version: number | null;
  canRevert: boolean;
  updated_at: string;
  usable: boolean;
  errors: Record<string, string>;
  config: EntityManagerConfig | Record<string, unknown> | null;
}
export interface ConfigSummary {
  id: number;
  entityType: string;
  version: number | null;
  updated_at: string;
  usable: boolean;
}

export const EM_CONFIG_TAG = 'EntityManagerConfigAdmin' as const;
const base = (path = '') => `/api/v2/customers/${encodeURIComponent(getSession().customerId ?? '')}/cstentitymanagerconfig${path}`;
const refresh = (id: number) => [{ type: EM_CONFIG_TAG, id }, { type: EM_CONFIG_TAG, id: 'LIST' }] as const;

/** Staff-side §7 "Entity manager configuration" (issue 16). Revert and set-from-old are GETs that write: mutations here. */
export const entityManagerConfigApi = api.enhanceEndpoints({ addTagTypes: [EM_CONFIG_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listEmConfigs: build.query<ConfigSummary[], void>({
      query: () => base(),
      providesTags: [{ type: EM_CONFIG_TAG, id: 'LIST' }],
    }),
    getEmConfig: build.query<ConfigRecord, number>({
      query: (id) => base(`/${id}`),
      providesTags: (_r, _e, id) => [{ type: EM_CONFIG_TAG, id }],
    }),
    createEmConfig: build.mutation<ConfigRecord, { entityType: string; config: Record<string, unknown> }>({
      query: (body) => ({ url: base(), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: EM_CONFIG_TAG, id: 'LIST' }]),
    }),
    updateEmConfig: build.mutation<ConfigRecord, { id: number; config: Record<string, unknown> }>({
      query: (body) => ({ url: base(), method: 'PUT', body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...refresh(id)]),
    }),
    revertEmConfig: build.mutation<ConfigRecord, number>({
      query: (id) => ({ url: base(`/${id}/revert`), method: 'GET' }),
      invalidatesTags: (_r, error, id) => (error ? [] : [...refresh(id)]),
    }),
    setEmConfigFromOld: build.mutation<ConfigRecord, number>({
      query: (id) => ({ url: base(`/${id}/setFromOldConfigs`), method: 'GET' }),
      invalidatesTags: (_r, error, id) => (error ? [] : [...refresh(id)]),
    }),
  }),
});

export const { useListEmConfigsQuery, useGetEmConfigQuery, useCreateEmConfigMutation, useUpdateEmConfigMutation, useRevertEmConfigMutation, useSetEmConfigFromOldMutation } = entityManagerConfigApi;

import type { AdapterDefDto, AdapterPropertyDto, CatalogFieldDto, ExternalRequestDto, ExternalRequestSummaryDto, FieldMappingDto } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export type FieldMappingBody = Omit<FieldMappingDto, 'mappingId' | 'integration'>;

const fm = (integration: string) => `/api/v1/integrations/${encodeURIComponent(integration)}/config/field-map`;

/** Field mappings, adapter properties and external request logs (staff-side §7 Integrations; decision 0050). */
export const integrationConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFieldMappings: build.query<FieldMappingDto[], { integration: string; internalEntityType: string }>({
      query: ({ integration, internalEntityType }) => ({ url: fm(integration), method: 'POST', body: { internalEntityType } }),
      keepUnusedDataFor: 0,
    }),
    getInternalEntityTypes: build.query<string[], string>({ query: (integration) => `${fm(integration)}/internal-entity-types` }),
    getExternalEntityTypes: build.query<string[], { integration: string; internalEntityType: string }>({
      query: ({ integration, internalEntityType }) => `${fm(integration)}/external-entity-types?internalEntityType=${encodeURIComponent(internalEntityType)}`,
    }),
    getInternalFields: build.query<CatalogFieldDto[], { integration: string; internalEntityType: string }>({
      query: ({ integration, internalEntityType }) => `${fm(integration)}/internal-fields?internalEntityType=${encodeURIComponent(internalEntityType)}`,
    }),
    getExternalFields: build.query<CatalogFieldDto[], { integration: string; externalEntityType: string }>({
      query: ({ integration, externalEntityType }) => `${fm(integration)}/external-fields?externalEntityType=${encodeURIComponent(externalEntityType)}`,
    }),
    getFieldTypes: build.query<string[], string>({ query: (integration) => `${fm(integration)}/field-types` }),
    createFieldMapping: build.mutation<FieldMappingDto, { integration: string; body: FieldMappingBody }>({
      query: ({ integration, body }) => ({ url: `${fm(integration)}/mapping`, method: 'POST', body }),
    }),
    updateFieldMapping: build.mutation<FieldMappingDto, { integration: string; id: number; body: FieldMappingBody }>({
      query: ({ integration, id, body }) => ({ url: `${fm(integration)}/mapping/${id}`, method: 'PUT', body }),
    }),
    deleteFieldMapping: build.mutation<void, { integration: string; id: number }>({
      query: ({ integration, id }) => ({ url: `${fm(integration)}/mapping/${id}`, method: 'DELETE' }),
    }),
    addDefaultFields: build.mutation<FieldMappingDto[], string>({
      query: (integration) => ({ url: `${fm(integration)}/default-fields`, method: 'POST', body: {} }),
    }),
    getAdapters: build.query<AdapterDefDto[], void>({ query: () => '/api/v1/adapterProperties' }),
    getAdapterProperties: build.query<AdapterPropertyDto[], number>({ query: (adapterId) => `/api/v1/adapterProperties/${adapterId}`, keepUnusedDataFor: 0 }),
    saveAdapterProperty: build.mutation<AdapterPropertyDto[], { adapterId: number; name: string; value: string; secret: boolean }>({
      query: ({ adapterId, ...body }) => ({ url: `/api/v1/adapterProperties/${adapterId}`, method: 'POST', body }),
    }),
    deleteAdapterProperty: build.mutation<void, { adapterId: number; id: number }>({
      query: ({ adapterId, id }) => ({ url: `/api/v1/adapterProperties/${adapterId}/property/${id}`, method: 'DELETE' }),
    }),
    getExternalRequests: build.query<ExternalRequestSummaryDto[], { applicantId: string; adapterId: string }>({
      query: ({ applicantId, adapterId }) => {
        const q = new URLSearchParams();
        if (applicantId) {q.set('applicantId', applicantId);}
        if (adapterId) {q.set('adapterId', adapterId);}
        const qs = q.toString();
        return `/api/v1/externalrequests${qs ? `?${qs}` : ''}`;
      },
      keepUnusedDataFor: 0,
    }),
    getExternalRequest: build.query<ExternalRequestDto, { id: number; reveal: boolean }>({
      query: ({ id, reveal }) => `/api/v1/externalrequests/${id}?isEncrypted=${reveal ? 'false' : 'true'}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetFieldMappingsQuery, useGetInternalEntityTypesQuery, useGetExternalEntityTypesQuery, useGetInternalFieldsQuery, useGetExternalFieldsQuery, useGetFieldTypesQuery,
  useCreateFieldMappingMutation, useUpdateFieldMappingMutation, useDeleteFieldMappingMutation, useAddDefaultFieldsMutation,
  useGetAdaptersQuery, useGetAdapterPropertiesQuery, useSaveAdapterPropertyMutation, useDeleteAdapterPropertyMutation,
  useGetExternalRequestsQuery, useGetExternalRequestQuery,
} = integrationConfigApi;

import type { BulkAddLocationsAnswer, LocationDto, UpdateLocationInput } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** staff-side §7 "Locations". 'Customer' tags them: the customer context (location names) refreshes too. */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<LocationDto[], void>({
      query: () => '/api/v1/locations',
      providesTags: ['Customer'],
    }),
    updateLocation: build.mutation<LocationDto, { id: number; body: UpdateLocationInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/locations/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Customer', 'Languages', 'AuditLog'],
    }),
    bulkAddLocations: build.mutation<BulkAddLocationsAnswer, { locations: UpdateLocationInput[] }>({
      query: (body) => ({ url: '/api/v1/locations/bulkAdd', method: 'POST', body }),
      invalidatesTags: ['Customer', 'Languages', 'AuditLog'],
    }),
  }),
});

export const { useGetLocationsQuery, useUpdateLocationMutation, useBulkAddLocationsMutation } = locationsApi;

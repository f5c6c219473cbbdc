import type { PlacementListItem, PlacementQuery } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export const placementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryPlacements: build.query<{ items: PlacementListItem[]; total: number }, Partial<PlacementQuery>>({
      query: (body) => ({ url: '/api/v1/placements/query', method: 'POST', body }),
      providesTags: ['ApplicantList'],
    }),
  }),
});

export const { useQueryPlacementsQuery } = placementsApi;

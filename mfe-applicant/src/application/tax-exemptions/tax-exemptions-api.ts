import { api } from '@attest/shared-ui';
import type { ApplicantProperties, PropertyWrite } from '@attest/contracts';

/** The applicant's properties (GET /api/v1/properties) and the list write (PATCH /api/v1/properties/multi). */
export const taxExemptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaxExemptionProperties: build.query<ApplicantProperties, void>({
      query: () => '/api/v1/properties',
    }),
    saveTaxExemptionProperties: build.mutation<unknown, PropertyWrite[]>({
      query: (writes) => ({ url: '/api/v1/properties/multi', method: 'PATCH', body: writes }),
    }),
  }),
});

export const { useGetTaxExemptionPropertiesQuery, useSaveTaxExemptionPropertiesMutation } = taxExemptionsApi;

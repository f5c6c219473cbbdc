import { api } from './api';

export interface CustomerLocation {
  location_id: number | string;
  location_code: string;
  name: string;
}

export interface CustomerContext {
  customer_id: number | string;
  customer_code: string;
  name: string;
  locations: CustomerLocation[];
}

export interface Language {
  language_id: number | string;
  code: string;
  name: string;
  is_default: boolean;
}

/** Endpoints every remote needs; remote-specific ones are injected by the remotes. */
export const commonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerContext: build.query<CustomerContext, string>({
      query: (customerCode) => `/api/v1/customerContext/${encodeURIComponent(customerCode)}`,
      providesTags: (_result, _error, customerCode) => [{ type: 'Customer', id: customerCode }],
    }),
    getLanguages: build.query<Language[], { customerCode: string; locationCode: string }>({
      query: ({ customerCode, locationCode }) =>
        `/api/v1/languages/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}`,
      providesTags: (_result, _error, { customerCode, locationCode }) => [
        { type: 'Languages', id: `${customerCode}/${locationCode}` },
      ],
    }),
  }),
});

export const { useGetCustomerContextQuery, useGetLanguagesQuery } = commonApi;

import type { CustomerLanguageDto } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** staff-side §7 "Languages": the customer's languages (the product's are PRODUCT_LANGUAGES in contracts). */
export const customerLanguagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerLanguages: build.query<CustomerLanguageDto[], void>({
      query: () => '/api/v1/Languages/customer',
      providesTags: ['Languages'],
    }),
    addCustomerLanguage: build.mutation<CustomerLanguageDto, string>({
      query: (language) => ({ url: '/api/v1/Languages', method: 'POST', body: { language } }),
      invalidatesTags: ['Languages', 'AuditLog'],
    }),
    removeCustomerLanguage: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/Languages/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Languages', 'AuditLog'],
    }),
  }),
});

export const { useGetCustomerLanguagesQuery, useAddCustomerLanguageMutation, useRemoveCustomerLanguageMutation } = customerLanguagesApi;

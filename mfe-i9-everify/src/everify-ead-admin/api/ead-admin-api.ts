import { api } from '@attest/shared-ui';

/** compliance's everify/ead-admin: GET/POST/DELETE /api/v1/admin/ead. */
export interface EadCategory {
  category: string;
  default: boolean;
  /** The description's key (the 14 defaults have one); null for a category the customer added. */
  label_key: string | null;
}

export interface EadCategoriesAnswer {
  items: EadCategory[];
  removed_defaults: string[];
}

export const eadAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEadCategories: build.query<EadCategoriesAnswer, void>({
      query: () => '/api/v1/admin/ead',
    }),
    addEadCategory: build.mutation<EadCategoriesAnswer, string>({
      query: (category) => ({ url: '/api/v1/admin/ead', method: 'POST', body: { category } }),
    }),
    removeEadCategory: build.mutation<EadCategoriesAnswer, string>({
      query: (category) => ({ url: '/api/v1/admin/ead', method: 'DELETE', body: { category } }),
    }),
  }),
});

export const { useGetEadCategoriesQuery, useAddEadCategoryMutation, useRemoveEadCategoryMutation } = eadAdminApi;

import type { TranslationCatalogPage, TranslationOverrideInput, TranslationsSavedDto } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export interface CatalogArgs {
  language: string;
  search: string;
  missing: boolean;
  page: number;
}

export const CATALOG_PAGE_SIZE = 25;

/** The translation editor: the key catalogue and POST /api/v1/translations (decision 0033). */
export const translationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTranslationCatalog: build.query<TranslationCatalogPage, CatalogArgs>({
      query: ({ language, search, missing, page }) =>
        `/api/v1/translations/catalog?${new URLSearchParams({ language, search, missing: String(missing), page: String(page), pageSize: String(CATALOG_PAGE_SIZE) }).toString()}`,
      keepUnusedDataFor: 0,
    }),
    saveTranslation: build.mutation<TranslationsSavedDto, TranslationOverrideInput>({
      query: (body) => ({ url: '/api/v1/translations', method: 'POST', body }),
      invalidatesTags: ['AuditLog'],
    }),
  }),
});

export const { useGetTranslationCatalogQuery, useSaveTranslationMutation } = translationsApi;

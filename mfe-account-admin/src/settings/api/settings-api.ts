import type { ConfigurationCatalogEntryDto } from '@attest/contracts';
import { api, customerConfigApi } from '@attest/shared-ui';

/**
 * The configuration catalogue with this customer's values (GET /api/v1/configurations/catalog) and the save
 * of one key (PUT /api/v1/configurations/{key}). A save writes the answered value into both caches (the
 * catalogue and the keys every page reads), so nothing is refetched and other rows keep what was typed.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfigurationCatalog: build.query<ConfigurationCatalogEntryDto[], void>({
      query: () => '/api/v1/configurations/catalog',
    }),
    saveConfiguration: build.mutation<{ name: string; value: string }, { key: string; value: string }>({
      query: ({ key, value }) => ({ url: `/api/v1/configurations/${encodeURIComponent(key)}`, method: 'PUT', body: { value } }),
      invalidatesTags: ['AuditLog'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData('getConfigurationCatalog', undefined, (rows) => {
              const row = rows.find((r) => r.key === data.name);
              if (row) {
                row.value = data.value;
              }
            }),
          );
          dispatch(customerConfigApi.util.updateQueryData('getConfigurations', undefined, (values) => {
            values[data.name] = data.value;
          }));
        } catch {
          // A refused save changes nothing; the row says why.
        }
      },
    }),
  }),
});

export const { useGetConfigurationCatalogQuery, useSaveConfigurationMutation } = settingsApi;

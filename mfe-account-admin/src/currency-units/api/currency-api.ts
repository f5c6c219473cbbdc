import type { AddCurrencyUnitInput, CurrencyDef, CurrencyUnitDto, SetCurrencyUnitsInput } from '@attest/contracts';
import { api, currencyUnitsApi } from '@attest/shared-ui';

/**
 * The customer's currency units (staff-side §7). Every change answers the new list (or row), written into the
 * shared cache useMoneyFormat reads, so money on every open page follows the new default.
 */
export const currencyAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllCurrencies: build.query<CurrencyDef[], void>({
      query: () => '/api/v1/currencyUnit/all',
    }),
    setCurrencyUnits: build.mutation<CurrencyUnitDto[], SetCurrencyUnitsInput>({
      query: (body) => ({ url: '/api/v1/currencyUnit', method: 'PUT', body }),
      invalidatesTags: ['AuditLog'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(currencyUnitsApi.util.upsertQueryData('getCustomerCurrencyUnits', undefined, data));
        } catch {
          // Refused: the list stays as it was; the page says why.
        }
      },
    }),
    addCurrencyUnit: build.mutation<CurrencyUnitDto, AddCurrencyUnitInput>({
      query: (body) => ({ url: '/api/v1/currencyUnit', method: 'POST', body }),
      invalidatesTags: ['AuditLog'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(currencyUnitsApi.util.updateQueryData('getCustomerCurrencyUnits', undefined, (list) => {
            const others = data.is_default ? list.map((u) => ({ ...u, is_default: false })) : list;
            return [...others, data];
          }));
        } catch {
          // Refused: nothing changes.
        }
      },
    }),
    deleteCurrencyUnit: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/currencyUnit/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AuditLog'],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // As the server does: removing the default makes the oldest remaining unit the default.
          dispatch(currencyUnitsApi.util.updateQueryData('getCustomerCurrencyUnits', undefined, (list) => {
            const left = list.filter((u) => u.id !== id);
            return left.some((u) => u.is_default) ? left : left.map((u, i) => ({ ...u, is_default: i === 0 }));
          }));
        } catch {
          // Refused: nothing changes.
        }
      },
    }),
  }),
});

export const { useGetAllCurrenciesQuery, useSetCurrencyUnitsMutation, useAddCurrencyUnitMutation, useDeleteCurrencyUnitMutation } = currencyAdminApi;

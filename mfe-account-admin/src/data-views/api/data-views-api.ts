import type { CustomDataViewDto, CustomDataViewInput } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** GET/POST/PUT/DELETE /api/v1/customdataviews. Views are over the applicant list, so they share its cache tag. */
export const dataViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dataViews: build.query<CustomDataViewDto[], void>({ query: () => '/api/v1/customdataviews', providesTags: ['ApplicantList'] }),
    createDataView: build.mutation<CustomDataViewDto, CustomDataViewInput>({
      query: (body) => ({ url: '/api/v1/customdataviews', method: 'POST', body }),
      invalidatesTags: ['ApplicantList'],
    }),
    updateDataView: build.mutation<CustomDataViewDto, { id: number; body: CustomDataViewInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/customdataviews/${id}`, method: 'PUT', body }),
      invalidatesTags: ['ApplicantList'],
    }),
    deleteDataView: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/customdataviews/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ApplicantList'],
    }),
  }),
});

export const { useDataViewsQuery, useCreateDataViewMutation, useUpdateDataViewMutation, useDeleteDataViewMutation } = dataViewsApi;

import { api, applySessionHeaders, FORM_TEMPLATE_TAG } from '@attest/shared-ui';
import type { BuilderForm, BuilderSaveResult, SaveBuilderInput } from './builder-types';

export const BUILDER_TAG = 'FormBuilder';

/** The form builder's calls (services/forms form-builder); a save also refreshes the form engine's cached template. */
export const builderApi = api.enhanceEndpoints({ addTagTypes: [BUILDER_TAG, FORM_TEMPLATE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getBuilderForm: build.query<BuilderForm, number>({
      query: (id) => `/api/v1/templates/${id}/builder`,
      providesTags: (_r, _e, id) => [{ type: BUILDER_TAG, id }],
    }),
    saveBuilderForm: build.mutation<BuilderSaveResult, { id: number; body: SaveBuilderInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/templates/${id}/builder`, method: 'PUT', body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: BUILDER_TAG, id }, { type: FORM_TEMPLATE_TAG, id }]),
    }),
  }),
});

export const { useGetBuilderFormQuery, useSaveBuilderFormMutation } = builderApi;

/** A page of the template PDF as an object URL (the call needs the session's headers, so no plain <img src>). */
export async function fetchPageImage(templateId: number, page: number): Promise<string> {
  const res = await fetch(`/api/v1/templates/${templateId}/pdf-pages/${page}`, { headers: applySessionHeaders(new Headers(), 'GET') });
  if (!res.ok) {
    throw new Error(`page ${page}: ${res.status}`);
  }
  return URL.createObjectURL(await res.blob());
}

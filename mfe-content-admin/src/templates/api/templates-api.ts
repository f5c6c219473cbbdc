import { api, FORM_TEMPLATE_TAG, getSession } from '@attest/shared-ui';
import type {
  NewTemplate, TemplateDetail, TemplateEditModel, TemplateFilter, TemplateHistoryPage, TemplateInfo, TemplatePage,
} from './template-types';

export const TEMPLATES_TAG = 'ContentTemplates';
/** The form builder's cache of a template (its PDF pages change with an upload); named as in builder-api. */
const BUILDER_TAG = 'FormBuilder';

/** The path segment of each of a template's two files. */
export type TemplatePdfKind = 'pdf' | 'paperSignPdf';

/** `/api/customers/{customerId}/…` of the signed-in staff user's active customer. */
export const customerPath = (path: string) => `/api/customers/${encodeURIComponent(getSession().customerId ?? '')}/${path}`;

/** Only the filters that are set, so the URL carries no empty values. */
export function filterParams(filter: TemplateFilter, page: number, take: number): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') {
      params[key] = String(value);
    }
  }
  return { ...params, page: String(page), take: String(take) };
}

/**
 * Template administration (spec staff-side §7). The tag is added here rather than in API_TAG_TYPES so the
 * feature stays in its folder; edits also refresh the form engine's cached template (FORM_TEMPLATE_TAG).
 */
export const templatesApi = api.enhanceEndpoints({ addTagTypes: [TEMPLATES_TAG, FORM_TEMPLATE_TAG, BUILDER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<TemplatePage, TemplateFilter & { page: number; take: number }>({
      query: ({ page, take, ...filter }) => ({ url: '/api/v1/templates', params: filterParams(filter, page, take) }),
      providesTags: [{ type: TEMPLATES_TAG, id: 'LIST' }],
    }),
    getTemplateEdit: build.query<TemplateEditModel, number>({
      query: (id) => customerPath(`forms/${id}/edit`),
      providesTags: (_r, _e, id) => [{ type: TEMPLATES_TAG, id }],
    }),
    createTemplate: build.mutation<TemplateDetail, NewTemplate>({
      query: (body) => ({ url: customerPath('forms'), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: TEMPLATES_TAG, id: 'LIST' }]),
    }),
    updateTemplate: build.mutation<TemplateDetail, { id: number; info: TemplateInfo }>({
      query: ({ id, info }) => ({ url: customerPath(`forms/${id}`), method: 'PUT', body: info }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: TEMPLATES_TAG, id }, { type: TEMPLATES_TAG, id: 'LIST' }, { type: FORM_TEMPLATE_TAG, id }]),
    }),
    retireTemplate: build.mutation<TemplateDetail, number>({
      query: (id) => ({ url: customerPath(`forms/${id}`), method: 'DELETE' }),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: TEMPLATES_TAG, id }, { type: TEMPLATES_TAG, id: 'LIST' }]),
    }),
    setTemplateCategory: build.mutation<{ template_id: number; category: string | null }, { id: number; category: string | null }>({
      query: ({ id, category }) =>
        category === null
          ? { url: customerPath(`forms/${id}/category`), method: 'DELETE' }
          : { url: customerPath(`forms/${id}/category`), method: 'POST', body: { category } },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: TEMPLATES_TAG, id }, { type: TEMPLATES_TAG, id: 'LIST' }]),
    }),
    setTemplateTags: build.mutation<string[], { id: number; tags: string[] }>({
      query: ({ id, tags }) => ({ url: customerPath(`tags/${id}`), method: 'POST', body: { tags } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: TEMPLATES_TAG, id }, { type: TEMPLATES_TAG, id: 'LIST' }]),
    }),
    /** Multipart {pdf, title}: the server checks the bytes are a PDF. */
    uploadTemplatePdf: build.mutation<{ template_id: number; size: number }, { id: number; kind: TemplatePdfKind; file: File }>({
      query: ({ id, kind, file }) => {
        const form = new FormData();
        form.append('title', file.name);
        form.append('pdf', file, file.name);
        return { url: customerPath(`forms/${id}/${kind}`), method: 'POST', body: form };
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: TEMPLATES_TAG, id }, { type: TEMPLATES_TAG, id: 'LIST' }, { type: BUILDER_TAG, id }]),
    }),
    getTemplateHistory: build.query<TemplateHistoryPage, { template_id: number; page: number; take: number }>({
      query: (body) => ({ url: '/api/v1/templates/history/query', method: 'POST', body }),
      providesTags: (_r, _e, { template_id }) => [{ type: TEMPLATES_TAG, id: template_id }],
    }),
  }),
});

export const {
  useGetTemplatesQuery,
  useGetTemplateEditQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useRetireTemplateMutation,
  useSetTemplateCategoryMutation,
  useSetTemplateTagsMutation,
  useGetTemplateHistoryQuery,
  useUploadTemplatePdfMutation,
} = templatesApi;

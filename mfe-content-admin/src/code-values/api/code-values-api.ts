import { api, getSession } from '@attest/shared-ui';

export interface CodeValueDto {
  id: number;
  category: string;
  code: string;
  value: string;
  sort_order: number;
  is_default: boolean;
  active: boolean;
}
export interface CodeMapEntry {
  customer_id?: number;
  category: string;
  code: string;
  external_code: string;
}
export interface CodeMapForEditor {
  category: string;
  rows: { code: string; value: string | null; external_codes: string[] }[];
}

export const CODE_VALUE_TAG = 'CodeValue' as const;
export const CODE_MAP_TAG = 'ExternalCodeMap' as const;
const v2 = (path: string) => `/api/v2/customers/${encodeURIComponent(getSession().customerId ?? '')}/${path}`;

/** The code value and external code map editor (issue 16; staff-side §7 "Code values and code maps"). */
export const codeValuesApi = api.enhanceEndpoints({ addTagTypes: [CODE_VALUE_TAG, CODE_MAP_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getCodeCategories: build.query<string[], void>({
      query: () => v2('admcodevalue/categories'),
      providesTags: [{ type: CODE_VALUE_TAG, id: 'CATEGORIES' }],
    }),
    getCodeValues: build.query<CodeValueDto[], string>({
      query: (category) => v2(`admcodevalue?category=${encodeURIComponent(category)}`),
      providesTags: (_r, _e, category) => [{ type: CODE_VALUE_TAG, id: category }],
    }),
    addCodeValue: build.mutation<CodeValueDto, Omit<CodeValueDto, 'id' | 'is_default'>>({
      query: (body) => ({ url: v2('admcodevalue'), method: 'POST', body }),
      invalidatesTags: (_r, _e, { category }) => [{ type: CODE_VALUE_TAG, id: category }, { type: CODE_VALUE_TAG, id: 'CATEGORIES' }, { type: CODE_MAP_TAG, id: category }],
    }),
    updateCodeValue: build.mutation<CodeValueDto, { id: number; category: string; body: Partial<Pick<CodeValueDto, 'value' | 'sort_order' | 'active'>> }>({
      query: ({ id, body }) => ({ url: v2(`admcodevalue/${id}`), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { category }) => [{ type: CODE_VALUE_TAG, id: category }, { type: CODE_MAP_TAG, id: category }],
    }),
    deleteCodeValue: build.mutation<{ deleted: number }, { id: number; category: string }>({
      query: ({ id }) => ({ url: v2(`admcodevalue/${id}`), method: 'DELETE' }),
      invalidatesTags: (_r, _e, { category }) => [{ type: CODE_VALUE_TAG, id: category }, { type: CODE_VALUE_TAG, id: 'CATEGORIES' }, { type: CODE_MAP_TAG, id: category }],
    }),
    getCodeMapForEditor: build.query<CodeMapForEditor, string>({
      query: (category) => v2(`admexternalcodemap/codeMapForEditor?category=${encodeURIComponent(category)}`),
      providesTags: (_r, _e, category) => [{ type: CODE_MAP_TAG, id: category }],
    }),
    /** PUT adds an entry. */
    addCodeMap: build.mutation<CodeMapEntry, CodeMapEntry>({
      query: (body) => ({ url: v2('admexternalcodemap'), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { category }) => [{ type: CODE_MAP_TAG, id: category }],
    }),
    /** POST {old, new} edits one. */
    updateCodeMap: build.mutation<CodeMapEntry, { old: CodeMapEntry; new: CodeMapEntry }>({
      query: (body) => ({ url: v2('admexternalcodemap'), method: 'POST', body }),
      invalidatesTags: (_r, _e, edit) => [{ type: CODE_MAP_TAG, id: edit.old.category }, { type: CODE_MAP_TAG, id: edit.new.category }],
    }),
    deleteCodeMap: build.mutation<{ deleted: number }, CodeMapEntry>({
      query: (e) => ({
        url: v2(`admexternalcodemap?${new URLSearchParams({ category: e.category, code: e.code, external_code: e.external_code }).toString()}`),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { category }) => [{ type: CODE_MAP_TAG, id: category }],
    }),
  }),
});

export const {
  useGetCodeCategoriesQuery,
  useGetCodeValuesQuery,
  useAddCodeValueMutation,
  useUpdateCodeValueMutation,
  useDeleteCodeValueMutation,
  useGetCodeMapForEditorQuery,
  useAddCodeMapMutation,
  useUpdateCodeMapMutation,
  useDeleteCodeMapMutation,
} = codeValuesApi;

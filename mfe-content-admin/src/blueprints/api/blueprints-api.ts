import { api } from '@attest/shared-ui';
import type { ChangeStatus, StatusCounts } from '../../bulk-transfer/api/bulk-transfer-api';

/** services/forms blueprints (decision 0030): what a blueprint lets its customers promote. */
export interface BlueprintOptions {
  templates: boolean;
  external_code_maps: boolean;
  code_values: boolean;
  /** null: every category. */
  code_value_categories: string[] | null;
}
export interface BlueprintView {
  id: number;
  name: string;
  active: boolean;
  source_customer_id: number;
  options: BlueprintOptions;
}
export interface PromotionTemplateItem {
  template_id: number;
  name: string;
  external_id: string | null;
  template_type_id: number;
  status: ChangeStatus;
  target_id: number | null;
  reason?: string;
}
export interface CodeMapItem {
  category: string;
  code: string;
  external_code: string;
  status: ChangeStatus;
}
export interface CodeValueItem {
  category: string;
  code: string;
  value: string;
  sort_order: number;
  is_default: number;
  active: number;
  status: ChangeStatus;
}
export interface PromoteBody {
  blueprint_id: number;
  template_ids?: number[];
  external_code_maps?: { category: string; code: string; external_code: string }[];
  code_values?: { category: string; code: string }[];
  preview?: boolean;
}
export interface PromotionResult {
  blueprint_id: number;
  preview: boolean;
  changes: boolean;
  templates: PromotionTemplateItem[];
  external_code_maps: CodeMapItem[];
  code_values: CodeValueItem[];
  summary: { templates: StatusCounts; external_code_maps: StatusCounts; code_values: StatusCounts };
}

export const PROMOTION_TAG = 'BlueprintPromotion' as const;

/** Blueprints and promotion (staff-side §7 "Blueprints and bulk transfer"); every call needs content.manage. */
export const blueprintsApi = api.enhanceEndpoints({ addTagTypes: [PROMOTION_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getBlueprints: build.query<BlueprintView[], void>({
      query: () => '/api/v1/blueprints',
    }),
    getPromotionTemplates: build.query<PromotionTemplateItem[], number>({
      query: (id) => `/api/v1/blueprints/promotion/${id}/templates`,
      providesTags: (_r, _e, id) => [{ type: PROMOTION_TAG, id }],
    }),
    getPromotionCodeMaps: build.query<CodeMapItem[], number>({
      query: (id) => `/api/v1/blueprints/promotion/${id}/externalCodeMaps`,
      providesTags: (_r, _e, id) => [{ type: PROMOTION_TAG, id }],
    }),
    getPromotionCodeValues: build.query<CodeValueItem[], number>({
      query: (id) => `/api/v1/blueprints/${id}/promotion/codeValues`,
      providesTags: (_r, _e, id) => [{ type: PROMOTION_TAG, id }],
    }),
    promote: build.mutation<PromotionResult, PromoteBody>({
      query: (body) => ({ url: '/api/v1/blueprints/promotion', method: 'POST', body }),
      invalidatesTags: (r, _e, body) => (r && !r.preview ? [{ type: PROMOTION_TAG, id: body.blueprint_id }, 'AuditLog'] : []),
    }),
  }),
});

export const { useGetBlueprintsQuery, useGetPromotionTemplatesQuery, useGetPromotionCodeMapsQuery, useGetPromotionCodeValuesQuery, usePromoteMutation } = blueprintsApi;

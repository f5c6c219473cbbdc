import { api, getSession } from '@attest/shared-ui';

/** What GET /api/v1/packages/{id} answers (services/edocs packages-admin PackageView). */
export interface PackageTemplate {
  template_id: number;
  name: string;
  sort_order: number;
  active: boolean;
}
export interface PackageDto {
  package_id: number;
  name: string;
  location_id: number | null;
  active: boolean;
  tags: string[];
  templates: PackageTemplate[];
}
export interface PackageQuery {
  search?: string;
  tag?: string;
  location_id?: number;
  active?: boolean;
  skip?: number;
  take?: number;
}
export interface PackageWrite {
  name: string;
  location_id: number | null;
  active: boolean;
}
export type BulkAction = 'delete' | 'add' | 'remove';
export interface PackageBulk {
  bulkAction: BulkAction;
  subjects: number[];
  objects?: { template_ids?: number[]; tags?: string[] };
}
export interface TemplateOption {
  template_id: number;
  name: string;
}

export const PACKAGE_TAG = 'Package' as const;
const LIST = { type: PACKAGE_TAG, id: 'LIST' } as const;
const customerPath = () => encodeURIComponent(getSession().customerId ?? '');

/** Content admin's packages (issue 16): query, read, create, edit, tags, template order, bulk actions. */
export const packagesApi = api.enhanceEndpoints({ addTagTypes: [PACKAGE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    queryPackages: build.query<{ total: number; items: PackageDto[] }, PackageQuery>({
      query: (body) => ({ url: '/api/v1/packages/query', method: 'POST', body }),
      providesTags: (result) => [LIST, ...(result?.items ?? []).map((p) => ({ type: PACKAGE_TAG, id: p.package_id }) as const)],
    }),
    getPackage: build.query<PackageDto, number>({
      query: (id) => `/api/v1/packages/${id}`,
      providesTags: (_r, _e, id) => [{ type: PACKAGE_TAG, id }],
    }),
    /** The customer's active templates a package can hold (the templates manager's list). */
    getTemplateOptions: build.query<TemplateOption[], void>({
      query: () => `/api/customers/${customerPath()}/forms?take=100`,
      transformResponse: (page: { items?: TemplateOption[] }) => (page.items ?? []).map((t) => ({ template_id: t.template_id, name: t.name })),
    }),
    createPackage: build.mutation<PackageDto, PackageWrite & { tags: string[]; template_ids: number[] }>({
      query: (body) => ({ url: '/api/v1/packages', method: 'POST', body }),
      invalidatesTags: [LIST, 'AuditLog'],
    }),
    updatePackage: build.mutation<PackageDto, { id: number; body: PackageWrite }>({
      query: ({ id, body }) => ({ url: `/api/v1/packages/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: PACKAGE_TAG, id }, 'AuditLog'],
    }),
    setPackageTags: build.mutation<PackageDto, { id: number; tags: string[] }>({
      query: ({ id, tags }) => ({ url: `/api/v1/packages/${id}/tags`, method: 'PUT', body: { tags } }),
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: PACKAGE_TAG, id }, 'AuditLog'],
    }),
    /** The body's order is the order (reorderByIndex=true). */
    setPackageTemplates: build.mutation<PackageDto, { id: number; templateIds: number[] }>({
      query: ({ id, templateIds }) => ({
        url: `/api/v1/packages/${id}/templates?reorderByIndex=true`,
        method: 'PUT',
        body: templateIds.map((template_id) => ({ template_id })),
      }),
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: PACKAGE_TAG, id }, 'AuditLog'],
    }),
    bulkPackages: build.mutation<{ bulkAction: BulkAction; packages: number }, PackageBulk>({
      query: (body) => ({ url: '/api/v1/packages/bulk', method: 'POST', body }),
      invalidatesTags: [PACKAGE_TAG, 'AuditLog'],
    }),
  }),
});

export const {
  useQueryPackagesQuery,
  useGetPackageQuery,
  useGetTemplateOptionsQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  useSetPackageTagsMutation,
  useSetPackageTemplatesMutation,
  useBulkPackagesMutation,
} = packagesApi;

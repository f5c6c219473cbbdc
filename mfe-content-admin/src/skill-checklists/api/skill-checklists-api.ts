import type { JobCategory, SkillChecklistState } from '@attest/contracts';
import { api, applySessionHeaders, getSession } from '@attest/shared-ui';

/** The wire shapes of services/applicant skill-checklist-admin (skill-checklist-admin.types.ts). */
export interface ChecklistSummary {
  checklist_id: number;
  name: string;
  active: boolean;
  auto_assign: boolean;
  item_count: number;
  job_category_ids: number[];
  location_ids: number[];
  assigned: number;
  completed: number;
}
export interface ChecklistView extends ChecklistSummary {
  description: string | null;
  scale: string[] | null;
  categories: { name: string; items: { item_id: number; skill: string }[] }[];
}
export interface SaveChecklistBody {
  name: string;
  description: string | null;
  categories: { name: string; items: { item_id?: number; skill: string }[] }[];
  scale: string[] | null;
  active: boolean;
  auto_assign: boolean;
  job_category_ids: number[];
  location_ids: number[];
}
export interface AssignedChecklist {
  id: number;
  applicant_id: number;
  applicant_name: string;
  state: SkillChecklistState;
  assigned_date: string;
  completed_date: string | null;
  has_pdf: boolean;
}

export const CHECKLIST_TAG = 'SkillChecklistDefinition' as const;
const v2 = (path: string) => `/api/v2/customers/${encodeURIComponent(getSession().customerId ?? '')}/${path}`;

/** The skills checklists manager (issue 16; staff-side §2). */
export const skillChecklistsApi = api.enhanceEndpoints({ addTagTypes: [CHECKLIST_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listChecklists: build.query<ChecklistSummary[], void>({
      query: () => v2('admskillchecklist'),
      providesTags: [{ type: CHECKLIST_TAG, id: 'LIST' }],
    }),
    getChecklist: build.query<ChecklistView, number>({
      query: (id) => v2(`admskillchecklist/${id}`),
      providesTags: (_r, _e, id) => [{ type: CHECKLIST_TAG, id }],
    }),
    createChecklist: build.mutation<ChecklistView, SaveChecklistBody>({
      query: (body) => ({ url: v2('admskillchecklist'), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: CHECKLIST_TAG, id: 'LIST' }]),
    }),
    updateChecklist: build.mutation<ChecklistView, { id: number; body: SaveChecklistBody }>({
      query: ({ id, body }) => ({ url: v2(`admskillchecklist/${id}`), method: 'PUT', body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: CHECKLIST_TAG, id }, { type: CHECKLIST_TAG, id: 'LIST' }]),
    }),
    setChecklistActive: build.mutation<ChecklistView, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: v2(`admskillchecklist/${id}/active`), method: 'PUT', body: { active } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: CHECKLIST_TAG, id }, { type: CHECKLIST_TAG, id: 'LIST' }]),
    }),
    listAssigned: build.query<AssignedChecklist[], { id: number; completedOnly: boolean }>({
      query: ({ id, completedOnly }) => v2(`admskillchecklist/${id}/applicants${completedOnly ? '?state=COMPLETED' : ''}`),
      providesTags: (_r, _e, { id }) => [{ type: CHECKLIST_TAG, id }],
    }),
    listJobCategories: build.query<JobCategory[], void>({
      query: () => v2('jobcategories'),
    }),
  }),
});

export const {
  useListChecklistsQuery, useGetChecklistQuery, useCreateChecklistMutation, useUpdateChecklistMutation, useSetChecklistActiveMutation, useListAssignedQuery, useListJobCategoriesQuery,
} = skillChecklistsApi;

/** A completed checklist's PDF as an object URL (the call needs the session's headers, so no plain link). */
export async function fetchChecklistPdf(assignedId: number): Promise<string> {
  const res = await fetch(v2(`admskillchecklist/assigned/${assignedId}/pdf`), { headers: applySessionHeaders(new Headers(), 'GET') });
  if (!res.ok) {
    throw new Error(`pdf ${assignedId}: ${res.status}`);
  }
  return URL.createObjectURL(await res.blob());
}

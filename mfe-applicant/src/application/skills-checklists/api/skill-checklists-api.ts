import { api, applySessionHeaders } from '@attest/shared-ui';
import type { ApplicantSkillChecklist, ApplicantSkillChecklistDetail, SkillChecklistUpdate } from '@attest/contracts';

export const SKILL_CHECKLIST_TAG = 'SkillChecklist';
const BASE = '/api/v1/ApplicantSkillChecklist';
const one = (id: number) => `${BASE}/${encodeURIComponent(String(id))}`;

/** The applicant's skills checklists (spec §7 "Skills checklists"); the list refreshes after every change. */
export const skillChecklistsApi = api.enhanceEndpoints({ addTagTypes: [SKILL_CHECKLIST_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listSkillChecklists: build.query<ApplicantSkillChecklist[], void>({
      query: () => BASE,
      providesTags: [{ type: SKILL_CHECKLIST_TAG, id: 'LIST' }],
    }),
    // Opening an added checklist starts it on the server, so the list is refreshed too.
    openSkillChecklist: build.query<ApplicantSkillChecklistDetail, number>({
      query: (id) => one(id),
      keepUnusedDataFor: 0,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(skillChecklistsApi.util.invalidateTags([{ type: SKILL_CHECKLIST_TAG, id: 'LIST' }]));
        } catch {
          // The view shows the load error.
        }
      },
    }),
    updateSkillChecklist: build.mutation<ApplicantSkillChecklistDetail, { id: number; body: SkillChecklistUpdate }>({
      query: ({ id, body }) => ({ url: one(id), method: 'PUT', body }),
      invalidatesTags: [{ type: SKILL_CHECKLIST_TAG, id: 'LIST' }],
    }),
    skipSkillChecklist: build.mutation<ApplicantSkillChecklist, number>({
      query: (id) => ({ url: `${one(id)}/skip`, method: 'POST' }),
      invalidatesTags: [{ type: SKILL_CHECKLIST_TAG, id: 'LIST' }],
    }),
    generateSkillChecklistPdf: build.mutation<{ url: string }, number>({
      query: (id) => ({ url: `${one(id)}/pdf/generate`, method: 'POST' }),
    }),
  }),
});

export const {
  useListSkillChecklistsQuery,
  useOpenSkillChecklistQuery,
  useUpdateSkillChecklistMutation,
  useSkipSkillChecklistMutation,
  useGenerateSkillChecklistPdfMutation,
} = skillChecklistsApi;

/** GET /{id}/pdf as a blob: it needs the session headers, so it is fetched rather than linked. */
export async function fetchSkillChecklistPdf(id: number): Promise<Blob> {
  const response = await fetch(`${one(id)}/pdf`, { headers: applySessionHeaders(new Headers({ Accept: 'application/pdf' }), 'GET') });
  if (!response.ok) {
    throw new Error(`HTTP ${response.status}`);
  }
  return response.blob();
}

import { api } from '@attest/shared-ui';

/** compliance's everify/revocations (docs/decisions/0016). */
export const MATCH_KINDS = ['exact', 'by_card', 'by_a_number', 'none', 'ambiguous'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export interface RevocationFilter {
  match_kind?: MatchKind;
  acknowledged?: boolean;
  upload_id?: number;
  search?: string;
}

export interface RevocationEmployee {
  i9_record_id: number;
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
}

/** One row of POST /api/v1/everify/revocations/query (numbers masked). */
export interface RevocationRow {
  id: number;
  upload_id: number;
  line: number;
  match_kind: MatchKind;
  match_key: string;
  i9_record_id: number | null;
  applicant_id: number | null;
  employee: RevocationEmployee | null;
  candidates: RevocationEmployee[];
  case_number: string | null;
  last_name: string | null;
  first_name: string | null;
  a_number: string | null;
  card_number: string | null;
  change_type: string | null;
  revocation_date: string | null;
  reverify_task_id: number | null;
  acknowledged: boolean;
  acknowledged_at: string | null;
  acknowledged_by_name: string | null;
}

export type RevocationCounts = Record<MatchKind | 'total' | 'acknowledged' | 'unacknowledged', number>;

export interface RowProblem {
  line: number;
  field: string;
  key: string;
}

/** The answer of POST multipart /api/v1/everify/revocations. */
export interface RevocationUploadAnswer {
  upload_id: number;
  file_name: string;
  rows_read: number;
  rows_stored: number;
  rows_invalid: number;
  rows_duplicate: number;
  tasks_opened: number;
  counts: Record<MatchKind, number>;
  problems: RowProblem[];
}

export interface ReverifyTask {
  id: number;
  reason: string;
  reason_key: string;
  due_date: string | null;
  opened_at: string;
  done_at: string | null;
  open: boolean;
  revocations: { id: number; match_kind: MatchKind; match_key: string; case_number: string | null; revocation_date: string | null; change_type: string | null; a_number: string | null; card_number: string | null; acknowledged: boolean }[];
}

export const revocationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRevocations: build.query<{ items: RevocationRow[]; total: number }, RevocationFilter & { take: number; skip: number }>({
      query: (body) => ({ url: '/api/v1/everify/revocations/query', method: 'POST', body }),
    }),
    getRevocationCounts: build.query<RevocationCounts, RevocationFilter>({
      query: (body) => ({ url: '/api/v1/everify/revocations/counts', method: 'POST', body }),
    }),
    acknowledgeRevocation: build.mutation<RevocationRow, { id: number; i9_record_id?: number }>({
      query: ({ id, ...body }) => ({ url: `/api/v1/everify/revocations/${id}/acknowledgement`, method: 'PUT', body }),
    }),
    getReverifyTasks: build.query<{ items: ReverifyTask[] }, number>({
      query: (recordId) => `/api/v1/i9/${recordId}/reverification-tasks`,
    }),
  }),
});

export const { useGetRevocationsQuery, useGetRevocationCountsQuery, useAcknowledgeRevocationMutation, useGetReverifyTasksQuery } = revocationsApi;

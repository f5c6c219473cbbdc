import type { Countdown } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** The dashboard states of compliance's submissions (dto/submission-query.dto.ts). */
export const SUBMISSION_STATES = [
  'section1_pending',
  'section2_due_today',
  'section2_overdue',
  'section2_pending',
  'section2_pending_review',
  'corrections',
  'reverify_overdue',
  'reverify_due_30',
  'reverify_due_60',
  'reverify_due_90',
  'complete',
  'legal_hold',
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export interface SubmissionQuery {
  state?: SubmissionState;
  location_id?: number;
  search?: string;
  take?: number;
  skip?: number;
}

/** One row of POST /api/v1/submissions/query. */
export interface SubmissionRow {
  id: number;
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  location_id: number | null;
  edition: string;
  status: string;
  first_day_of_employment: string | null;
  termination_date: string | null;
  section1_signed_at: string | null;
  section2_signed_at: string | null;
  section2_due: string | null;
  section2_countdown: Countdown | null;
  work_auth_until: string | null;
  reverify_bucket: string | null;
  reverify_countdown?: Countdown | null;
  pending_correction: boolean;
  retention_until: string | null;
  legal_hold: boolean;
}

export type SubmissionCounts = Record<SubmissionState | 'total', number>;

/** Staff's I-9 list and its counts by state (compliance's submissions.controller), scoped to their locations. */
export const submissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getI9Submissions: build.query<{ items: SubmissionRow[]; total: number }, SubmissionQuery>({
      query: (body) => ({ url: '/api/v1/submissions/query', method: 'POST', body }),
    }),
    getI9SubmissionCounts: build.query<SubmissionCounts, Pick<SubmissionQuery, 'location_id' | 'search'>>({
      query: (body) => ({ url: '/api/v1/submissions/counts', method: 'POST', body }),
    }),
  }),
});

export const { useGetI9SubmissionsQuery, useGetI9SubmissionCountsQuery } = submissionsApi;

import type { I9Section1Data, I9Section2Data } from '@attest/contracts';
import { api } from '@attest/shared-ui';
import type { I9RevisionView } from '../../i9-common/i9-record';

/** One correcting revision, as GET /api/v1/corrections/{id} lists them (compliance's corrections.service). */
export interface CorrectionEntry {
  revision_id: number;
  section: string;
  revision: number;
  corrects_revision_id: number;
  pending: boolean;
  created_by_party: string;
  created_by_id: number;
  /** Who made the correction: the staff user, or the employee for their own change after signing. */
  corrected_by_name: string | null;
  created_at: string;
  signed_by_name: string | null;
  signed_at: string | null;
}

export interface CorrectionsAnswer {
  record_id: number;
  history: CorrectionEntry[];
  /** Corrections waiting for their signature (a Section 1 correction waits for the employee's). */
  pending: I9RevisionView[];
  section1: I9RevisionView | null;
  section2: I9RevisionView | null;
}

/** A revision without its values (GET /api/v1/submissions/{id}/revision). */
export type RevisionSummary = Omit<I9RevisionView, 'value'>;

/** GET /api/v1/i9details/{id}/signed: every signed revision with its values, masked. */
export interface SignedRevisions {
  record_id: number;
  status: string;
  edition: string;
  revisions: I9RevisionView[];
}

export interface CorrectSection1Args {
  id: number;
  value: I9Section1Data;
}

export interface CorrectSection2Args {
  id: number;
  value: I9Section2Data;
}

/** Corrections of an I-9 and its revisions (compliance's corrections, submissions and i9details controllers). */
export const correctionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getI9Corrections: build.query<CorrectionsAnswer, number>({
      query: (id) => `/api/v1/corrections/${id}`,
    }),
    getI9Revisions: build.query<RevisionSummary[], number>({
      query: (id) => `/api/v1/submissions/${id}/revision`,
    }),
    getI9SignedRevisions: build.query<SignedRevisions, number>({
      query: (id) => `/api/v1/i9details/${id}/signed`,
    }),
    /** `employee_notified`: whether the employee was emailed to review and sign it. */
    correctI9Section1: build.mutation<
      CorrectionsAnswer & { employee_notified: boolean },
      CorrectSection1Args
    >({
      query: ({ id, value }) => ({
        url: `/api/v1/corrections/${id}/section1`,
        method: 'POST',
        body: { value },
      }),
    }),
    correctI9Section2: build.mutation<CorrectionsAnswer, CorrectSection2Args>({
      query: ({ id, value }) => ({
        url: `/api/v1/corrections/${id}/section2`,
        method: 'POST',
        body: { value },
      }),
    }),
    deleteI9Correction: build.mutation<{ deleted: number }, number>({
      query: (id) => ({ url: `/api/v1/corrections/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetI9CorrectionsQuery,
  useGetI9RevisionsQuery,
  useGetI9SignedRevisionsQuery,
  useCorrectI9Section1Mutation,
  useCorrectI9Section2Mutation,
  useDeleteI9CorrectionMutation,
} = correctionsApi;

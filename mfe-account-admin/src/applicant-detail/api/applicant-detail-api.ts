import { api, apiFetch, getSession } from '@attest/shared-ui';
import type { PaySummaryView, TermsOfServiceStatus } from '@attest/contracts';

/** A path under the signed-in customer's v2 prefix. */
export const v2 = (path: string) => `/api/v2/customers/${encodeURIComponent(getSession().customerId ?? '')}/${path}`;
export const id = (applicantId: string) => encodeURIComponent(applicantId);

export interface ApplicantRecord {
  applicant_id: number;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  email: string;
  mobile_phone: string | null;
  home_phone: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  full_name: string;
  active: number;
  locked: number;
  queued_at: string | null;
  application_status: string | null;
  date_registered: string;
  eeoc: Record<string, string | null> | null;
  admission: Record<string, string | null> | null;
  alt_ids: { id: number; alt_id_value: string }[];
  [key: string]: unknown;
}

export interface ApplicantNote {
  id: number;
  note_type_id: number;
  note_type: string | null;
  body: string;
  created_by: number;
  created_at: string;
}

export interface NoteType {
  note_type_id: number;
  code: string;
  name: string;
}

export interface Picture {
  document_id: number;
  mime: string;
  file_name: string;
}

/** A professional licence (application record) with its pictures; served under `licenses` (decision 0043). */
export interface Licence {
  id: number;
  license_type: string;
  license_number: string | null;
  state: string | null;
  expiration_date: string | null;
  front: Picture | null;
  back: Picture | null;
}

export interface UploadedDocument {
  document_id: number;
  doc_type: string;
  file_name: string;
  mime: string;
  created: string;
}

export interface ApplicantMatch {
  applicant_id: number;
  full_name: string;
  email: string;
  reasons: ('email' | 'phone' | 'name_dob' | 'fed_id')[];
}

export interface TimelineEvent {
  at: string;
  kind: string;
  action: string;
  actor_party: string;
  acting_user_id: number | null;
  fields: string[];
}

export interface ApplicantFacts {
  location: { location_code: string };
  tos: TermsOfServiceStatus;
  pay: PaySummaryView;
  debug: Record<string, unknown>;
}

export const applicantDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicantRecord: build.query<ApplicantRecord, string>({
      query: (applicantId) => v2(`applicants/${id(applicantId)}`),
      providesTags: (_r, _e, applicantId) => [{ type: 'Applicant', id: applicantId }],
    }),
    patchApplicant: build.mutation<ApplicantRecord, { applicantId: string; changes: Record<string, unknown> }>({
      query: ({ applicantId, changes }) => ({ url: `/api/v1/applicants/${id(applicantId)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_r, _e, { applicantId }) => [{ type: 'Applicant', id: applicantId }, 'ApplicantList'],
    }),
    applicantNotes: build.query<ApplicantNote[], string>({
      query: (applicantId) => `/api/v1/applicants/${id(applicantId)}/notes`,
      providesTags: (_r, _e, applicantId) => [{ type: 'Applicant', id: `notes-${applicantId}` }],
    }),
    noteTypes: build.query<NoteType[], void>({ query: () => '/api/v1/admin/note-types' }),
    addNote: build.mutation<ApplicantNote, { applicantId: string; note_type_id: number; body: string }>({
      query: ({ applicantId, ...body }) => ({ url: `/api/v1/applicants/${id(applicantId)}/notes`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { applicantId }) => [{ type: 'Applicant', id: `notes-${applicantId}` }, { type: 'Applicant', id: `timeline-${applicantId}` }],
    }),
    deleteNote: build.mutation<void, { applicantId: string; noteId: number }>({
      query: ({ applicantId, noteId }) => ({ url: `/api/v1/applicants/${id(applicantId)}/notes/${noteId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { applicantId }) => [{ type: 'Applicant', id: `notes-${applicantId}` }, { type: 'Applicant', id: `timeline-${applicantId}` }],
    }),
    licences: build.query<Licence[], string>({ query: (applicantId) => `/api/v1/applicants/${id(applicantId)}/licenses` }),
    uploadedDocuments: build.query<UploadedDocument[], string>({ query: (applicantId) => `/api/v1/applicants/${id(applicantId)}/documents` }),
    applicantMatches: build.query<ApplicantMatch[], string>({
      query: (applicantId) => ({ url: '/api/v1/applicants/matches', method: 'POST', body: { applicant_id: Number(applicantId) } }),
    }),
    applicantTimeline: build.query<TimelineEvent[], string>({
      query: (applicantId) => `/api/v1/applicants/${id(applicantId)}/timeline`,
      providesTags: (_r, _e, applicantId) => [{ type: 'Applicant', id: `timeline-${applicantId}` }],
    }),
    applicantFacts: build.query<ApplicantFacts, string>({
      queryFn: async (applicantId) => {
        try {
          const [location, tos, pay, debug] = await Promise.all([
            apiFetch<ApplicantFacts['location']>(v2(`applicants/locationCode/${id(applicantId)}`)),
            apiFetch<ApplicantFacts['tos']>(`/api/v1/applicants/${id(applicantId)}/TOS`),
            apiFetch<ApplicantFacts['pay']>(v2(`aplpaysummary/${id(applicantId)}`)),
            apiFetch<ApplicantFacts['debug']>(v2(`applicants/debugInfo/${id(applicantId)}`)),
          ]);
          return { data: { location, tos, pay, debug } };
        } catch (error) {
          return { error: error as never };
        }
      },
      providesTags: (_r, _e, applicantId) => [{ type: 'Applicant', id: applicantId }],
    }),
  }),
});

export const {
  useApplicantRecordQuery,
  usePatchApplicantMutation,
  useApplicantNotesQuery,
  useNoteTypesQuery,
  useAddNoteMutation,
  useDeleteNoteMutation,
  useLicencesQuery,
  useUploadedDocumentsQuery,
  useApplicantMatchesQuery,
  useApplicantTimelineQuery,
  useApplicantFactsQuery,
} = applicantDetailApi;

/** Actions that answer without a cache entry of their own; callers refetch the record afterwards. */
export const applicantActions = {
  activate: (applicantId: string) => apiFetch(`/api/v1/applicants/${id(applicantId)}/activate`),
  queue: (applicantId: string) => apiFetch(`/api/v1/applicants/${id(applicantId)}/queue`, { method: 'POST' }),
  remove: (applicantId: string) => apiFetch(`/api/v1/applicants/${id(applicantId)}`, { method: 'DELETE' }),
  deleteAltId: (applicantId: string, altId: number) => apiFetch(v2('applicants/deleteAltId'), { method: 'POST', body: { id: altId, applicant_id: Number(applicantId) } }),
  licenceFile: (applicantId: string, licenceId: number, back: boolean) =>
    apiFetch<{ url: string; mime: string; file_name: string }>(`/api/v1/applicants/${id(applicantId)}/licenses/${licenceId}/fileUrl${back ? '?isBack=true' : ''}`),
  documentFile: (applicantId: string, documentId: number) => apiFetch<{ url: string }>(`/api/v1/applicants/${id(applicantId)}/documents/${documentId}/fileUrl`),
};

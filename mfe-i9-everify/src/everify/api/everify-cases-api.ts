import type { ClosureStatement, EverifyCaseStatus, PhotoMatchAnswer, ReasonForDelayCode, TncFanLanguage } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** The employer actions a case offers now (compliance's everify-case-view.ts). */
export type CaseAction = 'submit' | 'edit' | 'notified' | 'referral' | 'noncontest' | 'closure' | 'photo' | 'continue_duplicate';

export interface CaseHistoryRow {
  at: string;
  kind: string;
  event: string;
  from_status: string | null;
  to_status: string | null;
  detail: string | null;
  actor_party: string;
  actor_name: string | null;
}

/** GET /api/v1/everify/{id} and the list's items. */
export interface EverifyCase {
  id: number;
  applicant_id: number;
  i9_record_id: number;
  location_id: number | null;
  first_name: string | null;
  last_name: string | null;
  case_number: string | null;
  status: EverifyCaseStatus;
  status_key: string;
  tnc_agency: string | null;
  awaiting_service: boolean;
  pending_action: string | null;
  last_error: string | null;
  last_error_at: string | null;
  reason_for_delay: ReasonForDelayCode | null;
  reason_for_delay_description: string | null;
  reason_for_delay_auto: boolean;
  first_day_of_employment: string | null;
  case_due: string | null;
  case_days_left: number | null;
  tnc_issued_at: string | null;
  employee_notified_at: string | null;
  notify_due: string | null;
  notify_days_left: number | null;
  referred_at: string | null;
  contact_due: string | null;
  contact_days_left: number | null;
  duplicate_case_numbers: string[];
  photo_available: boolean;
  photo_answer: string | null;
  closure_statement: ClosureStatement | null;
  closed_at: string | null;
  allowed_closure_statements: ClosureStatement[];
  allowed_actions: CaseAction[];
  adverse_action_forbidden: boolean;
  submitted_at: string | null;
  opened_at: string | null;
  created_at: string;
  version: number;
  history?: CaseHistoryRow[];
}

export type CaseCounts = Record<EverifyCaseStatus | 'total' | 'open' | 'awaiting_service', number>;

export interface CaseQuery {
  status?: EverifyCaseStatus;
  awaiting_service?: boolean;
  open?: boolean;
  applicant_id?: number;
  search?: string;
  take?: number;
  skip?: number;
}

/** A case file (an upload, a letter, a ZIP): compliance's case-file-store.ts. */
export interface CaseFile {
  id: number;
  case_id: number;
  kind: 'upload' | 'fan' | 'referral' | 'bundle';
  lang: string | null;
  file_name: string;
  content_type: string;
  size: number | null;
  state: 'queued' | 'ready' | 'failed';
  progress: number;
  error: string | null;
  url: string | null;
  created_by_party: string;
  created_at: string;
  ready_at: string | null;
}

/** What a letter or ZIP request answers: its job and file. */
export interface CaseFileStart {
  file_id: number;
  job_id: string | null;
  event_name: string;
  subscription_url: string;
  file: CaseFile;
}

/** GET /api/v1/everify/{id}/tncfanworkflow. */
export interface TncWorkflow {
  case_id: number;
  case_number: string | null;
  status: EverifyCaseStatus;
  agency: string | null;
  notify_due: string | null;
  notify_days_left: number | null;
  employee_notified_at: string | null;
  notice_sent_at: string | null;
  referred_at: string | null;
  contact_due: string | null;
  contact_days_left: number | null;
  awaiting_service: boolean;
  answers: { tnc_fan_step1: boolean | null; tnc_fan_step2: boolean | null; tnc_fan_language: TncFanLanguage | null; tnc_fan_downloaded: boolean };
  downloaded_at: string | null;
  outcome: 'REFER' | 'NONCONTEST' | null;
  answered_at: string | null;
  answered_by_party: string | null;
  answered_by_name: string | null;
  can_answer: boolean;
  blocked_by: string | null;
}

export interface TncAnswers {
  tnc_fan_step1: boolean | null;
  tnc_fan_step2: boolean | null;
  tnc_fan_language: TncFanLanguage | null;
}

export interface CreateCaseArgs {
  ApplicantId: number;
  SigRequestId: number;
  ReasonForDelay?: ReasonForDelayCode | null;
  ReasonForDelayDescription?: string | null;
}

export interface CasePhoto {
  case_id: number;
  contentType: string;
  data: string;
}

type SimpleAction = 'notified' | 'noncontest' | 'refresh';

/** The E-Verify case routes (compliance's everify/cases, tnc, documents). */
export const everifyCasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEverifyCases: build.query<{ items: EverifyCase[]; total: number }, CaseQuery>({
      query: (body) => ({ url: '/api/v1/everify/query', method: 'POST', body }),
    }),
    getEverifyCaseCounts: build.query<CaseCounts, CaseQuery>({
      query: (body) => ({ url: '/api/v1/everify/counts', method: 'POST', body }),
    }),
    getEverifyCase: build.query<EverifyCase, number>({ query: (id) => `/api/v1/everify/${id}` }),
    createEverifyCase: build.mutation<EverifyCase, CreateCaseArgs>({
      query: (body) => ({ url: '/api/v1/everify', method: 'POST', body }),
    }),
    updateEverifyCase: build.mutation<EverifyCase, { id: number; body: { ReasonForDelay?: ReasonForDelayCode | null; ReasonForDelayDescription?: string | null; Submit?: boolean } }>({
      query: ({ id, body }) => ({ url: `/api/v1/everify/${id}`, method: 'PUT', body }),
    }),
    caseAction: build.mutation<EverifyCase, { id: number; action: SimpleAction }>({
      query: ({ id, action }) => ({ url: `/api/v1/everify/${id}/${action}`, method: 'POST', body: {} }),
    }),
    closeCase: build.mutation<EverifyCase, { id: number; statement: ClosureStatement }>({
      query: ({ id, statement }) => ({ url: `/api/v1/everify/${id}/closure`, method: 'POST', body: { statement } }),
    }),
    getCasePhoto: build.query<CasePhoto, number>({ query: (id) => `/api/v1/everify/${id}/photo` }),
    answerPhoto: build.mutation<EverifyCase, { id: number; answer: PhotoMatchAnswer }>({
      query: ({ id, answer }) => ({ url: `/api/v1/everify/${id}/photo`, method: 'POST', body: { answer } }),
    }),
    getDuplicates: build.query<EverifyCase[], number>({ query: (id) => `/api/v1/everify/${id}/duplicates` }),
    continueDuplicate: build.mutation<EverifyCase, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/api/v1/everify/${id}/duplicates`, method: 'POST', body: { reason } }),
    }),
    referCase: build.mutation<EverifyCase & { letter: CaseFileStart }, { id: number; lang: TncFanLanguage }>({
      query: ({ id, lang }) => ({ url: `/api/v1/everify/${id}/referral?lang=${lang}`, method: 'POST', body: {} }),
    }),
    notifyTnc: build.mutation<EverifyCase & { notice: { sent_at: string; sent_to: string | null } }, number>({
      query: (id) => ({ url: `/api/v1/everify/notify-tnc/${id}`, method: 'POST', body: {} }),
    }),
    getTncWorkflow: build.query<TncWorkflow, number>({ query: (id) => `/api/v1/everify/${id}/tncfanworkflow` }),
    answerTncWorkflow: build.mutation<TncWorkflow, { id: number; answers: TncAnswers }>({
      query: ({ id, answers }) => ({ url: `/api/v1/everify/${id}/tncfanworkflow`, method: 'POST', body: answers }),
    }),
    getCaseDocuments: build.query<{ case_id: number; items: CaseFile[] }, number>({ query: (id) => `/api/v1/everify/${id}/documents` }),
    getEverifyChannel: build.query<{ event_name: string; subscription_url: string }, void>({ query: () => '/api/v1/everify/channel' }),
  }),
});

export const {
  useGetEverifyCasesQuery,
  useGetEverifyCaseCountsQuery,
  useGetEverifyCaseQuery,
  useCreateEverifyCaseMutation,
  useUpdateEverifyCaseMutation,
  useCaseActionMutation,
  useCloseCaseMutation,
  useGetCasePhotoQuery,
  useAnswerPhotoMutation,
  useGetDuplicatesQuery,
  useContinueDuplicateMutation,
  useReferCaseMutation,
  useNotifyTncMutation,
  useGetTncWorkflowQuery,
  useAnswerTncWorkflowMutation,
  useGetCaseDocumentsQuery,
  useGetEverifyChannelQuery,
} = everifyCasesApi;

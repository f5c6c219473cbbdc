// Test-only: E-Verify cases as compliance answers them.
import type { CaseFile, CaseFileStart, EverifyCase, TncWorkflow } from '../everify/api/everify-cases-api';

/** A DHS mismatch not yet notified (Ana Diaz), with the actions the rules allow then. */
export const everifyCase = (over: Partial<EverifyCase> = {}): EverifyCase => ({
  id: 7,
  applicant_id: 42,
  i9_record_id: 3,
  location_id: 10,
  first_name: 'Ana',
  last_name: 'Diaz',
  case_number: '2025123456789AB',
  status: 'DHS_TNC',
  status_key: 'everify_status_dhs_tnc',
  tnc_agency: 'DHS',
  awaiting_service: false,
  pending_action: null,
  last_error: null,
  last_error_at: null,
  reason_for_delay: null,
  reason_for_delay_description: null,
  reason_for_delay_auto: false,
  first_day_of_employment: '2025-06-02',
  case_due: '2025-06-05',
  case_days_left: null,
  tnc_issued_at: '2025-06-03T10:00:00.000Z',
  employee_notified_at: null,
  notify_due: '2025-06-17',
  notify_days_left: 10,
  referred_at: null,
  contact_due: null,
  contact_days_left: null,
  duplicate_case_numbers: [],
  photo_available: false,
  photo_answer: null,
  closure_statement: null,
  closed_at: null,
  allowed_closure_statements: ['EMPLOYEE_QUIT', 'EMPLOYEE_TERMINATED_OTHER_REASONS', 'INCORRECT_DATA'],
  allowed_actions: ['notified', 'closure'],
  adverse_action_forbidden: true,
  submitted_at: '2025-06-03T09:00:00.000Z',
  opened_at: '2025-06-03T09:01:00.000Z',
  created_at: '2025-06-03T09:00:00.000Z',
  version: 4,
  ...over,
});


/** The case's TNC workflow: notified, nothing answered yet. */
export const tncWorkflow = (over: Partial<TncWorkflow> = {}): TncWorkflow => ({
  case_id: 7,
  case_number: '2025123456789AB',
  status: 'DHS_TNC',
  agency: 'DHS',
  notify_due: '2025-06-17',
  notify_days_left: null,
  employee_notified_at: '2025-06-04T10:00:00.000Z',
  notice_sent_at: '2025-06-04T10:00:00.000Z',
  referred_at: null,
  contact_due: null,
  contact_days_left: null,
  awaiting_service: false,
  answers: { tnc_fan_step1: null, tnc_fan_step2: null, tnc_fan_language: null, tnc_fan_downloaded: false },
  downloaded_at: null,
  outcome: null,
  answered_at: null,
  answered_by_party: null,
  answered_by_name: null,
  can_answer: true,
  blocked_by: null,
  ...over,
});

/** A ready letter of case 7. */
export const readyLetter = (over: Partial<CaseFile> = {}): CaseFileStart => {
  const file: CaseFile = {
    id: 31,
    case_id: 7,
    kind: 'fan',
    lang: 'es',
    file_name: 'everify-further-action-notice-2025123456789AB-es.pdf',
    content_type: 'application/pdf',
    size: 1200,
    state: 'ready',
    progress: 100,
    error: null,
    url: '/api/v1/everify/7/files/31/content',
    created_by_party: 'user',
    created_at: '2025-06-04T10:00:00.000Z',
    ready_at: '2025-06-04T10:00:01.000Z',
    ...over,
  };
  return { file_id: file.id, job_id: 'everify-file-31-a', event_name: 'everify-file-x', subscription_url: '/api/v1/realtime/subscriptions/everify-file-x', file };
};

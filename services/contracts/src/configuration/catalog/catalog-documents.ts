import { keysOf, RESERVED, type ConfigurationKeyDef } from './catalog-types';

const k = keysOf('documents');

/** Documents and tasks (applicant-side §9). */
export const DOCUMENT_KEYS: readonly ConfigurationKeyDef[] = [
  k('boolean', 'restrict_completed_edoc_downloading', 'Applicants cannot download their completed documents.'),
  k('boolean', 'upload_docs_disabled', 'Applicants cannot upload documents.'),
  k('boolean', 'enable_core_edoc_viewing', 'Documents open in the core document viewer.', RESERVED),
  k('boolean', 'enable_re_use_of_signed_forms', 'A form already signed by the applicant is reused instead of being sent again.'),
  k('boolean', 'enable_onboarding_form_preview', 'Applicants may preview onboarding forms before starting them.', RESERVED),
  k('boolean', 'enable_applicant_task_notifications', 'Applicants are notified of new tasks.', RESERVED),
  k('boolean', 'enable_self_service_tasks', 'Applicants see their tasks on Home.'),
  k('boolean', 'enable_completed_tasks_view', 'Applicants see their completed tasks.'),
  k('boolean', 'enable_applicant_instructions', 'Shows the applicant instructions on Home.'),
  k('boolean', 'open_forms_in_legacy_candidate_portal', 'Forms open in the legacy candidate portal.', RESERVED),
  k('boolean', 'enable_preonboarding_iframe', 'Pre-onboarding opens inside a frame.', RESERVED),
  k('number', 's3_presigned_get_url_time_to_live_minutes', 'Minutes a document download link stays valid.', { default: '15', min: 1, max: 10080 }),
  k('string', 'invalid_templates_alert_email', 'Who is emailed when a request is sent with an invalid template.'),
];

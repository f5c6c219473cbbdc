/**
 * English texts of the keys the E-Verify TNC workflow, its letters, the case documents and the printable case
 * details answer or send (services/compliance/src/everify/tnc, documents, print), and the names of the case
 * history's events (`everify_event_<event lower-case>`). Spread into I9_MESSAGES_EN; Spanish in
 * services/server/src/seed/translations/i9-everify-tnc.es.ts.
 */
export const EVERIFY_TNC_MESSAGES_EN: Readonly<Record<string, string>> = {
  // Answers of the TNC, letter and document routes.
  everify_no_tnc: 'This case has no mismatch (Tentative Nonconfirmation): there is no Further Action Notice to give',
  everify_not_referred: 'The case has not been referred yet: the Referral Date Confirmation exists once E-Verify confirms the referral',
  everify_letter_failed: 'The letter could not be made. Please try again.',
  everify_file_not_ready: 'The file is not ready yet',
  everify_file_failed: 'The file could not be made. Please try again.',
  everify_file_required: 'Choose a file to upload',
  everify_file_empty: 'The file is empty',
  everify_employee_no_email: 'The employee has no email address: give them the notice in person and record the notification',
  everify_tnc_already_answered: "The employee's decision on this mismatch is already recorded",
  tnc_download_url_missing: 'The notice is not ready to download yet. Please try again in a moment.',
  tnc_create_link_failed: 'The notice could not be made. Please ask your employer for a printed copy.',
  // The private notice to the employee (email): no case details, only the link to the portal.
  everify_notice_subject: 'An important notice about your employment',
  everify_notice_body:
    'Hello {{name}},\n\n{{employer}} has an important notice for you about the confirmation of your eligibility to work (E-Verify). Please sign in to your employee portal to read it and to tell your employer what you decide. Act soon: there are time limits.',
  // The case history's events.
  everify_event_create: 'Case created',
  everify_event_edit: 'Draft changed',
  everify_event_submit: 'Sent to E-Verify',
  everify_event_submission_refused: 'E-Verify refused the case data',
  everify_event_opened: 'Opened by E-Verify',
  everify_event_service_result: 'Result from E-Verify',
  everify_event_reason_for_delay: 'Reason for delay recorded',
  everify_event_photo_received: 'Photo received from E-Verify',
  everify_event_photo_match: 'Photo matching answered',
  everify_event_retrieve_photo: 'Photo requested from E-Verify',
  everify_event_continue_duplicate: 'Continued after a duplicate case alert',
  everify_event_notify_employee: 'Employee notified of the mismatch',
  everify_event_notify: 'Employee notification sent to E-Verify',
  everify_event_notice_emailed: 'Notice sent privately to the employee',
  everify_event_refer: 'Referred to the agency',
  everify_event_noncontest: 'The employee does not contest',
  everify_event_close: 'Case closed',
  everify_event_refresh: 'Status checked with E-Verify',
  everify_event_document_added: 'Document added',
};

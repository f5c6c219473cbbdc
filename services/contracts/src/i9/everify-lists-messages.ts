/**
 * English of the E-Verify lists' keys (issue 13, docs/decisions/0016): CSV uploads, EAD revocations and the
 * reverification tasks they open, the customer's EAD extension categories, the case import, users' E-Verify
 * assessments, and the export model labels. Spread into I9_MESSAGES_EN.
 */
export const EVERIFY_LISTS_MESSAGES_EN: Readonly<Record<string, string>> = {
  // CSV uploads (the Status Change Report, the case import).
  csv_upload_file_required: 'Choose a CSV file to upload',
  csv_upload_type: 'Upload a .csv file',
  csv_upload_not_text: 'The file is not a CSV text file (UTF-8)',
  csv_upload_too_large: 'The file is too large (at most {{max}} MB)',
  csv_upload_empty: 'The file is empty',
  csv_upload_invalid: 'The file is not valid CSV (line {{line}})',
  csv_upload_columns_missing: 'The file lacks these columns: {{columns}}',
  csv_upload_too_many_rows: 'The file has more than {{max}} rows: split it into several files',
  // EAD revocations.
  ead_revocation_row_no_number: 'No valid A-Number/USCIS number nor EAD card number',
  ead_revocation_row_bad_date: 'The date is not valid (YYYY-MM-DD or MM/DD/YYYY)',
  ead_revocation_acknowledged: 'This revocation is already acknowledged',
  ead_revocation_upload_busy: 'The same report is being uploaded at this moment: try again shortly',
  ead_revocation_already_matched: 'This row is already matched to an employee',
  ead_revocation_not_a_candidate: 'Choose one of the employees the row points at',
  ead_revocation_match_exact: 'Matched on both numbers',
  ead_revocation_match_by_card: 'Matched on the EAD card number',
  ead_revocation_match_by_a_number: 'Matched on the A-Number/USCIS number',
  ead_revocation_match_none: 'No employee found',
  ead_revocation_match_ambiguous: 'Several employees: choose one',
  i9_reverify_task_ead_revoked: 'Reverify: USCIS revoked the employment authorization document',
  // EAD automatic extension categories (admin).
  ead_category_invalid: 'Enter a category code such as A12, C08 or C03B',
  ead_category_exists: 'This category is already on the list',
  ead_category_not_listed: 'This category is not on the list',
  // Case import.
  case_import_case_number_invalid: "Enter E-Verify's case number (13 digits and 2 letters)",
  case_import_case_number_exists: 'A case with this number already exists',
  case_import_case_number_repeated: 'This case number is in the file twice',
  case_import_status_invalid: 'This is not an E-Verify case status',
  case_import_status_not_importable: 'A draft or submitted case cannot be imported: create it here',
  case_import_closure_invalid: 'This is not an E-Verify closure statement',
  case_import_closure_required: 'A closed case needs its closure statement',
  case_import_closure_not_closed: 'Only a closed case has a closure statement',
  case_import_agency_invalid: 'The agency is SSA or DHS',
  case_import_applicant_required: "Give the employee's email or external ID",
  case_import_applicant_not_found: 'No employee with this email or external ID in your locations',
  case_import_no_i9: 'The employee has no Form I-9',
  case_import_open_case_exists: "The employee's Form I-9 already has an open case",
  case_import_date_invalid: 'The date is not valid (YYYY-MM-DD or MM/DD/YYYY, closed after submitted)',
  case_import_rows_invalid: 'Some rows are not valid: nothing was imported',
  // E-Verify assessment (tutorial and knowledge test).
  assessment_not_passed: 'Complete the E-Verify tutorial and pass its knowledge test before creating cases',
  assessment_already_passed: 'This user has already passed the E-Verify assessment',
  assessment_confirm_required: 'Confirm that the tutorial was completed and the knowledge test passed',
  assessment_status_not_ordered: 'Not ordered',
  assessment_status_ordered: 'Ordered: waiting for the tutorial and test',
  assessment_status_passed: 'Passed',
  // Export model labels (staff-side §9).
  export_model_everify_cases: 'E-Verify Cases',
  export_model_ead_revocations: 'EAD Revocations',
};

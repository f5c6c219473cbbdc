/** Applicant fields a client may change (spec: applicant-side section 3), grouped as the update payload is. */
export const APPLICANT_TOP_LEVEL_FIELDS = [
  'first_name', 'middle_name', 'last_name', 'previous_names', 'email',
  'address1', 'address2', 'city', 'state', 'zip', 'county', 'country',
  'mobile_phone', 'home_phone', 'work_phone', 'other_phone', 'contact_method',
  'opt_in_email', 'opt_in_text', 'home_location', 'language', 'time_zone',
  'current_application_status',
] as const;

export const FED_TAX_FIELDS = [
  'fed_filing_status', 'fed_tax_allowances', 'fed_tax_add_withholdings', 'fed_tax_exempt',
  'fed_id', 'fed_id_not_required', 'date_of_birth',
] as const;

export const EEOC_FIELDS = [
  'gender', 'ethnicity', 'veteran', 'disability', 'disabled_veteran', 'medal_winner', 'other_veteran', 'recently_separated',
] as const;

export const ADMISSION_FIELDS = ['convicted', 'conviction_date', 'crime', 'court_name', 'sentence', 'other_info'] as const;

export type ApplicantTopLevelField = (typeof APPLICANT_TOP_LEVEL_FIELDS)[number];
export type FedTaxField = (typeof FED_TAX_FIELDS)[number];
export type EeocField = (typeof EEOC_FIELDS)[number];
export type AdmissionField = (typeof ADMISSION_FIELDS)[number];

/** Two-letter state prefix rule for state-specific keys (e.g. "CA"). */
export const STATE_CODE_PATTERN = /^[A-Z]{2}$/;

import { keysOf, RESERVED, type ConfigurationKeyDef } from './catalog-types';

const k = keysOf('application');

/** Application and profile (applicant-side §9). */
export const APPLICATION_KEYS: readonly ConfigurationKeyDef[] = [
  k('json', 'additional_info_multiselect_options', 'The choices offered by the additional information multi-select (a JSON list).', RESERVED),
  k('boolean', 'enable_additional_info_multiselect', 'Shows the additional information multi-select on the application.', RESERVED),
  k('boolean', 'disable_job_preferences', 'Removes the job preferences step from the online application.'),
  k('boolean', 'disable_mobile_phone_signup', 'Hides the mobile phone field on sign-up and preliminary information.'),
  k('boolean', 'disable_radio_group_default', 'Radio groups in forms start with nothing chosen instead of their default.'),
  k('boolean', 'disable_recruiter_get_in_touch', 'Hides the "get in touch with your recruiter" action.', RESERVED),
  k('boolean', 'force_location_selection_on_signup', 'Applicants must choose a location when they sign up.'),
  k('boolean', 'prompt_location_on_app', 'Asks for the location on the preliminary information page.'),
  k('boolean', 'require_home_location', 'Applicants must give a home location on sign-up.'),
  k('boolean', 'enable_country_selection', 'Applicants choose their country on preliminary information.'),
  k('boolean', 'disable_international_phone_numbers', 'Phone fields accept United States numbers only (a +44 number is refused).', {
    aliases: ['DisableInternationalPhoneNumbers'],
  }),
  k('boolean', 'disable_map_null_money_field', 'An empty money field is not mapped to zero.', RESERVED),
  k('boolean', 'enable_presceening_tax_exemptions', 'Adds the tax exemptions step to the online application.'),
  k('number', 'num_work_history_required', 'How many work history entries the application requires.', { default: '1', min: 0, max: 20 }),
  k('boolean', 'require_bank_name', 'Direct deposit asks for the bank name.'),
  k('boolean', 'add_institution_number_for_direct_deposit', 'Direct deposit asks for the institution number.'),
  k('boolean', 'file_upload_image_capture_enabled', 'File uploads offer taking a photo with the camera.', RESERVED),
  k('boolean', 'auto_enable_preview', 'Forms open with the preview already on.'),
  k('boolean', 'allow_insert_everywhere', 'Staff may insert fields anywhere in a form.', RESERVED),
  k('number', 'maximum_candidate_inactivity_time', 'Minutes of inactivity before an applicant is signed out.', { ...RESERVED, min: 1, max: 1440 }),
  k('html', 'APPLICANT_INSTRUCTIONS', 'The instructions shown to applicants on Home (HTML).'),
  k('html', 'JOB_PREFS_DETAILS', 'The instructions shown above the job preferences form (HTML).'),
  k('boolean', 'enable_category_multi_select', 'Job preferences let the applicant choose several categories.'),
  k('boolean', 'enable_skills_selection', 'Job preferences ask for skills.'),
  k('boolean', 'enable_specialties_selection', 'Job preferences ask for specialties.'),
  k('boolean', 'enable_primary_and_secondary_specialties', 'Job preferences ask for a primary and a secondary specialty instead of a list.'),
  k('boolean', 'hide_shifts_available', 'Job preferences do not ask for the shifts available.'),
  k('boolean', 'prompt_for_days_available', 'Job preferences ask for the days available.'),
  k('boolean', 'disable_pay_history_online_app', 'Job preferences do not ask for pay history.'),
  k('boolean', 'hide_cat_if_applied_to_job', 'Job preferences hide the category when the applicant applied from the job board.'),
  k('boolean', 'prompt_job_alerts_on_app', 'Job preferences ask whether the applicant wants job alerts.'),
  k('boolean', 'tax_exemptions_required_if_exempt', 'An applicant claiming exempt must give a tax exemption reason.', RESERVED),
];

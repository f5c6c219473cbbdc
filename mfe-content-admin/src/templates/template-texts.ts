/**
 * Texts the template pages look up by a computed key: [key, English]. Pure data (no imports) so the
 * Spanish coverage check can read it.
 */
export const TEMPLATE_TYPE_TEXTS: Record<number, [string, string]> = {
  1: ['template_type_1', 'Federal'],
  2: ['template_type_2', 'State'],
  3: ['template_type_3', 'Local'],
  4: ['template_type_4', 'Employer'],
  5: ['template_type_5', 'Client'],
  6: ['template_type_6', 'FCRA'],
  7: ['template_type_7', 'Offer'],
  8: ['template_type_8', 'Acknowledgements'],
  9: ['template_type_9', 'ACA'],
  10: ['template_type_10', 'Online application'],
  11: ['template_type_11', 'Prescreen'],
  12: ['template_type_12', 'Interview'],
  15: ['template_type_15', 'Assessment'],
  16: ['template_type_16', 'File upload'],
  17: ['template_type_17', 'Paper sign'],
  18: ['template_type_18', 'Iframe'],
  19: ['template_type_19', 'Pre-onboarding iframe'],
};

export const VALIDITY_REASON_TEXTS: Record<string, [string, string]> = {
  type_always_valid: ['template_validity_type_always_valid', 'Valid: this type of template needs no validation.'],
  validated_with_external_id: ['template_validity_validated_with_external_id', 'Valid: validated and has an external id.'],
  wotc_8850_directive: ['template_validity_wotc_8850_directive', 'Valid: the WOTC 8850 form.'],
  preonboarding_iframe_exempt: ['template_validity_preonboarding_iframe_exempt', 'Not checked: pre-onboarding iframes never mark a request.'],
  not_validated: ['template_validity_not_validated', 'Invalid: not validated.'],
  missing_external_id: ['template_validity_missing_external_id', 'Invalid: validated but has no external id.'],
  not_validated_and_missing_external_id: ['template_validity_not_validated_and_missing_external_id', 'Invalid: not validated and no external id.'],
};

/** History actions as people read them. */
export const HISTORY_ACTION_TEXTS: Record<string, [string, string]> = {
  create: ['template_history_create', 'Created'],
  update: ['template_history_update', 'Info edited'],
  delete: ['template_history_delete', 'Deleted (made inactive)'],
  set_category: ['template_history_set_category', 'Category set'],
  remove_category: ['template_history_remove_category', 'Category removed'],
  set_tags: ['template_history_set_tags', 'Tags changed'],
  default_option: ['template_history_default_option', 'Default option changed'],
  upload_pdf: ['template_history_upload_pdf', 'PDF uploaded'],
  upload_paperSign: ['template_history_upload_paper_sign', 'Paper-sign PDF uploaded'],
};

/** The edit-info fields: [name, key, English label, English help]. */
export const INFO_FIELD_TEXTS: [string, string, string, string][] = [
  ['name', 'template_field_name', 'Name', 'What staff and applicants see as the form title.'],
  ['desc', 'template_field_desc', 'Description', 'A short explanation shown under the title.'],
  ['template_type_id', 'template_field_type', 'Type', 'Decides how the form is filled and signed, and whether it must be validated.'],
  ['external_id', 'template_field_external_id', 'External id', 'The id of this form in your other systems; needed (with Validated) for the template to be valid.'],
  ['validated', 'template_field_validated', 'Validated', 'Someone has checked the form and its PDF.'],
  ['validation_info', 'template_field_validation_info', 'Validation notes', 'Who validated it and what was checked.'],
  ['directive', 'template_field_directive', 'Directive', "Empty for a dynamic form; otherwise the built-in screen that shows it (e.g. 'tnc-fan', 'wotc-8850')."],
  ['active', 'template_field_active', 'Active', 'Inactive templates cannot be sent.'],
  ['hide_from_applicant', 'template_field_hide_from_applicant', 'Hidden from applicant', 'Only staff see and fill this form.'],
  ['downloadable', 'template_field_downloadable', 'Downloadable', 'Applicants may download the blank PDF.'],
  ['require_fed_id', 'template_field_require_fed_id', 'Requires federal id', "The applicant's SSN or federal id must be on file before signing."],
  ['isolated_signing', 'template_field_isolated_signing', 'Signed on its own', 'Never signed together with other documents.'],
  ['second_sig_flag', 'template_field_second_sig_flag', 'Needs a second signature', 'An employer or representative signs after the applicant.'],
  ['second_sig_template_id', 'template_field_second_sig_template_id', 'Second-signature template', 'The template the second signer fills.'],
  ['sort_order', 'template_field_sort_order', 'Sort order', 'Position in lists (lower first).'],
  ['template_sort_order', 'template_field_template_sort_order', 'Order in a package', 'Position when sent with other templates.'],
  ['blueprint_id', 'template_field_blueprint_id', 'Blueprint id', 'The blueprint this template was promoted from, if any.'],
  ['edit_url', 'template_field_edit_url', 'Edit address', 'Where the form is maintained outside this product, if anywhere.'],
];

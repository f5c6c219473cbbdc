import { keysOf, RESERVED, type ConfigurationKeyDef } from './catalog-types';

const k = keysOf('i9');

/** I-9 and verification (applicant-side §9). */
export const I9_KEYS: readonly ConfigurationKeyDef[] = [
  k('boolean', 'allow_section1_choose_no_auth_rep', 'An applicant may say no authorized representative completes Section 2.'),
  k('boolean', 'allow_section2_email', 'The Section 2 second signer may be invited by email.'),
  k('boolean', 'allow_section2_sms', 'The Section 2 second signer may be invited by text message.'),
  k('boolean', 'detect_dob_mismatch_section_1', 'Section 1 warns when the date of birth differs from the profile.'),
  k('boolean', 'detect_ssn_mismatch_section_1', 'Section 1 warns when the Social Security number differs from the profile.'),
  k('boolean', 'require_section1_ssn', 'Section 1 requires the Social Security number.'),
  k('boolean', 'enable_alt_doc_examination', 'Offers the DHS alternative procedure (remote document examination) in Section 2.'),
  k('boolean', 'enable_section2_common_docs', 'Section 2 lists the most common documents first.', RESERVED),
  k('boolean', 'enable_section2_video_modal', 'Section 2 offers an instructions video in a dialog.', RESERVED),
  k('string', 'enable_section2_video_url', 'The address of the Section 2 instructions video.', RESERVED),
  k('boolean', 'enable_employer_requested_info_after_i9', 'Employer-requested information is asked after the I-9.', RESERVED),
  k('boolean', 'i9_validation_for_everify', 'I-9 data is checked against E-Verify rules before a case is created.'),
  k('boolean', 'i9_verification_enabled', 'The customer runs Form I-9 in the portal: applicants see it in navigation and on Home.'),
  k('boolean', 'enable_everify', 'E-Verify cases are created from completed I-9s.'),
  k('boolean', 'enable_location_based_everify_case_view', 'Staff see only the E-Verify cases of their locations.'),
  k('boolean', 'by_pass_everify_assessment_requirements', 'E-Verify may be used before the assessment is completed.'),
  k('boolean', 'photo_match_documents_required', 'A copy of a photo-matching document (I-551, I-766, passport) is kept for E-Verify.'),
  k('boolean', 'enable_able_verify', 'Turns on the Able Verify check.', { ...RESERVED, aliases: ['able verify enable'] }),
  k('boolean', 'i9_retain_document_copies', 'The employer keeps copies of every employee\'s I-9 documents.'),
  k('number', 'i9_image_max_mb', 'Largest I-9 document image in MB (1 to 30).', { default: '10', min: 1, max: 30 }),
  k('number', 'second_signer_link_days', 'How many days a second signer\'s link stays valid (1 to 30).', { default: '7', min: 1, max: 30 }),
  k('string', 'everify_client_company_id', 'The company id the E-Verify web service knows this customer by.'),
];

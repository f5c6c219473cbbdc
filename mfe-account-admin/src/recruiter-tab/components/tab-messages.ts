/** English fallbacks of the server answers the tab shows (translation keys; Spanish in the seed). */
export const TAB_MESSAGE_FALLBACKS: Record<string, string> = {
  recruiter_tab_no_customer: 'This tab needs the customer code in its address (?customer=).',
  recruiter_tab_launch_missing: 'Open this tab from the candidate in your ATS to sign in.',
  token_invalid_or_expired: 'This link has expired or was already used. Open the tab again from your ATS.',
  permission_denied: 'You do not have permission to do this.',
  duplicate_email: 'An applicant with this email already exists. Associate that applicant instead.',
  ats_candidate_already_associated: 'This candidate is already associated with an applicant.',
  ats_applicant_already_associated: 'That applicant is already associated with another ATS candidate.',
  ats_association_conflict: 'Someone changed this association at the same time. Try again.',
  not_found: 'Not found.',
  too_many_attempts: 'Too many attempts. Wait a few minutes and try again.',
  validation_failed: 'Some of the candidate’s details are not valid.',
  unexpected_error: 'Something went wrong. Try again.',
};

export const messageFallback = (key: string): string => TAB_MESSAGE_FALLBACKS[key] ?? TAB_MESSAGE_FALLBACKS.unexpected_error;

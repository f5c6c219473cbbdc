/** Server answers' translation keys that the browser shows (English fallbacks live with the UI). */
export const MESSAGE_KEYS = [
  'unauthorized', 'forbidden', 'not_found', 'route_not_found', 'malformed_json', 'payload_too_large',
  'validation_failed', 'unknown_field', 'required_field', 'invalid_email', 'party_mismatch', 'party_header_required',
  'customer_forbidden', 'customer_not_found', 'invalid_credentials', 'account_locked', 'too_many_attempts',
  'email_not_confirmed', 'duplicate_email', 'token_invalid_or_expired', 'server_error',
  'permission_denied', 'forbidden_party', 'system_role_read_only', 'role_in_use', 'mfa_code_required', 'mfa_code_invalid',
  'mfa_required_by_customer', 'mfa_not_enrolled', 'mfa_already_enabled', 'sso_login_required', 'sso_not_enabled', 'sso_failed',
  'sso_user_not_found',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

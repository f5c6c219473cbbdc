import { keysOf, type ConfigurationKeyDef } from './catalog-types';

const k = keysOf('security');

/** Sign-in: single sign-on for applicants (spec §9) and staff, and staff MFA. */
export const SECURITY_KEYS: readonly ConfigurationKeyDef[] = [
  k('boolean', 'applicant_sso_enable', 'Applicants sign in with the customer\'s single sign-on.'),
  k('string', 'applicant_sso_url', 'The applicants\' single sign-on issuer address.'),
  k('string', 'applicant_sso_client_id', 'The applicants\' single sign-on client id.'),
  k('string', 'applicant_sso_client_secret', 'The applicants\' single sign-on client secret (set it on the sign-in security page).', { secret: true }),
  k('string', 'applicant_sso_logout_url', 'Where applicants go after signing out of single sign-on.'),
  k('boolean', 'applicant_sso_disable_login', 'Applicants cannot sign in with a password while single sign-on is on.'),
  k('boolean', 'staff_sso_enable', 'Staff sign in with the customer\'s single sign-on.'),
  k('string', 'staff_sso_issuer', 'The staff single sign-on issuer address.'),
  k('string', 'staff_sso_client_id', 'The staff single sign-on client id.'),
  k('string', 'staff_sso_client_secret', 'The staff single sign-on client secret (set it on the sign-in security page).', { secret: true }),
  k('string', 'staff_sso_logout_url', 'Where staff go after signing out of single sign-on.'),
  k('boolean', 'staff_sso_disable_password_login', 'Staff cannot sign in with a password while single sign-on is on.'),
  k('boolean', 'require_staff_mfa', 'Staff must use a second sign-in factor.'),
];

import { boolean, object, string, type InferType } from 'yup';
import type { StaffSessionDto } from './session.types';

/** A 6-digit TOTP code or a recovery code (xxxx-xxxx-xxxx-xxxx); spaces are ignored by the server. */
const mfaCode = string().trim().required('required_field').max(64, 'es_max');
const mfaToken = string().trim().required('required_field').max(200, 'es_max');

/** POST /api/v1/users/me/mfa/totp/verify and DELETE /api/v1/users/me/mfa/totp. */
export const mfaCodeSchema = object({ code: mfaCode }).noUnknown(true, 'unknown_field');
export type MfaCodeInput = InferType<typeof mfaCodeSchema>;

/** POST /api/v1/login/mfa and POST /api/v1/login/mfa/enrol/verify. */
export const mfaLoginSchema = object({ mfa_token: mfaToken, code: mfaCode }).noUnknown(true, 'unknown_field');
export type MfaLoginInput = InferType<typeof mfaLoginSchema>;

/** POST /api/v1/login/mfa/enrol. */
export const mfaTokenSchema = object({ mfa_token: mfaToken }).noUnknown(true, 'unknown_field');
export type MfaTokenInput = InferType<typeof mfaTokenSchema>;

/** PUT /api/v1/mfa/policy. */
export const mfaPolicySchema = object({
  require_staff_mfa: boolean().typeError('invalid_entry').required('required_field'),
}).noUnknown(true, 'unknown_field');
export type MfaPolicyInput = InferType<typeof mfaPolicySchema>;

/** POST /api/v1/sso/exchange: the single-use code the SSO callback put in the shell URL's fragment. */
export const ssoExchangeSchema = object({ code: string().trim().required('required_field').max(200, 'es_max') }).noUnknown(
  true,
  'unknown_field',
);
export type SsoExchangeInput = InferType<typeof ssoExchangeSchema>;

/** Per-customer configuration key that makes every staff member of the customer use MFA. */
export const REQUIRE_STAFF_MFA_KEY = 'require_staff_mfa';

export type SsoAudience = 'staff' | 'applicant';

/**
 * The per-customer configuration keys of single sign-on. The applicant names are the spec's
 * (`applicant_sso_url` is the OpenID issuer). Secrets are stored encrypted (PUT /api/v1/sso/settings).
 */
export const SSO_CONFIG_KEYS = {
  staff: {
    enable: 'staff_sso_enable',
    issuer: 'staff_sso_issuer',
    clientId: 'staff_sso_client_id',
    clientSecret: 'staff_sso_client_secret',
    disablePasswordLogin: 'staff_sso_disable_password_login',
    logoutUrl: 'staff_sso_logout_url',
  },
  applicant: {
    enable: 'applicant_sso_enable',
    issuer: 'applicant_sso_url',
    clientId: 'applicant_sso_client_id',
    clientSecret: 'applicant_sso_client_secret',
    disablePasswordLogin: 'applicant_sso_disable_login',
    logoutUrl: 'applicant_sso_logout_url',
  },
} as const satisfies Record<SsoAudience, Record<string, string>>;

/** Answer of POST /api/v1/login when the user has MFA: no session yet, a code is asked for. */
export interface MfaChallengeDto {
  mfa_required: true;
  mfa_token: string;
}

/** Answer of POST /api/v1/login when the customer requires MFA and the user has not enrolled. */
export interface MfaEnrolmentRequiredDto {
  mfa_enrolment_required: true;
  mfa_token: string;
}

export type StaffLoginAnswer = StaffSessionDto | MfaChallengeDto | MfaEnrolmentRequiredDto;

/** Start of TOTP enrolment: the authenticator app reads the QR code (or the secret typed by hand). */
export interface TotpEnrolmentDto {
  otpauth_url: string;
  qr_data_url: string;
  secret: string;
}

/** The one-time recovery codes, shown once when TOTP is switched on. */
export interface RecoveryCodesDto {
  recovery_codes: string[];
}

/** Answer of POST /api/v1/login/mfa/enrol/verify: the session and the recovery codes to write down. */
export type MfaEnrolledSessionDto = StaffSessionDto & RecoveryCodesDto;

/** GET /api/v1/users/me/mfa. */
export interface MfaStatusDto {
  totp_enabled: boolean;
  recovery_codes_left: number;
  /** One of the user's customers requires MFA: it cannot be switched off. */
  required: boolean;
}

/** GET /api/v1/sso/{customerCode}/options (public): what the sign-in page offers. */
export interface SsoOptionsDto {
  staff: { enabled: boolean; password_login_disabled: boolean };
  applicant: { enabled: boolean; password_login_disabled: boolean; logout_url: string | null };
}

/** An http(s) URL; any host name (yup's url() refuses `http://localhost:8080` or `http://oidc:9000`, common for a provider inside the network). */
const url = string()
  .trim()
  .max(500, 'es_max')
  .test('http-url', 'invalid_entry', (v) => {
    if (!v) {
      return true;
    }
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '';
    } catch {
      return false;
    }
  });
const ssoAudienceSettings = object({
  enable: boolean().typeError('invalid_entry').optional(),
  issuer: url.optional(),
  client_id: string().trim().max(255, 'es_max').optional(),
  /** Write-only; an empty string removes it. */
  client_secret: string().max(1000, 'es_max').optional(),
  disable_password_login: boolean().typeError('invalid_entry').optional(),
  logout_url: url.nullable().optional(),
}).noUnknown(true, 'unknown_field');

/** PUT /api/v1/sso/settings: only the fields sent change. */
export const ssoSettingsSchema = object({
  staff: ssoAudienceSettings.optional().default(undefined),
  applicant: ssoAudienceSettings.optional().default(undefined),
}).noUnknown(true, 'unknown_field');
export type SsoSettingsInput = InferType<typeof ssoSettingsSchema>;

export interface SsoAudienceSettingsDto {
  enable: boolean;
  issuer: string | null;
  client_id: string | null;
  client_secret_set: boolean;
  disable_password_login: boolean;
  logout_url: string | null;
}

/** GET /api/v1/sso/settings (the secret is never returned). */
export type SsoSettingsDto = Record<SsoAudience, SsoAudienceSettingsDto>;

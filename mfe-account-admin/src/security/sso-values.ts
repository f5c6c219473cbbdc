import type { SsoAudience, SsoAudienceSettingsDto, SsoSettingsInput } from '@attest/contracts';
import { ssoSettingsSchema } from '@attest/contracts';
import { yupValidator } from '../admin-common/yup-validator';

/** What the SSO form of one audience edits. The secret is write-only: the field starts empty. */
export interface SsoAudienceValues {
  enable: boolean;
  issuer: string;
  client_id: string;
  /** A new secret; empty keeps the stored one. */
  client_secret: string;
  /** "Remove secret" was chosen: the save sends `client_secret: ""`. */
  remove_secret: boolean;
  disable_password_login: boolean;
  logout_url: string;
}

/**
 * The form's values sit under the audience (`staff.issuer`), the paths of the PUT body, so the schema's
 * errors and the server's `details.fields` name the same fields.
 */
export type SsoFormValues = Partial<Record<SsoAudience, SsoAudienceValues>>;

export function ssoValuesOf(audience: SsoAudience, settings: SsoAudienceSettingsDto): SsoFormValues {
  return {
    [audience]: {
      enable: settings.enable,
      issuer: settings.issuer ?? '',
      client_id: settings.client_id ?? '',
      client_secret: '',
      remove_secret: false,
      disable_password_login: settings.disable_password_login,
      logout_url: settings.logout_url ?? '',
    },
  };
}

/** The PUT /api/v1/sso/settings body of one audience: the secret only when typed or removed. */
export function toSsoBody(audience: SsoAudience, values: SsoFormValues): SsoSettingsInput {
  const v = values[audience];
  if (!v) {
    return {};
  }
  let secret: { client_secret?: string } = {};
  if (v.remove_secret) {
    secret = { client_secret: '' };
  } else if (v.client_secret !== '') {
    secret = { client_secret: v.client_secret };
  }
  return {
    [audience]: {
      enable: v.enable,
      issuer: v.issuer.trim(),
      client_id: v.client_id.trim(),
      ...secret,
      disable_password_login: v.disable_password_login,
      logout_url: v.logout_url.trim() || null,
    },
  };
}

/** The contract's rules (the server checks the same) on the body the form would send. */
export function ssoValidator(audience: SsoAudience) {
  return yupValidator<SsoFormValues, SsoSettingsInput>(ssoSettingsSchema, (values) =>
    toSsoBody(audience, values),
  );
}

/**
 * The redirect (callback) URL to register at the provider: the server's
 * `{PUBLIC_URL}/api/v1/sso/{customerCode}/callback` (staff) or `.../applicant/callback`, with this page's origin.
 */
export function ssoCallbackUrl(origin: string, customerCode: string, audience: SsoAudience): string {
  const base = `${origin}/api/v1/sso/${encodeURIComponent(customerCode)}`;
  return audience === 'staff' ? `${base}/callback` : `${base}/applicant/callback`;
}

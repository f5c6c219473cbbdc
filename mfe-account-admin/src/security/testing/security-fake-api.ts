// Test-only: the sign-in security routes on the account-admin fake server (fakeApi.handle), kept like the
// identity service keeps them: partial saves per audience, the client secret stored but never answered.
import { ValidationError } from 'yup';
import {
  ssoSettingsSchema,
  type SsoAudience,
  type SsoAudienceSettingsDto,
  type SsoSettingsDto,
  type SsoSettingsInput,
} from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi } from '../../testing/account-admin-test-kit';
import type { MfaPolicyDto } from '../api/security-api';

interface StoredAudience extends Omit<SsoAudienceSettingsDto, 'client_secret_set'> {
  /** What the server holds (encrypted there); a test checks it never reaches the page. */
  client_secret: string | null;
}

export interface FakeSecurityServer {
  policy: MfaPolicyDto;
  sso: Record<SsoAudience, StoredAudience>;
  /** Answers the next PUT /api/v1/sso/settings with this (e.g. a 400 with `details.fields`), once. */
  refuseNextSsoSave?: { status: number; body: unknown };
  /** Answers every PUT /api/v1/mfa/policy with this instead of saving. */
  refusePolicy?: { status: number; body: unknown };
}

export const blankAudience = (): StoredAudience => ({
  enable: false,
  issuer: null,
  client_id: null,
  client_secret: null,
  disable_password_login: false,
  logout_url: null,
});

export const validationFailed = (fields: Record<string, string>) => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields } },
});

function answer(server: FakeSecurityServer): SsoSettingsDto {
  const view = ({ client_secret, ...rest }: StoredAudience): SsoAudienceSettingsDto => ({
    ...rest,
    client_secret_set: client_secret !== null,
  });
  return { staff: view(server.sso.staff), applicant: view(server.sso.applicant) };
}

function saveSso(server: FakeSecurityServer, input: SsoSettingsInput): void {
  for (const audience of ['staff', 'applicant'] as const) {
    const s = input[audience];
    if (!s) {
      continue;
    }
    const sent: Partial<StoredAudience> = {
      enable: s.enable,
      issuer: s.issuer,
      client_id: s.client_id,
      client_secret: s.client_secret === undefined ? undefined : s.client_secret || null,
      disable_password_login: s.disable_password_login,
      logout_url: s.logout_url === undefined ? undefined : s.logout_url || null,
    };
    const kept = Object.entries(sent).filter(([, value]) => value !== undefined);
    server.sso[audience] = { ...server.sso[audience], ...Object.fromEntries(kept) };
  }
}

/**
 * Serves GET/PUT /api/v1/mfa/policy and /api/v1/sso/settings from `server` (call after resetFakeApi). The PUT
 * body is checked with the contract's schema, as the server's YupBody does.
 */
export function serveSignInSecurity(server: FakeSecurityServer): FakeSecurityServer {
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/api/v1/mfa/policy' && req.method === 'GET') {
      sendJson(res, 200, server.policy);
    } else if (path === '/api/v1/mfa/policy' && req.method === 'PUT') {
      if (server.refusePolicy) {
        sendJson(res, server.refusePolicy.status, server.refusePolicy.body);
        return true;
      }
      server.policy = JSON.parse(req.body) as MfaPolicyDto;
      sendJson(res, 200, server.policy);
    } else if (path === '/api/v1/sso/settings' && req.method === 'GET') {
      sendJson(res, 200, answer(server));
    } else if (path === '/api/v1/sso/settings' && req.method === 'PUT') {
      const refusal = server.refuseNextSsoSave;
      if (refusal) {
        server.refuseNextSsoSave = undefined;
        sendJson(res, refusal.status, refusal.body);
        return true;
      }
      try {
        saveSso(server, ssoSettingsSchema.validateSync(JSON.parse(req.body), { abortEarly: false }));
      } catch (error) {
        if (!(error instanceof ValidationError)) {
          throw error;
        }
        const fields = Object.fromEntries(error.inner.map((e) => [e.path ?? '_', e.message]));
        sendJson(res, 400, validationFailed(fields).body);
        return true;
      }
      sendJson(res, 200, answer(server));
    } else {
      return false;
    }
    return true;
  };
  return server;
}

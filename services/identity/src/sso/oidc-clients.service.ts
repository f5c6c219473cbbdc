import { Injectable } from '@nestjs/common';
import { custom, Issuer, type BaseClient } from 'openid-client';
import type { SsoConnection } from './sso-settings.service';

/** Discovery documents are kept this long per issuer (providers rotate keys, openid-client refetches JWKS itself). */
const DISCOVERY_TTL_MS = 10 * 60_000;

custom.setHttpOptionsDefaults({ timeout: 8000 });

/** OpenID Connect clients (openid-client) for the customers' providers, discovery cached per issuer. */
@Injectable()
export class OidcClientsService {
  private readonly issuers = new Map<string, { at: number; issuer: Promise<Issuer> }>();

  async client(connection: SsoConnection, redirectUri: string): Promise<BaseClient> {
    if (!connection.issuer || !connection.clientId) {
      throw new Error('SSO connection without issuer or client id');
    }
    const issuer = await this.issuer(connection.issuer);
    return new issuer.Client({
      client_id: connection.clientId,
      ...(connection.clientSecret
        ? { client_secret: connection.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
        : { token_endpoint_auth_method: 'none' }),
      redirect_uris: [redirectUri],
      response_types: ['code'],
    });
  }

  private issuer(url: string): Promise<Issuer> {
    const cached = this.issuers.get(url);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) {
      return cached.issuer;
    }
    const issuer = Issuer.discover(url);
    this.issuers.set(url, { at: Date.now(), issuer });
    // A failed discovery is not cached: the next sign-in tries again.
    issuer.catch(() => this.issuers.delete(url));
    return issuer;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ApplicantSessionDto, SsoAudience, StaffSessionDto } from '@attest/contracts';
import {
  APP_CONFIG,
  notFound,
  randomToken,
  safeEqual,
  sha256Hex,
  TokenService,
  unauthorized,
  type AppConfig,
} from '@attest/platform';
import { generators, type BaseClient, type TokenSet } from 'openid-client';
import { DataSource, LessThan } from 'typeorm';
import { normalizeCode } from '../customers/customer-code';
import { CustomersService } from '../customers/customers.service';
import type { CustomerEntity } from '../customers/entities/customer.entity';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { SignInAuditService } from '../login-security/sign-in-audit.service';
import { SessionIssuerService } from '../sessions/session-issuer.service';
import { SsoLoginStateEntity } from './entities/sso-login-state.entity';
import { OidcClientsService } from './oidc-clients.service';
import { SsoAccountsService } from './sso-accounts.service';
import { clearSsoCookie, ssoCookie } from './sso-cookie';
import { SsoSettingsService } from './sso-settings.service';

const STATE_TTL_MS = 10 * 60_000;
/** The code in the shell URL is exchanged at once by the landing page. */
const EXCHANGE_TTL_MINUTES = 1;
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface SsoStartQuery {
  location?: unknown;
  returnTo?: unknown;
}

/** Where to send the browser, and the cookie to set with it. */
export interface SsoRedirect {
  location: string;
  cookie: string;
}

class SsoFailure extends Error {
  constructor(readonly messageKey: 'sso_failed' | 'sso_user_not_found', readonly reason: string) {
    super(reason);
  }
}

/**
 * OpenID Connect sign-in (authorization code + PKCE) for staff and applicants of a customer. The
 * callback never puts a session token in a URL: it hands the shell a one-minute single-use code
 * (in the fragment) that POST /api/v1/sso/exchange turns into the session.
 */
@Injectable()
export class SsoLoginService {
  private readonly log = new Logger('SsoLogin');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SsoSettingsService,
    private readonly clients: OidcClientsService,
    private readonly accounts: SsoAccountsService,
    private readonly customers: CustomersService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
    private readonly signIns: SignInAuditService,
    private readonly sessions: SessionIssuerService,
  ) {}

  private get states() {
    return this.ds.getRepository(SsoLoginStateEntity);
  }

  async start(customerCode: string, audience: SsoAudience, query: SsoStartQuery, ip: string): Promise<SsoRedirect> {
    await this.throttle.hit([['ssoPerIp', ip]]);
    const customer = await this.customers.requireByCode(customerCode);
    const connection = await this.settings.connection(customer.id, audience);
    if (!connection.enabled) {
      throw notFound('sso_not_enabled');
    }
    const client = await this.clients.client(connection, this.callbackUrl(customer, audience));
    const state = randomToken();
    const nonce = generators.nonce();
    const verifier = generators.codeVerifier();
    const browser = randomToken();
    const now = new Date();
    await this.states.delete({ expires_at: LessThan(now) });
    await this.states.insert({
      state_hash: sha256Hex(state),
      customer_id: customer.id,
      audience,
      code_verifier: verifier,
      nonce,
      browser_hash: sha256Hex(browser),
      location_code: typeof query.location === 'string' && CODE_PATTERN.test(query.location) ? normalizeCode(query.location) : 'hq',
      return_to: this.samePortalPath(customer, query.returnTo),
      expires_at: new Date(now.getTime() + STATE_TTL_MS),
      used_at: null,
      created_at: now,
    });
    const location = client.authorizationUrl({
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: generators.codeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return { location, cookie: ssoCookie(browser, this.secure) };
  }

  /** Always answers a redirect to the shell: with a code on success, with an error key otherwise. */
  async callback(
    customerCode: string,
    audience: SsoAudience,
    params: Record<string, unknown>,
    browser: string | null,
    ip: string,
  ): Promise<SsoRedirect> {
    await this.throttle.hit([['ssoPerIp', ip]]);
    const customer = await this.customers.requireByCode(customerCode);
    const state = typeof params.state === 'string' ? params.state : '';
    const row = state ? await this.states.findOne({ where: { state_hash: sha256Hex(state) } }) : null;
    const landing = (fragment: Record<string, string>) => ({
      location: this.landingUrl(customer, row?.location_code ?? 'hq', fragment),
      cookie: clearSsoCookie(this.secure),
    });
    try {
      const live = await this.takeState(row, customer, audience, browser);
      if (typeof params.error === 'string') {
        throw new SsoFailure('sso_failed', `provider: ${params.error}`);
      }
      const email = await this.verifiedEmail(customer, audience, live, params, state);
      const subjectId = await this.accounts.find(audience, customer.id, email);
      if (subjectId === null) {
        throw new SsoFailure('sso_user_not_found', 'no active account with this email');
      }
      const { token } = await this.tokens.issue({
        kind: 'sso_exchange',
        party: audience === 'staff' ? 'user' : 'applicant',
        subjectId,
        customerId: customer.id,
        ttlMinutes: EXCHANGE_TTL_MINUTES,
      });
      return landing({ code: token, ...(live.return_to ? { return_to: live.return_to } : {}) });
    } catch (error) {
      const failure = error instanceof SsoFailure ? error : new SsoFailure('sso_failed', error instanceof Error ? error.message : 'error');
      if (!(error instanceof SsoFailure)) {
        this.log.warn(`SSO callback of ${customer.customer_code} (${audience}) failed: ${failure.reason}`);
      }
      await this.signIns.record({
        customerId: customer.id,
        party: audience === 'staff' ? 'user' : 'applicant',
        subjectId: null,
        event: 'sso_failed',
        ip,
        method: 'sso',
        reason: failure.reason.slice(0, 200),
      });
      return landing({ error: failure.messageKey });
    }
  }

  /** The shell's landing page trades the code for the session (once, within a minute). */
  async exchange(code: string, ip: string): Promise<StaffSessionDto | ApplicantSessionDto> {
    await this.throttle.hit([['ssoPerIp', ip]]);
    const token = await this.tokens.consume('sso_exchange', code);
    const customer = token ? await this.customers.findActiveById(token.customer_id) : null;
    if (!token || !customer) {
      throw unauthorized('token_invalid_or_expired');
    }
    const audit = { customerId: customer.id, subjectId: token.subject_id, event: 'sso_sign_in' as const, ip, method: 'sso' };
    if (token.party === 'user') {
      const user = await this.accounts.staffUser(token.subject_id);
      if (!user || !user.active || user.locked) {
        throw unauthorized('token_invalid_or_expired');
      }
      await this.signIns.record({ ...audit, party: 'user' });
      return this.sessions.staffSession(user, customer);
    }
    const applicant = await this.accounts.applicant(customer.id, token.subject_id);
    if (!applicant || !applicant.active || applicant.locked) {
      throw unauthorized('token_invalid_or_expired');
    }
    await this.signIns.record({ ...audit, party: 'applicant' });
    return this.sessions.applicantSession(applicant, customer);
  }

  /** The state row of this browser's sign-in, used up by this call (a replayed callback fails). */
  private async takeState(
    row: SsoLoginStateEntity | null,
    customer: CustomerEntity,
    audience: SsoAudience,
    browser: string | null,
  ): Promise<SsoLoginStateEntity> {
    const now = new Date();
    if (!row || row.customer_id !== customer.id || row.audience !== audience || row.used_at || row.expires_at <= now) {
      throw new SsoFailure('sso_failed', 'unknown, used or expired state');
    }
    if (!browser || !safeEqual(row.browser_hash, sha256Hex(browser))) {
      throw new SsoFailure('sso_failed', 'callback in another browser than the start');
    }
    const taken = await this.states
      .createQueryBuilder()
      .update(SsoLoginStateEntity)
      .set({ used_at: now })
      .where('id = :id AND used_at IS NULL', { id: row.id })
      .execute();
    if (!taken.affected) {
      throw new SsoFailure('sso_failed', 'state already used');
    }
    return row;
  }

  /** Code → tokens (PKCE, state, nonce and the ID token checked by openid-client), then a verified email. */
  private async verifiedEmail(
    customer: CustomerEntity,
    audience: SsoAudience,
    row: SsoLoginStateEntity,
    params: Record<string, unknown>,
    state: string,
  ): Promise<string> {
    const connection = await this.settings.connection(customer.id, audience);
    if (!connection.enabled) {
      throw new SsoFailure('sso_failed', 'SSO switched off during sign-in');
    }
    const redirectUri = this.callbackUrl(customer, audience);
    const client: BaseClient = await this.clients.client(connection, redirectUri);
    const callbackParams = Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    const tokenSet: TokenSet = await client.callback(redirectUri, callbackParams, {
      state,
      nonce: row.nonce,
      code_verifier: row.code_verifier,
      response_type: 'code',
    });
    let claims: Record<string, unknown> = tokenSet.claims();
    if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
      claims = { ...claims, ...(await client.userinfo(tokenSet)) };
    }
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    if (typeof claims.email !== 'string' || !verified) {
      throw new SsoFailure('sso_user_not_found', 'no verified email claim');
    }
    return claims.email;
  }

  private callbackUrl(customer: CustomerEntity, audience: SsoAudience): string {
    const base = `${this.config.publicUrl}/api/v1/sso/${encodeURIComponent(customer.customer_code)}`;
    return audience === 'staff' ? `${base}/callback` : `${base}/applicant/callback`;
  }

  private landingUrl(customer: CustomerEntity, locationCode: string, fragment: Record<string, string>): string {
    const path = `/${encodeURIComponent(customer.customer_code)}/${encodeURIComponent(locationCode)}/sso`;
    return `${this.config.publicUrl}${path}#${new URLSearchParams(fragment).toString()}`;
  }

  private samePortalPath(customer: CustomerEntity, returnTo: unknown): string | null {
    if (typeof returnTo !== 'string' || returnTo.length > 500 || returnTo.startsWith('//')) {
      return null;
    }
    return returnTo.startsWith(`/${encodeURIComponent(customer.customer_code)}/`) ? returnTo : null;
  }

  private get secure(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }
}

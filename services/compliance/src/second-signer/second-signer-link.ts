import { randomToken, sha256Hex, type CustomerConfigService } from '@attest/platform';

/**
 * The shell's `{hash}` guest route (docs/decisions/0002-hash-route.md, shell's HASH_ROUTE_PATTERN): a single
 * segment of 20+ URL-safe characters that is not a lower-case kebab-case word. Repeated here because the
 * server must never mint a link the shell would not route to the second-signer page.
 */
export const HASH_ROUTE_PATTERN = /^(?![a-z]+(?:-[a-z]+)*$)[A-Za-z0-9_-]{20,}$/;

/** A new link token (256 random bits, base64url) and the hash that is all we store of it. */
export function mintLinkToken(): { token: string; hash: string } {
  let token = randomToken();
  // A base64url token of only lower-case letters and hyphens is ~1e-16 likely; drawing again costs nothing.
  while (!HASH_ROUTE_PATTERN.test(token)) {
    token = randomToken();
  }
  return { token, hash: sha256Hex(token) };
}

/** A path segment that could be one of our tokens (anything else is unknown without a database read). */
export const looksLikeToken = (token: string): boolean => token.length <= 128 && HASH_ROUTE_PATTERN.test(token);

/** Per-customer configuration: how many days a link stays valid (default 7, 1 to 30). */
export const LINK_DAYS_CONFIG = 'second_signer_link_days';
export const DEFAULT_LINK_DAYS = 7;

export async function linkDays(config: CustomerConfigService, customerId: number): Promise<number> {
  const raw = Number((await config.get(customerId, LINK_DAYS_CONFIG)) ?? '');
  return Number.isInteger(raw) && raw >= 1 && raw <= 30 ? raw : DEFAULT_LINK_DAYS;
}

/** `{publicUrl}/{customerCode}/{locationCode}/{token}`: the shell's `{hash}` route. */
export function secondSignerUrl(publicUrl: string, customerCode: string, locationCode: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/${token}`;
}

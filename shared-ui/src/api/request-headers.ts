import { getSession } from '../session/session';

/**
 * The headers every core call carries (spec, section 7; docs/api.md). One function so the RTK
 * base query and apiFetch can never drift apart.
 */
export function applySessionHeaders(headers: Headers, method: string): Headers {
  const session = getSession();
  if (!headers.has('Accept')) {
    headers.set('Accept', 'application/json');
  }
  if (session.accessToken) {
    headers.set('Authorization', `Basic ${session.accessToken}`);
  }
  if (session.party) {
    headers.set('X-Requested-By-Party', session.party);
  }
  if (session.customerId) {
    headers.set('X-Request-Customer-Id', session.customerId);
  }
  if (method.toUpperCase() === 'PUT') {
    headers.set('REFERRER_URL', window.location.href);
  }
  return headers;
}

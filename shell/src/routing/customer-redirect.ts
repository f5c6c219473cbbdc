import type { CustomerContext } from '@attest/shared-ui';
import { DEFAULT_LOCATION_CODE, portalPath, splitRest } from './route-rules';

export type CustomerLookup =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; messageKey: string }
  | { status: 'found'; customer: CustomerContext };

/**
 * Where the portal must go once the customer of the URL is known, or null to stay:
 * an unknown customer → `/{c}/{l}/no-customer`; an unknown location → the same page under 'hq'.
 */
export function customerRedirect(
  lookup: CustomerLookup,
  customerCode: string,
  locationCode: string,
  rest: string,
  search = '',
): string | null {
  if (lookup.status === 'not-found') {
    return splitRest(rest)[0] === 'no-customer' ? null : portalPath(customerCode, locationCode, 'no-customer');
  }
  if (lookup.status !== 'found' || locationCode.toLowerCase() === DEFAULT_LOCATION_CODE) {
    return null;
  }
  const known = lookup.customer.locations.some((l) => l.location_code.toLowerCase() === locationCode.toLowerCase());
  return known ? null : portalPath(customerCode, DEFAULT_LOCATION_CODE, rest) + search;
}

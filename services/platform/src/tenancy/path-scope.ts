import { notFound } from '../errors/app-exception';
import type { AuthContext } from '../auth/auth-context';

/** The path's customer must be the caller's active customer; anything else looks like a missing row. */
export function requireCustomer(auth: AuthContext, customerId: number): void {
  if (customerId !== auth.customerId) {
    throw notFound();
  }
}

/** A query-string id: digits only, else it cannot name a row (404, like IdParam). */
export function optionalId(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') {
    return undefined;
  }
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) {
    throw notFound();
  }
  return n;
}

import type { Permission } from '@attest/contracts';
import { AppException, notFound } from '../errors/app-exception';
import type { AuthContext } from './auth-context';

export const permissionDenied = () => new AppException(403, 'permission_denied');

export function hasPermission(auth: AuthContext, permission: Permission): boolean {
  return auth.party === 'user' && !!auth.permissions?.has(permission);
}

/** For checks finer than a route (e.g. revealing an SSN inside a read): 403 permission_denied. */
export function requirePermission(auth: AuthContext, permission: Permission): void {
  if (!hasPermission(auth, permission)) {
    throw permissionDenied();
  }
}

/** The staff caller's locations (null: all); applicants are not location-scoped. */
export function locationScope(auth: AuthContext): number[] | null {
  if (auth.party !== 'user') {
    return null;
  }
  // undefined: the guard did not resolve grants (fail closed); null: every location.
  return auth.locationIds === undefined ? [] : auth.locationIds;
}

/** A record in a location the caller may not see answers 404, as if it did not exist (ids do not leak). */
export function requireLocation(auth: AuthContext, locationId: number | null | undefined): void {
  const scope = locationScope(auth);
  if (scope === null) {
    return;
  }
  if (locationId === null || locationId === undefined || !scope.includes(locationId)) {
    throw notFound();
  }
}

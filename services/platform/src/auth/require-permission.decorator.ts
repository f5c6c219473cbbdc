import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@attest/contracts';

export const REQUIRED_PERMISSION = 'requiredPermission';

/**
 * The permission a staff caller needs for this route, checked by the AuthGuard. A route that staff
 * can reach and that declares none is refused to staff (and fails the route-walk test). It also
 * makes the route staff-only unless @Parties lists 'applicant' (an applicant token never satisfies it).
 */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);

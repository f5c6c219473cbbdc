import type { Permission, StaffAccessDto } from '@attest/contracts';

/** Whether an access answer holds a permission; no answer (loading, failed, applicant) holds none. */
export function hasPermission(access: StaffAccessDto | undefined | null, permission: Permission): boolean {
  return Boolean(access?.permissions.includes(permission));
}

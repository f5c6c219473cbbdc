import { Inject, Injectable } from '@nestjs/common';
import { IMPLICIT_PERMISSIONS, isPermission, type Permission } from '@attest/contracts';
import { DataSource } from 'typeorm';
import type { StaffGrants } from '../auth/access-grants';

/**
 * Reads a staff user's grants in a customer: the union of the permissions of their roles there, and
 * their locations (null when any role covers every location). Every staff user also holds the
 * implicit permissions (their own account), roles or not. One indexed query per staff request,
 * so a role change holds from the next call.
 */
@Injectable()
export class AccessGrantsService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async grantsFor(userId: number, customerId: number): Promise<StaffGrants> {
    const rows = (await this.ds.query(
      `SELECT ur.location_id AS location_id, rp.permission AS permission
         FROM user_roles ur
         JOIN roles r ON r.role_id = ur.role_id AND (r.customer_id IS NULL OR r.customer_id = ur.customer_id)
         LEFT JOIN role_permissions rp ON rp.role_id = ur.role_id
        WHERE ur.user_id = ? AND ur.customer_id = ?`,
      [userId, customerId],
    )) as { location_id: number | string | null; permission: string | null }[];
    const permissions = new Set<Permission>(IMPLICIT_PERMISSIONS);
    let everywhere = false;
    const locations = new Set<number>();
    for (const r of rows) {
      if (isPermission(r.permission)) {
        permissions.add(r.permission);
      }
      if (r.location_id === null) {
        everywhere = true;
      } else {
        locations.add(Number(r.location_id));
      }
    }
    return { permissions, locationIds: everywhere ? null : [...locations].sort((a, b) => a - b) };
  }
}

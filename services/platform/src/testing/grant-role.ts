import type { INestApplication } from '@nestjs/common';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { DataSource } from 'typeorm';
import { UserRoleEntity } from '../access/user-role.entity';

/**
 * Gives a staff user a role in a customer (Admin unless told), as an admin would through
 * POST /api/v1/userroles: tests of other services issue staff tokens for users they invent.
 */
export async function grantRole(app: INestApplication, userId: number, customerId: number, roleId: number = SEEDED_ROLE_IDS.ADMIN, locationId: number | null = null): Promise<void> {
  const repo = app.get(DataSource).getRepository(UserRoleEntity);
  const existing = await repo.findOne({ where: { user_id: userId, customer_id: customerId, role_id: roleId } });
  if (!existing) {
    await repo.insert({ user_id: userId, customer_id: customerId, role_id: roleId, location_id: locationId });
  }
}

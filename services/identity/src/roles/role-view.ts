import { isPermission, type Permission, type RoleDto, type UserRoleDto } from '@attest/contracts';
import type { RoleEntity, UserRoleEntity } from '@attest/platform';

export function roleView(role: RoleEntity, permissions: string[]): RoleDto {
  return {
    role_id: role.role_id,
    customer_id: role.customer_id,
    name: role.name,
    description: role.description,
    system: !!role.system,
    permissions: permissions.filter((p): p is Permission => isPermission(p)).sort(),
  };
}

export function userRoleView(row: UserRoleEntity, roleName: string): UserRoleDto {
  return { id: row.id, user_id: row.user_id, role_id: row.role_id, role_name: roleName, location_id: row.location_id };
}

import { Inject, Injectable } from '@nestjs/common';
import type { Permission, RoleBody, RoleDto } from '@attest/contracts';
import {
  AuditService,
  conflict,
  notFound,
  permissionDenied,
  RoleEntity,
  RolePermissionEntity,
  type AuthContext,
} from '@attest/platform';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { roleView } from './role-view';

/**
 * Roles of the active customer: the shared system roles (read-only) and the customer's own. A caller
 * can only put into a role permissions they hold themselves, so managing roles never escalates.
 */
@Injectable()
export class RolesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext): Promise<RoleDto[]> {
    const roles = await this.ds.getRepository(RoleEntity).find({
      where: [{ customer_id: IsNull() }, { customer_id: auth.customerId }],
      order: { role_id: 'ASC' },
    });
    const perms = await this.permissionsOf(this.ds.manager, roles.map((r) => r.role_id));
    return roles.map((r) => roleView(r, perms.get(r.role_id) ?? []));
  }

  async get(auth: AuthContext, roleId: number): Promise<RoleDto> {
    const role = await this.visibleRole(this.ds.manager, auth, roleId);
    return roleView(role, (await this.permissionsOf(this.ds.manager, [roleId])).get(roleId) ?? []);
  }

  /** A visible role or 404 (another customer's role does not exist for this caller). */
  async visibleRole(m: EntityManager, auth: AuthContext, roleId: number): Promise<RoleEntity> {
    const role = await m.getRepository(RoleEntity).findOne({ where: [{ role_id: roleId, customer_id: IsNull() }, { role_id: roleId, customer_id: auth.customerId }] });
    if (!role) {
      throw notFound();
    }
    return role;
  }

  async create(auth: AuthContext, body: Partial<RoleBody> & { name: string }, copyFrom?: number): Promise<RoleDto> {
    return this.ds.transaction(async (m) => {
      const source = copyFrom !== undefined ? await this.visibleRole(m, auth, copyFrom) : null;
      const permissions = body.permissions ?? (source ? ((await this.permissionsOf(m, [source.role_id])).get(source.role_id) ?? []) : []);
      this.requireHeld(auth, permissions as Permission[]);
      const now = new Date();
      const role = await m.save(
        m.create(RoleEntity, { customer_id: auth.customerId, name: body.name, description: body.description ?? source?.description ?? null, system: 0, created_at: now, updated_at: now }),
      );
      await this.writePermissions(m, role.role_id, permissions);
      await this.audit.record(auth, { entity: 'role', entityId: role.role_id, action: 'create', changes: { name: { from: null, to: role.name }, permissions: { from: null, to: [...permissions].sort() }, ...(source ? { copied_from: { from: null, to: source.role_id } } : {}) } }, m);
      return roleView(role, permissions);
    });
  }

  async update(auth: AuthContext, roleId: number, body: RoleBody): Promise<RoleDto> {
    return this.ds.transaction(async (m) => {
      const role = await this.visibleRole(m, auth, roleId);
      if (role.system) {
        throw conflict('system_role_read_only');
      }
      const before = (await this.permissionsOf(m, [roleId])).get(roleId) ?? [];
      // Only what changes needs to be held: an admin without pii.ssn.reveal may still rename the role.
      const added = body.permissions.filter((p) => !before.includes(p));
      const removed = before.filter((p) => !body.permissions.includes(p as Permission)) as Permission[];
      this.requireHeld(auth, [...added, ...removed]);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (role.name !== body.name) {
        changes.name = { from: role.name, to: body.name };
      }
      if ((role.description ?? null) !== (body.description ?? null)) {
        changes.description = { from: role.description, to: body.description ?? null };
      }
      if (added.length || removed.length) {
        changes.permissions = { from: [...before].sort(), to: [...body.permissions].sort() };
      }
      await m.update(RoleEntity, { role_id: roleId }, { name: body.name, description: body.description ?? null, updated_at: new Date() });
      await m.delete(RolePermissionEntity, { role_id: roleId });
      await this.writePermissions(m, roleId, body.permissions);
      if (Object.keys(changes).length) {
        await this.audit.record(auth, { entity: 'role', entityId: roleId, action: 'update', changes }, m);
      }
      return roleView({ ...role, name: body.name, description: body.description ?? null }, body.permissions);
    });
  }

  requireHeld(auth: AuthContext, permissions: readonly Permission[]): void {
    if (permissions.some((p) => !auth.permissions?.has(p))) {
      throw permissionDenied();
    }
  }

  async permissionsOf(m: EntityManager, roleIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (!roleIds.length) {
      return out;
    }
    const rows = await m.getRepository(RolePermissionEntity).find({ where: { role_id: In(roleIds) } });
    for (const r of rows) {
      out.set(r.role_id, [...(out.get(r.role_id) ?? []), r.permission]);
    }
    return out;
  }

  private async writePermissions(m: EntityManager, roleId: number, permissions: readonly string[]): Promise<void> {
    const unique = [...new Set(permissions)];
    if (unique.length) {
      await m.insert(RolePermissionEntity, unique.map((permission) => ({ role_id: roleId, permission })));
    }
  }
}

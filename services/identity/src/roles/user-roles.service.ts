import { Inject, Injectable } from '@nestjs/common';
import type { UserRoleBody, UserRoleDto } from '@attest/contracts';
import { AuditService, badRequest, locationScope, notFound, permissionDenied, RoleEntity, UserRoleEntity, type AuthContext } from '@attest/platform';
import { DataSource, EntityManager, In } from 'typeorm';
import { LocationEntity } from '../customers/entities/location.entity';
import { UserCustomerEntity } from '../users/entities/user-customer.entity';
import { userRoleView } from './role-view';
import { RolesService } from './roles.service';

/**
 * Who holds which role in the active customer, optionally limited to a location. A caller grants
 * only roles whose permissions they hold, and a location-limited caller only within their locations.
 */
@Injectable()
export class UserRolesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly roles: RolesService,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext, userId?: number): Promise<UserRoleDto[]> {
    if (userId !== undefined) {
      await this.requireMember(this.ds.manager, auth, userId);
    }
    const rows = await this.ds.getRepository(UserRoleEntity).find({
      where: { customer_id: auth.customerId, ...(userId !== undefined ? { user_id: userId } : {}) },
      order: { id: 'ASC' },
    });
    return this.views(this.ds.manager, rows);
  }

  /** The user's role with the most permissions (ties: the lower role id), or null without roles. */
  async best(auth: AuthContext, userId: number): Promise<UserRoleDto | null> {
    const rows = await this.list(auth, userId);
    if (!rows.length) {
      return null;
    }
    const perms = await this.roles.permissionsOf(this.ds.manager, rows.map((r) => r.role_id));
    const size = (r: UserRoleDto) => perms.get(r.role_id)?.length ?? 0;
    return [...rows].sort((a, b) => size(b) - size(a) || a.role_id - b.role_id)[0];
  }

  async add(auth: AuthContext, body: UserRoleBody, m?: EntityManager): Promise<UserRoleDto> {
    const run = async (tx: EntityManager) => {
      await this.requireMember(tx, auth, body.user_id);
      await this.checkGrant(tx, auth, body.role_id, body.location_id ?? null);
      const existing = await tx.getRepository(UserRoleEntity).findOne({ where: { user_id: body.user_id, customer_id: auth.customerId, role_id: body.role_id, location_id: body.location_id ?? (null as never) } });
      if (existing) {
        return (await this.views(tx, [existing]))[0];
      }
      const row = await tx.save(tx.create(UserRoleEntity, { user_id: body.user_id, customer_id: auth.customerId, role_id: body.role_id, location_id: body.location_id ?? null }));
      await this.audit.record(auth, { entity: 'user_role', entityId: row.id, action: 'create', changes: { user_id: { from: null, to: row.user_id }, role_id: { from: null, to: row.role_id }, location_id: { from: null, to: row.location_id } } }, tx);
      return (await this.views(tx, [row]))[0];
    };
    return m ? run(m) : this.ds.transaction(run);
  }

  async update(auth: AuthContext, id: number, body: UserRoleBody): Promise<UserRoleDto> {
    return this.ds.transaction(async (m) => {
      const row = await this.own(m, auth, id);
      await this.checkGrant(m, auth, row.role_id, row.location_id);
      if (body.user_id !== row.user_id) {
        throw badRequest('invalid_entry', { fields: { user_id: 'invalid_entry' } });
      }
      await this.checkGrant(m, auth, body.role_id, body.location_id ?? null);
      await m.update(UserRoleEntity, { id }, { role_id: body.role_id, location_id: body.location_id ?? null });
      await this.audit.record(auth, { entity: 'user_role', entityId: id, action: 'update', changes: { role_id: { from: row.role_id, to: body.role_id }, location_id: { from: row.location_id, to: body.location_id ?? null } } }, m);
      return (await this.views(m, [{ ...row, role_id: body.role_id, location_id: body.location_id ?? null }]))[0];
    });
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const row = await this.own(m, auth, id);
      await this.checkGrant(m, auth, row.role_id, row.location_id);
      await m.delete(UserRoleEntity, { id });
      await this.audit.record(auth, { entity: 'user_role', entityId: id, action: 'delete', changes: { user_id: { from: row.user_id, to: null }, role_id: { from: row.role_id, to: null }, location_id: { from: row.location_id, to: null } } }, m);
    });
  }

  private async own(m: EntityManager, auth: AuthContext, id: number): Promise<UserRoleEntity> {
    const row = await m.getRepository(UserRoleEntity).findOne({ where: { id, customer_id: auth.customerId } });
    if (!row) {
      throw notFound();
    }
    return row;
  }

  async requireMember(m: EntityManager, auth: AuthContext, userId: number): Promise<void> {
    const member = await m.getRepository(UserCustomerEntity).findOne({ where: { user_id: userId, customer_id: auth.customerId } });
    if (!member) {
      throw notFound();
    }
  }

  private async checkGrant(m: EntityManager, auth: AuthContext, roleId: number, locationId: number | null): Promise<void> {
    await this.roles.visibleRole(m, auth, roleId);
    if (locationId !== null) {
      const location = await m.getRepository(LocationEntity).findOne({ where: { location_id: locationId, customer_id: auth.customerId } });
      if (!location) {
        throw badRequest('invalid_entry', { fields: { location_id: 'invalid_entry' } });
      }
    }
    const scope = locationScope(auth);
    if (scope !== null && (locationId === null || !scope.includes(locationId))) {
      throw permissionDenied();
    }
    const perms = (await this.roles.permissionsOf(m, [roleId])).get(roleId) ?? [];
    this.roles.requireHeld(auth, perms as never);
  }

  private async views(m: EntityManager, rows: UserRoleEntity[]): Promise<UserRoleDto[]> {
    const roles = rows.length ? await m.getRepository(RoleEntity).find({ where: { role_id: In([...new Set(rows.map((r) => r.role_id))]) } }) : [];
    const names = new Map(roles.map((r) => [r.role_id, r.name]));
    return rows.map((r) => userRoleView(r, names.get(r.role_id) ?? ''));
  }
}

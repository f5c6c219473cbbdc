import { Inject, Injectable } from '@nestjs/common';
import type { CstUserDto, StaffAccessDto, UpdateUserBody } from '@attest/contracts';
import { AuditService, badRequest, notFound, TokenService, type AuthContext } from '@attest/platform';
import { DataSource, EntityManager, In } from 'typeorm';
import { CustomerEntity } from '../customers/entities/customer.entity';
import { LocationEntity } from '../customers/entities/location.entity';
import { UserRolesService } from '../roles/user-roles.service';
import { StaffMfaService } from '../staff-mfa/staff-mfa.service';
import { CstUserEntity } from './entities/cst-user.entity';
import { UserCustomerEntity } from './entities/user-customer.entity';
import { AUDITED_USER_FIELDS, userView } from './user-view';

/** Admin reads and edits of the active customer's staff users (members through user_customers). */
@Injectable()
export class UsersAdminService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly userRoles: UserRolesService,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly mfa: StaffMfaService,
  ) {}

  async list(auth: AuthContext, invitations: boolean): Promise<CstUserDto[]> {
    const qb = this.ds
      .getRepository(CstUserEntity)
      .createQueryBuilder('u')
      .innerJoin(UserCustomerEntity, 'uc', 'uc.user_id = u.user_id AND uc.customer_id = :customerId', { customerId: auth.customerId })
      .orderBy('u.last_name', 'ASC')
      .addOrderBy('u.first_name', 'ASC');
    if (!invitations) {
      qb.where('u.invitation_pending = 0');
    }
    const users = await qb.getMany();
    const roles = await this.userRoles.list(auth);
    const mfa = await this.mfa.enabledAmong(users.map((u) => u.user_id));
    return users.map((u) => userView(u, roles.filter((r) => r.user_id === u.user_id), mfa.has(u.user_id)));
  }

  async get(auth: AuthContext, userId: number): Promise<CstUserDto> {
    const user = await this.member(this.ds.manager, auth, userId);
    return userView(user, await this.userRoles.list(auth, userId), await this.mfa.isEnabled(userId));
  }

  /** A member of the active customer, or 404 (another customer's user does not exist for this caller). */
  async member(m: EntityManager, auth: AuthContext, userId: number): Promise<CstUserEntity> {
    const user = await m
      .getRepository(CstUserEntity)
      .createQueryBuilder('u')
      .innerJoin(UserCustomerEntity, 'uc', 'uc.user_id = u.user_id AND uc.customer_id = :customerId', { customerId: auth.customerId })
      .where('u.user_id = :userId', { userId })
      .getOne();
    if (!user) {
      throw notFound();
    }
    return user;
  }

  async update(auth: AuthContext, userId: number, body: UpdateUserBody): Promise<CstUserDto> {
    await this.ds.transaction(async (m) => {
      const user = await this.member(m, auth, userId);
      if (body.active === false && userId === auth.userId) {
        throw badRequest('cannot_deactivate_self', { fields: { active: 'cannot_deactivate_self' } });
      }
      if (body.location_id !== undefined && body.location_id !== null) {
        await this.requireLocation(m, auth, body.location_id);
      }
      const patch: Partial<CstUserEntity> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of AUDITED_USER_FIELDS) {
        const value = field === 'active' ? (body.active === undefined ? undefined : body.active ? 1 : 0) : (body as Record<string, unknown>)[field];
        if (value !== undefined && value !== user[field]) {
          (patch as Record<string, unknown>)[field] = value;
          changes[field] = { from: user[field], to: value };
        }
      }
      if (!Object.keys(patch).length) {
        return;
      }
      await m.update(CstUserEntity, { user_id: userId }, patch);
      await this.audit.record(auth, { entity: 'cst_user', entityId: userId, action: patch.active === 0 ? 'deactivate' : 'update', changes }, m);
    });
    if (body.active === false) {
      await this.tokens.revokeAllFor('user', auth.customerId, userId);
    }
    return this.get(auth, userId);
  }

  /** DELETE deactivates: the account and its audit history stay, every session ends. */
  async deactivate(auth: AuthContext, userId: number): Promise<void> {
    await this.update(auth, userId, { active: false });
    const ids = await this.ds.getRepository(UserCustomerEntity).find({ where: { user_id: userId } });
    for (const m of ids) {
      await this.tokens.revokeAllFor('user', m.customer_id, userId);
    }
  }

  async requireLocation(m: EntityManager, auth: AuthContext, locationId: number): Promise<void> {
    if (!(await m.getRepository(LocationEntity).findOne({ where: { location_id: locationId, customer_id: auth.customerId } }))) {
      throw badRequest('invalid_entry', { fields: { location_id: 'invalid_entry' } });
    }
  }

  async me(auth: AuthContext): Promise<StaffAccessDto> {
    const user = await this.ds.getRepository(CstUserEntity).findOneByOrFail({ user_id: auth.userId ?? 0 });
    return {
      user_id: user.user_id,
      customer_id: auth.customerId,
      full_name: `${user.first_name} ${user.last_name}`.trim(),
      email: user.email,
      permissions: [...(auth.permissions ?? [])].sort(),
      location_ids: auth.locationIds ?? null,
      mfa_enabled: await this.mfa.isEnabled(user.user_id),
    };
  }

  /** The customers the caller may switch to (X-Request-Customer-Id). */
  async availableCustomers(auth: AuthContext): Promise<{ customer_id: number; customer_code: string; name: string }[]> {
    const rows = await this.ds
      .getRepository(CustomerEntity)
      .createQueryBuilder('c')
      .innerJoin(UserCustomerEntity, 'uc', 'uc.customer_id = c.id AND uc.user_id = :userId', { userId: auth.userId })
      .where('c.active = 1')
      .orderBy('c.name', 'ASC')
      .getMany();
    return rows.map((c) => ({ customer_id: c.id, customer_code: c.customer_code, name: c.name }));
  }

  /**
   * Users from other customers who may work for this one: customerName is their home customer's
   * name from the company list, 'Unknown' when it cannot be found.
   */
  async external(auth: AuthContext): Promise<(CstUserDto & { customerName: string })[]> {
    const users = await this.ds
      .getRepository(CstUserEntity)
      .createQueryBuilder('u')
      .innerJoin(UserCustomerEntity, 'uc', 'uc.user_id = u.user_id AND uc.customer_id = :customerId', { customerId: auth.customerId })
      .where('u.customer_id <> :customerId', { customerId: auth.customerId })
      .getMany();
    const homes = users.length ? await this.ds.getRepository(CustomerEntity).find({ where: { id: In([...new Set(users.map((u) => u.customer_id))]) } }) : [];
    const names = new Map(homes.map((c) => [c.id, c.name]));
    const roles = await this.userRoles.list(auth);
    return users.map((u) => ({ ...userView(u, roles.filter((r) => r.user_id === u.user_id)), customerName: names.get(u.customer_id) || 'Unknown' }));
  }

  async countryCode(auth: AuthContext): Promise<{ country_code: string }> {
    const user = await this.ds.getRepository(CstUserEntity).findOneBy({ user_id: auth.userId ?? 0 });
    return { country_code: user?.country_code ?? 'US' };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PERMISSIONS, type UserExternalIdBody } from '@attest/contracts';
import { AuditService, conflict, notFound, requirePermission, type AuthContext } from '@attest/platform';
import { DataSource } from 'typeorm';
import { UserExternalIdEntity } from './entities/user-external-id.entity';
import { UserSettingEntity } from './entities/user-setting.entity';
import { UsersAdminService } from './users-admin.service';

/** Per-user settings (the user's own, or any member's for account readers/managers) and external ids. */
@Injectable()
export class UserExtrasService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly admin: UsersAdminService,
    private readonly audit: AuditService,
  ) {}

  async settings(auth: AuthContext, userId: number): Promise<{ settings: Record<string, string> }> {
    if (userId !== auth.userId) {
      requirePermission(auth, PERMISSIONS.ACCOUNT_READ);
    }
    await this.admin.member(this.ds.manager, auth, userId);
    const rows = await this.ds.getRepository(UserSettingEntity).find({ where: { user_id: userId }, order: { name: 'ASC' } });
    return { settings: Object.fromEntries(rows.map((r) => [r.name, r.value])) };
  }

  /** Replaces the user's settings with the map sent. */
  async saveSettings(auth: AuthContext, userId: number, settings: Record<string, string>): Promise<{ settings: Record<string, string> }> {
    if (userId !== auth.userId) {
      requirePermission(auth, PERMISSIONS.ACCOUNT_MANAGE);
    }
    await this.admin.member(this.ds.manager, auth, userId);
    await this.ds.transaction(async (m) => {
      await m.delete(UserSettingEntity, { user_id: userId });
      const entries = Object.entries(settings);
      if (entries.length) {
        await m.insert(UserSettingEntity, entries.map(([name, value]) => ({ user_id: userId, name, value })));
      }
    });
    return this.settings(auth, userId);
  }

  async externalIds(auth: AuthContext, userId: number): Promise<{ id: number; system: string; external_id: string }[]> {
    await this.admin.member(this.ds.manager, auth, userId);
    const rows = await this.ds.getRepository(UserExternalIdEntity).find({ where: { user_id: userId, customer_id: auth.customerId }, order: { id: 'ASC' } });
    return rows.map((r) => ({ id: r.id, system: r.system, external_id: r.external_id }));
  }

  async addExternalId(auth: AuthContext, userId: number, body: UserExternalIdBody): Promise<{ id: number; system: string; external_id: string }> {
    await this.admin.member(this.ds.manager, auth, userId);
    const taken = await this.ds.getRepository(UserExternalIdEntity).findOne({ where: { customer_id: auth.customerId, system: body.system, external_id: body.external_id } });
    if (taken) {
      throw conflict('duplicate_external_id', { fields: { external_id: 'duplicate_external_id' } });
    }
    const row = await this.ds.getRepository(UserExternalIdEntity).save({ user_id: userId, customer_id: auth.customerId, system: body.system, external_id: body.external_id });
    await this.audit.record(auth, { entity: 'cst_user', entityId: userId, action: 'add_external_id', changes: { [body.system]: { from: null, to: body.external_id } } });
    return { id: row.id, system: row.system, external_id: row.external_id };
  }

  /** {externalId} is the row id from the list. */
  async removeExternalId(auth: AuthContext, userId: number, id: number): Promise<void> {
    await this.admin.member(this.ds.manager, auth, userId);
    const row = await this.ds.getRepository(UserExternalIdEntity).findOne({ where: { id, user_id: userId, customer_id: auth.customerId } });
    if (!row) {
      throw notFound();
    }
    await this.ds.getRepository(UserExternalIdEntity).delete({ id });
    await this.audit.record(auth, { entity: 'cst_user', entityId: userId, action: 'delete_external_id', changes: { [row.system]: { from: row.external_id, to: null } } });
  }
}

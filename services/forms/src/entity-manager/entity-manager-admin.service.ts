import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, badRequest, conflict, parseJson, requireCustomer, TenantRepository, type AuthContext } from '@attest/platform';
import { EntityCustomFieldEntity } from '../entity-custom-fields/entity-custom-field.entity';
import { changedKeys, versionsOf, writeVersion } from './config-versions';
import type { EntityManagerConfigRecord, EntityManagerConfigSummary } from './dto/entity-manager-config-admin.types';
import type { CreateEntityManagerConfigInput, UpdateEntityManagerConfigInput } from './dto/save-entity-manager-config.dto';
import { EntityManagerConfigVersionEntity, type EntityManagerConfigVersionAction } from './entity-manager-config-version.entity';
import { EntityManagerConfigEntity } from './entity-manager-config.entity';
import { asConfig, configErrors, rebuildFromOld } from './entity-manager-config.rules';

const parsed = (json: string): Record<string, unknown> | null => {
  const v = parseJson<unknown>(json, null);
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
};

/** 400 naming each key that would leave the applicant's entity manager in its backend-error state. */
export function refuseUnusable(config: unknown): void {
  const errors = configErrors(config);
  const keys = Object.keys(errors);
  if (keys.length) {
    throw badRequest('invalid_entry', { fields: errors, key: keys[0] });
  }
}

/**
 * The configuration editor (staff-side §2, §3, §7 "Entity manager configuration"): read by id, create,
 * update, revert to the previous saved version, set from old configs. Every save is validated, versioned
 * and audited; a refusal writes nothing.
 */
@Injectable()
export class EntityManagerAdminService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext, customerId: number): Promise<EntityManagerConfigSummary[]> {
    requireCustomer(auth, customerId);
    const rows = await new TenantRepository(this.ds, EntityManagerConfigEntity).find(auth.customerId);
    const records = await Promise.all(rows.map((r) => this.record(this.ds.manager, auth, r)));
    return records
      .map(({ id, entityType, version, updated_at, usable }) => ({ id, entityType, version, updated_at, usable }))
      .sort((a, b) => a.entityType.localeCompare(b.entityType));
  }

  async get(auth: AuthContext, customerId: number, id: number): Promise<EntityManagerConfigRecord> {
    requireCustomer(auth, customerId);
    const row = await new TenantRepository(this.ds, EntityManagerConfigEntity).findOneOr404(auth.customerId, { id });
    return this.record(this.ds.manager, auth, row);
  }

  /** 409 duplicate_entry when the customer already has a configuration of that entity type. */
  async create(auth: AuthContext, customerId: number, body: CreateEntityManagerConfigInput): Promise<EntityManagerConfigRecord> {
    requireCustomer(auth, customerId);
    refuseUnusable(body.config);
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, EntityManagerConfigEntity);
      if (await repo.findOne(auth.customerId, { entity_type: body.entityType })) {
        throw conflict('duplicate_entry', { entityType: body.entityType });
      }
      const json = JSON.stringify(asConfig(body.config, body.entityType));
      const row = await repo.insert(auth.customerId, { entity_type: body.entityType, config: json, updated_at: new Date() });
      const version = await writeVersion(m, auth, row, json, 'create', false);
      await this.audit.record(auth, { entity: 'entity_manager_config', entityId: body.entityType, action: 'create', changes: { version: { from: null, to: version } } }, m);
      return this.record(m, auth, row);
    });
  }

  async update(auth: AuthContext, customerId: number, body: UpdateEntityManagerConfigInput): Promise<EntityManagerConfigRecord> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const row = await new TenantRepository(m, EntityManagerConfigEntity).findOneOr404(auth.customerId, { id: body.id });
      refuseUnusable(body.config);
      return this.replace(m, auth, row, { ...body.config, entityType: row.entity_type }, 'update');
    });
  }

  /** Back to the saved version before the current one; 409 no_previous_version when there is none. */
  async revert(auth: AuthContext, customerId: number, id: number): Promise<EntityManagerConfigRecord> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, EntityManagerConfigEntity);
      const row = await repo.findOneOr404(auth.customerId, { id });
      const versions = await versionsOf(m, auth.customerId, row.id);
      const current = versions.find((v) => v.is_current === 1);
      const previous = current ? versions.filter((v) => v.version < current.version).pop() : undefined;
      if (!current || !previous) {
        throw conflict('no_previous_version');
      }
      // The 'initial' version is whatever was stored before versions existed: it is never restored unusable.
      refuseUnusable(parsed(previous.config));
      const versionRepo = new TenantRepository(m, EntityManagerConfigVersionEntity);
      await versionRepo.update(auth.customerId, { config_id: row.id, is_current: 1 }, { is_current: 0 });
      await versionRepo.update(auth.customerId, { id: previous.id }, { is_current: 1 });
      await repo.update(auth.customerId, { id: row.id }, { config: previous.config, updated_at: new Date() });
      const keys = changedKeys(parsed(row.config), parsed(previous.config) ?? {});
      await this.audit.record(auth, { entity: 'entity_manager_config', entityId: row.entity_type, action: 'revert', changes: { version: { from: current.version, to: previous.version }, keys: { from: null, to: keys } } }, m);
      row.config = previous.config;
      return this.record(m, auth, row);
    });
  }

  /** Rebuilds the configuration from the stored one, its earlier versions and the type's custom fields (rules: rebuildFromOld). */
  async setFromOld(auth: AuthContext, customerId: number, id: number): Promise<EntityManagerConfigRecord> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const row = await new TenantRepository(m, EntityManagerConfigEntity).findOneOr404(auth.customerId, { id });
      const earlier = (await versionsOf(m, auth.customerId, row.id)).reverse().map((v) => parsed(v.config));
      const customFields = await new TenantRepository(m, EntityCustomFieldEntity).find(auth.customerId, { entity_type: row.entity_type, active: 1 });
      const rebuilt = rebuildFromOld(row.entity_type, parsed(row.config), earlier, customFields);
      refuseUnusable(rebuilt);
      return this.replace(m, auth, row, rebuilt, 'set_from_old');
    });
  }

  private async replace(m: EntityManager, auth: AuthContext, row: EntityManagerConfigEntity, config: Record<string, unknown>, action: EntityManagerConfigVersionAction): Promise<EntityManagerConfigRecord> {
    const json = JSON.stringify(config);
    const keys = changedKeys(parsed(row.config), config);
    const version = await writeVersion(m, auth, row, json, action, true);
    await new TenantRepository(m, EntityManagerConfigEntity).update(auth.customerId, { id: row.id }, { config: json, updated_at: new Date() });
    await this.audit.record(auth, { entity: 'entity_manager_config', entityId: row.entity_type, action, changes: { version: { from: version - 1, to: version }, keys: { from: null, to: keys } } }, m);
    row.config = json;
    return this.record(m, auth, row);
  }

  private async record(m: EntityManager, auth: AuthContext, row: EntityManagerConfigEntity): Promise<EntityManagerConfigRecord> {
    const versions = await versionsOf(m, auth.customerId, row.id);
    const current = versions.find((v) => v.is_current === 1) ?? null;
    const config = parsed(row.config);
    const errors = configErrors(config);
    return {
      id: row.id,
      entityType: row.entity_type,
      version: current?.version ?? null,
      canRevert: !!current && versions.some((v) => v.version < current.version),
      updated_at: new Date(row.updated_at).toISOString(),
      usable: Object.keys(errors).length === 0,
      errors,
      config: config ? { ...config, entityType: row.entity_type } : null,
    };
  }
}

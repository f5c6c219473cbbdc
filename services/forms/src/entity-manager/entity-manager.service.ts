import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManagerConfig } from '@attest/contracts';
import { parseJson, AuditService, badRequest, notFound, TenantRepository, requireCustomer, type AuthContext } from '@attest/platform';
import { EntityManagerConfigEntity } from './entity-manager-config.entity';
import { writeVersion } from './config-versions';
import { asConfig, configErrors } from './entity-manager-config.rules';

/** Entity manager configurations, one per customer and entity type. */
@Injectable()
export class EntityManagerService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(auth: AuthContext, customerId: number, entityType: string): Promise<EntityManagerConfig> {
    requireCustomer(auth, customerId);
    const row = await new TenantRepository(this.ds, EntityManagerConfigEntity).findOneOr404(auth.customerId, { entity_type: entityType });
    const config = parseJson<EntityManagerConfig | null>(row.config, null);
    if (!config) {
      throw notFound();
    }
    return { ...config, entityType };
  }

  /** Saves (creates or replaces) the configuration; 400 invalid_entry naming each missing or malformed key. */
  async put(auth: AuthContext, customerId: number, entityType: string, body: Record<string, unknown>): Promise<EntityManagerConfig> {
    requireCustomer(auth, customerId);
    const errors = configErrors(body);
    if (Object.keys(errors).length) {
      throw badRequest('invalid_entry', { fields: errors });
    }
    const config = asConfig(body, entityType);
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, EntityManagerConfigEntity);
      const existing = await repo.findOne(auth.customerId, { entity_type: entityType });
      const json = JSON.stringify(config);
      // Saved as a version too (decision 0031), so the configuration editor can revert it.
      if (existing) {
        await writeVersion(m, auth, existing, json, 'update', true);
        await repo.update(auth.customerId, { id: existing.id }, { config: json, updated_at: new Date() });
      } else {
        await writeVersion(m, auth, await repo.insert(auth.customerId, { entity_type: entityType, config: json, updated_at: new Date() }), json, 'create', false);
      }
      await this.audit.record(auth, { entity: 'entity_manager_config', entityId: entityType, action: existing ? 'update' : 'create', changes: {} }, m);
    });
    return config;
  }
}

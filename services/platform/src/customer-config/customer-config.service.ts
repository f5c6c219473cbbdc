import { Inject, Injectable } from '@nestjs/common';
import { isConfigOn } from '@attest/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth-context';
import { TenantRepository } from '../tenancy/tenant-repository';
import { CustomerConfigEntity } from './customer-config.entity';


/** Per-customer configuration keys, read by every service, written by staff. */
@Injectable()
export class CustomerConfigService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  private repo() {
    return new TenantRepository(this.ds, CustomerConfigEntity);
  }

  async all(customerId: number): Promise<Record<string, string>> {
    const rows = await this.repo().find(customerId);
    return Object.fromEntries(rows.sort((a, b) => a.name.localeCompare(b.name)).map((r) => [r.name, r.value]));
  }

  async get(customerId: number, name: string): Promise<string | null> {
    return (await this.repo().findOne(customerId, { name }))?.value ?? null;
  }

  async flag(customerId: number, name: string): Promise<boolean> {
    return isConfigOn(await this.get(customerId, name));
  }

  /** Several flags at once (one query). */
  async flags<K extends string>(customerId: number, names: readonly K[]): Promise<Record<K, boolean>> {
    const values = await this.all(customerId);
    return Object.fromEntries(names.map((n) => [n, isConfigOn(values[n])])) as Record<K, boolean>;
  }

  async set(auth: AuthContext, name: string, value: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CustomerConfigEntity);
      const existing = await repo.findOne(auth.customerId, { name });
      if (existing) {
        await repo.update(auth.customerId, { id: existing.id }, { value, updated_at: new Date() });
      } else {
        await repo.insert(auth.customerId, { name, value, updated_at: new Date() });
      }
      await this.audit.record(auth, { entity: 'customer_config', entityId: name, action: existing ? 'update' : 'create', changes: { value: { from: existing?.value ?? null, to: value } } }, m);
    });
  }

  /** Seeding and tests: set a key without an acting user. */
  async setForCustomer(customerId: number, name: string, value: string): Promise<void> {
    const repo = this.repo();
    const existing = await repo.findOne(customerId, { name });
    if (existing) {
      await repo.update(customerId, { id: existing.id }, { value, updated_at: new Date() });
    } else {
      await repo.insert(customerId, { name, value, updated_at: new Date() });
    }
  }

  /** Answers whether a row was removed. */
  async remove(auth: AuthContext, name: string): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CustomerConfigEntity);
      const existing = await repo.findOne(auth.customerId, { name });
      if (!existing) {
        return false;
      }
      await repo.delete(auth.customerId, { id: existing.id });
      await this.audit.record(auth, { entity: 'customer_config', entityId: name, action: 'delete', changes: { value: { from: existing.value, to: null } } }, m);
      return true;
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdapterPropertyDto } from '@attest/contracts';
import { AuditService, fieldCipher, fieldErrors, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { AdapterPropertyEntity } from './adapter-property.entity';
import { adapterById, DISABLE_SYNC_FROM_ATS } from './adapters';

export const SECRET_MASK = '********';
/** A property whose name says it is a secret is stored encrypted even when the form did not say so. */
const SECRET_NAME = /secret|password|token|api[-_]?key|private/i;
const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

export interface AdapterPropertyInput {
  name?: unknown;
  value?: unknown;
  secret?: unknown;
}

const toDto = (r: AdapterPropertyEntity): AdapterPropertyDto => ({
  id: r.id,
  adapterId: r.adapter_id,
  name: r.name,
  value: r.secret ? (r.value ? SECRET_MASK : null) : r.value,
  secret: r.secret === 1,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Customer adapter properties (staff-side §3, §7; decision 0050). */
@Injectable()
export class AdapterPropertiesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** For the adapters: a property's value (a secret decrypted); null when not set. */
  async value(customerId: number, adapterId: number, name: string): Promise<string | null> {
    const row = await new TenantRepository(this.ds, AdapterPropertyEntity).findOne(customerId, { adapter_id: adapterId, name });
    if (!row || row.value === null) {
      return null;
    }
    return row.secret ? fieldCipher().decrypt(row.value) : row.value;
  }

  /** DISABLE_SYNC_FROM_ATS (or another on/off property) is on. */
  async isOn(customerId: number, adapterId: number, name: string = DISABLE_SYNC_FROM_ATS): Promise<boolean> {
    return ['true', '1', 'yes', 'on'].includes((await this.value(customerId, adapterId, name))?.trim().toLowerCase() ?? '');
  }

  async list(auth: AuthContext, adapterId: number): Promise<AdapterPropertyDto[]> {
    this.adapter(adapterId);
    const rows = await new TenantRepository(this.ds, AdapterPropertyEntity).find(auth.customerId, { adapter_id: adapterId });
    return rows.sort((a, b) => a.name.localeCompare(b.name)).map(toDto);
  }

  /** Creates or changes properties by name (one, or { properties: [...] }), all or nothing. A secret sent empty or as the mask keeps its value. */
  async save(auth: AuthContext, adapterId: number, body: unknown): Promise<AdapterPropertyDto[]> {
    this.adapter(adapterId);
    const list = (body && typeof body === 'object' && Array.isArray((body as { properties?: unknown }).properties) ? (body as { properties: unknown[] }).properties : [body]) as AdapterPropertyInput[];
    if (list.length === 0 || list.length > 50) {
      throw fieldErrors({ properties: 'adapter_property_list_invalid' });
    }
    const inputs = list.map((p) => this.validate(p));
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, AdapterPropertyEntity);
      for (const p of inputs) {
        const old = await repo.findOne(auth.customerId, { adapter_id: adapterId, name: p.name });
        const secret = p.secret || old?.secret === 1;
        const keep = secret && (p.value === null || p.value === '' || p.value === SECRET_MASK);
        const stored = keep ? (old?.value ?? null) : p.value === null || p.value === '' ? null : secret ? fieldCipher().encrypt(p.value) : p.value;
        const changes = { value: { from: old ? (old.secret ? '(secret)' : old.value) : null, to: secret ? (keep ? '(secret unchanged)' : '(secret set)') : stored } };
        if (old) {
          await repo.update(auth.customerId, { id: old.id }, { value: stored, secret: secret ? 1 : 0, updated_by: auth.userId ?? null, updated_at: new Date() });
          await this.audit.record(auth, { entity: 'adapter_property', entityId: old.id, action: 'update', changes }, m);
        } else {
          const row = await repo.insert(auth.customerId, { adapter_id: adapterId, name: p.name, value: stored, secret: secret ? 1 : 0, updated_by: auth.userId ?? null, updated_at: new Date() });
          await this.audit.record(auth, { entity: 'adapter_property', entityId: row.id, action: 'create', changes }, m);
        }
      }
    });
    return this.list(auth, adapterId);
  }

  async remove(auth: AuthContext, adapterId: number, propertyId: number): Promise<void> {
    this.adapter(adapterId);
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, AdapterPropertyEntity);
      const row = await repo.findOne(auth.customerId, { id: propertyId, adapter_id: adapterId });
      if (!row) {
        throw notFound('adapter_property_not_found');
      }
      await repo.delete(auth.customerId, { id: row.id });
      await this.audit.record(auth, { entity: 'adapter_property', entityId: row.id, action: 'delete', changes: { name: { from: row.name, to: null } } }, m);
    });
  }

  private adapter(adapterId: number): void {
    if (!adapterById(adapterId)) {
      throw notFound('adapter_not_found');
    }
  }

  private validate(p: AdapterPropertyInput): { name: string; value: string | null; secret: boolean } {
    const name = typeof p?.name === 'string' ? p.name.trim() : '';
    const value = p?.value === null || p?.value === undefined ? null : typeof p.value === 'string' || typeof p.value === 'number' || typeof p.value === 'boolean' ? String(p.value) : undefined;
    if (!NAME.test(name)) {
      throw fieldErrors({ name: 'adapter_property_name_invalid' });
    }
    if (value === undefined || (value !== null && value.length > 2000)) {
      throw fieldErrors({ value: 'adapter_property_value_invalid' });
    }
    return { name, value, secret: p?.secret === true || SECRET_NAME.test(name) };
  }
}

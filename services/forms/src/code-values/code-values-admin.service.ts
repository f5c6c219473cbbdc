import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService, conflict, requireCustomer, TenantRepository, type AuthContext } from '@attest/platform';
import { ExternalCodeMapEntity } from '../code-maps/external-code-map.entity';
import { CodeValueEntity } from './code-value.entity';
import type { AddCodeValueInput, UpdateCodeValueInput } from './dto/code-value-dtos';

/** A code value as the editor reads it (inactive ones too, with the row id). */
export interface CodeValueAdminView {
  id: number;
  category: string;
  code: string;
  value: string;
  sort_order: number;
  is_default: boolean;
  active: boolean;
}

const view = (r: CodeValueEntity): CodeValueAdminView => ({
  id: r.id, category: r.category, code: r.code, value: r.value, sort_order: r.sort_order, is_default: r.is_default === 1, active: r.active === 1,
});

/** The code value editor (staff-side §2): categories, a category's values, add, update, delete; audited. */
@Injectable()
export class CodeValuesAdminService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async categories(auth: AuthContext, customerId: number): Promise<string[]> {
    requireCustomer(auth, customerId);
    const rows = (await new TenantRepository(this.ds, CodeValueEntity)
      .query(auth.customerId, 'v')
      .select('DISTINCT v.category', 'category')
      .orderBy('v.category', 'ASC')
      .getRawMany()) as { category: string }[];
    return rows.map((r) => r.category);
  }

  async list(auth: AuthContext, customerId: number, category: string): Promise<CodeValueAdminView[]> {
    requireCustomer(auth, customerId);
    const rows = await new TenantRepository(this.ds, CodeValueEntity).find(auth.customerId, { category });
    return rows.sort((a, b) => a.sort_order - b.sort_order || a.code.localeCompare(b.code)).map(view);
  }

  /** 409 duplicate_entry when the category already has the code. */
  async add(auth: AuthContext, customerId: number, body: AddCodeValueInput): Promise<CodeValueAdminView> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CodeValueEntity);
      if (await repo.findOne(auth.customerId, { category: body.category, code: body.code })) {
        throw conflict('duplicate_entry');
      }
      const row = await repo.insert(auth.customerId, {
        category: body.category, code: body.code, value: body.value, sort_order: body.sort_order ?? 0, is_default: body.is_default ? 1 : 0, active: body.active === false ? 0 : 1,
      });
      await this.audit.record(auth, { entity: 'code_value', entityId: row.id, action: 'create', changes: { entry: { from: null, to: { category: body.category, code: body.code, value: body.value } } } }, m);
      return view(row);
    });
  }

  async update(auth: AuthContext, customerId: number, id: number, body: UpdateCodeValueInput): Promise<CodeValueAdminView> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CodeValueEntity);
      const row = await repo.findOneOr404(auth.customerId, { id });
      const next: CodeValueEntity = {
        ...row,
        value: body.value ?? row.value,
        sort_order: body.sort_order ?? row.sort_order,
        is_default: body.is_default === undefined ? row.is_default : body.is_default ? 1 : 0,
        active: body.active === undefined ? row.active : body.active ? 1 : 0,
      };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const k of ['value', 'sort_order', 'is_default', 'active'] as const) {
        if (next[k] !== row[k]) {
          changes[k] = { from: row[k], to: next[k] };
        }
      }
      if (Object.keys(changes).length) {
        await repo.update(auth.customerId, { id }, { value: next.value, sort_order: next.sort_order, is_default: next.is_default, active: next.active });
        await this.audit.record(auth, { entity: 'code_value', entityId: id, action: 'update', changes }, m);
      }
      return view(next);
    });
  }

  /** Deletes the code value and the external code maps of its code. */
  async remove(auth: AuthContext, customerId: number, id: number): Promise<{ deleted: number; maps_deleted: number }> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CodeValueEntity);
      const row = await repo.findOneOr404(auth.customerId, { id });
      await repo.delete(auth.customerId, { id });
      const mapsDeleted = await new TenantRepository(m, ExternalCodeMapEntity).delete(auth.customerId, { category: row.category, code: row.code });
      await this.audit.record(auth, { entity: 'code_value', entityId: id, action: 'delete', changes: { entry: { from: { category: row.category, code: row.code, value: row.value }, to: null } } }, m);
      return { deleted: 1, maps_deleted: mapsDeleted };
    });
  }
}

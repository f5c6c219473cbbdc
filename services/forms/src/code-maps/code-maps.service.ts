import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, conflict, notFound, requireCustomer, TenantRepository, type AuthContext } from '@attest/platform';
import { CodeValueEntity } from '../code-values/code-value.entity';
import { toEntry, type CodeMapEntry, type CodeMapForEditor } from './code-map-view';
import type { CodeMapEditInput, CodeMapEntryInput } from './dto/code-map-dtos';
import { ExternalCodeMapEntity } from './external-code-map.entity';

/**
 * External code maps (staff-side §7 "Code values and code maps"). Every write is one transaction and
 * audited; a list is all or nothing (a missing old entry 404, a duplicate 409, nothing written).
 */
@Injectable()
export class CodeMapsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext, customerId: number, category: string): Promise<CodeMapEntry[]> {
    requireCustomer(auth, customerId);
    const rows = await new TenantRepository(this.ds, ExternalCodeMapEntity).find(auth.customerId, { category });
    return rows.sort((a, b) => a.code.localeCompare(b.code) || a.external_code.localeCompare(b.external_code)).map(toEntry);
  }

  /** The category's code values (by sort_order) with their external codes, then mapped codes that are no code value. */
  async forEditor(auth: AuthContext, customerId: number, category: string): Promise<CodeMapForEditor> {
    requireCustomer(auth, customerId);
    const [values, maps] = await Promise.all([
      new TenantRepository(this.ds, CodeValueEntity).find(auth.customerId, { category }),
      new TenantRepository(this.ds, ExternalCodeMapEntity).find(auth.customerId, { category }),
    ]);
    values.sort((a, b) => a.sort_order - b.sort_order || a.code.localeCompare(b.code));
    const externals = (code: string) => maps.filter((m) => m.code === code).map((m) => m.external_code).sort((a, b) => a.localeCompare(b));
    const known = new Set(values.map((v) => v.code));
    const orphans = [...new Set(maps.map((m) => m.code).filter((c) => !known.has(c)))].sort((a, b) => a.localeCompare(b));
    return {
      category,
      rows: [...values.map((v) => ({ code: v.code, value: v.value, external_codes: externals(v.code) })), ...orphans.map((code) => ({ code, value: null, external_codes: externals(code) }))],
    };
  }

  async add(auth: AuthContext, customerId: number, entries: CodeMapEntryInput[]): Promise<CodeMapEntry[]> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const out: CodeMapEntry[] = [];
      for (const e of entries) {
        out.push(await this.addOne(m, auth, checkOwner(auth, e)));
      }
      return out;
    });
  }

  async update(auth: AuthContext, customerId: number, edits: CodeMapEditInput[]): Promise<CodeMapEntry[]> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const out: CodeMapEntry[] = [];
      for (const edit of edits) {
        const old = checkOwner(auth, edit.old);
        const next = checkOwner(auth, edit.new);
        const repo = new TenantRepository(m, ExternalCodeMapEntity);
        const row = await repo.findOneOr404(auth.customerId, keyOf(old));
        if (!sameEntry(old, next)) {
          if (await repo.findOne(auth.customerId, keyOf(next))) {
            throw conflict('duplicate_entry');
          }
          await repo.update(auth.customerId, { id: row.id }, keyOf(next));
          await this.audit.record(auth, { entity: 'external_code_map', entityId: row.id, action: 'update', changes: diff(old, next) }, m);
        }
        out.push({ customer_id: auth.customerId, ...keyOf(next) });
      }
      return out;
    });
  }

  async remove(auth: AuthContext, customerId: number, entries: CodeMapEntryInput[]): Promise<{ deleted: number }> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, ExternalCodeMapEntity);
      for (const e of entries) {
        const row = await repo.findOneOr404(auth.customerId, keyOf(checkOwner(auth, e)));
        await repo.delete(auth.customerId, { id: row.id });
        await this.audit.record(auth, { entity: 'external_code_map', entityId: row.id, action: 'delete', changes: { entry: { from: keyOf(e), to: null } } }, m);
      }
      return { deleted: entries.length };
    });
  }

  private async addOne(m: EntityManager, auth: AuthContext, e: CodeMapEntryInput): Promise<CodeMapEntry> {
    const repo = new TenantRepository(m, ExternalCodeMapEntity);
    if (await repo.findOne(auth.customerId, keyOf(e))) {
      throw conflict('duplicate_entry');
    }
    const row = await repo.insert(auth.customerId, keyOf(e));
    await this.audit.record(auth, { entity: 'external_code_map', entityId: row.id, action: 'create', changes: { entry: { from: null, to: keyOf(e) } } }, m);
    return toEntry(row);
  }
}

const keyOf = (e: CodeMapEntryInput) => ({ category: e.category, code: e.code, external_code: e.external_code });
const sameEntry = (a: CodeMapEntryInput, b: CodeMapEntryInput) => a.category === b.category && a.code === b.code && a.external_code === b.external_code;

function diff(a: CodeMapEntryInput, b: CodeMapEntryInput): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of ['category', 'code', 'external_code'] as const) {
    if (a[k] !== b[k]) {
      out[k] = { from: a[k], to: b[k] };
    }
  }
  return out;
}

/** An entry naming another customer is treated like a missing one (404). */
function checkOwner(auth: AuthContext, e: CodeMapEntryInput): CodeMapEntryInput {
  if (e.customer_id !== undefined && e.customer_id !== auth.customerId) {
    throw notFound();
  }
  return e;
}

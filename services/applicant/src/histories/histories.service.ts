import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { EntityCustomFieldValue, EntityManagerConfig, EntityRecord } from '@attest/contracts';
import { AppException, AuditService, parseJson, requireCustomer, CustomerConfigService, fieldErrors, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { CodeValueEntity } from '@attest/forms';
import { EntityCustomFieldValueEntity } from '@attest/forms';
import { EntityCustomFieldsService } from '@attest/forms';
import { EntityManagerConfigEntity } from '@attest/forms';
import { resolveApplicant } from '../shared/resolve-applicant';
import { historyMaximum, historyMinimum, recordFieldErrors, withCorrectedDates, type MergedRecord } from './history-checks';
import type { HistoryKind, HistoryRow } from './history-kinds';
import { readHistoryRecords, type ColumnValue, type HistoryInput } from './history-record.rules';

type Db = DataSource | EntityManager;

interface Settings {
  config: Partial<EntityManagerConfig>;
  customFieldType: string;
}

/** A save of one record, checked and ready to write. */
interface PlannedWrite {
  input: HistoryInput;
  columns: Record<string, ColumnValue>;
}

/**
 * Work history and education records (the entity manager's 'workHistory' and 'education' functions):
 * one table per kind, custom field values in the entity custom field store. A save is all or nothing.
 */
@Injectable()
export class HistoriesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly customFields: EntityCustomFieldsService,
    private readonly audit: AuditService,
    private readonly customerConfig: CustomerConfigService,
  ) {}

  async list(auth: AuthContext, kind: HistoryKind, customerId: number, applicantId: number): Promise<EntityRecord[]> {
    requireCustomer(auth, customerId);
    await resolveApplicant(this.ds, auth, applicantId);
    return this.load(this.ds, auth, kind, applicantId, (await this.settings(this.ds, auth, kind)).customFieldType);
  }

  /** Saves the changed records (new ones get ids; active 0 or deleted true removes) and answers the active records. */
  async save(auth: AuthContext, kind: HistoryKind, customerId: number, applicantId: number, body: unknown): Promise<EntityRecord[]> {
    requireCustomer(auth, customerId);
    await resolveApplicant(this.ds, auth, applicantId);
    const { records, errors } = readHistoryRecords(body, kind);
    if (errors._) {
      throw fieldErrors(errors);
    }
    return this.ds.transaction(async (m) => {
      const settings = await this.settings(m, auth, kind);
      const repo = new TenantRepository(m, kind.target);
      const stored = await repo.find(auth.customerId, { applicant_id: applicantId, deleted: 0 });
      const byId = new Map(stored.map((r) => [r[kind.idName] as number, r]));
      // Another applicant's, another customer's or a removed record looks missing.
      if (records.some((r) => r.id !== null && !byId.has(r.id))) {
        throw notFound();
      }
      const writes = await this.plan(m, auth, kind, settings, records, byId, errors);
      await this.checkCount(auth, kind, settings, stored, writes);
      const changes = await this.write(m, auth, kind, settings, applicantId, writes);
      await this.audit.record(auth, { entity: kind.entityType, entityId: applicantId, action: 'save', changes }, m);
      return this.load(m, auth, kind, applicantId, settings.customFieldType);
    });
  }

  /**
   * Merges each record with what is stored, corrects its dates and collects every field error, after the
   * shape errors already found (400, nothing written).
   */
  private async plan(
    m: EntityManager, auth: AuthContext, kind: HistoryKind, s: Settings, records: HistoryInput[], byId: Map<number, HistoryRow>, shapeErrors: Record<string, string>,
  ): Promise<PlannedWrite[]> {
    const defs = await this.customFields.defs(m, auth, s.customFieldType);
    const storedCustom = await this.customFields.valuesOfMany(m, auth, [...byId.keys()], s.customFieldType);
    const codes = await this.codeSets(m, auth, kind);
    const errors: Record<string, string> = { ...shapeErrors };
    // A field whose value could not be read keeps that error (not also 'required').
    const add = (more: Record<string, string>) => {
      for (const [key, value] of Object.entries(more)) {
        errors[key] ??= value;
      }
    };
    const writes: PlannedWrite[] = [];
    for (const input of records) {
      if (input.remove) {
        // A record never stored and removed at once is simply not kept.
        if (input.id !== null) {
          writes.push({ input, columns: {} });
        }
        continue;
      }
      const prefix = `[${input.index}]`;
      const before = input.id !== null ? byId.get(input.id) : undefined;
      const columns: Record<string, ColumnValue> = {};
      for (const name of Object.keys(kind.columns)) {
        columns[name] = name in input.values ? input.values[name] : ((before?.[name] as ColumnValue | undefined) ?? null);
      }
      const merged: MergedRecord = { columns: withCorrectedDates(columns), custom: {} };
      for (const cf of (input.id !== null ? storedCustom.get(input.id) : undefined) ?? []) {
        merged.custom[cf.name] = cf.value;
      }
      for (const cf of input.customFields ?? []) {
        const def = defs.find((d) => d.entity_custom_field_id === cf.entity_custom_field_id);
        if (def) {
          merged.custom[def.name] = cf.value ?? null;
        }
      }
      add(recordFieldErrors(s.config, kind, merged, prefix));
      for (const [column, category] of Object.entries(kind.codeColumns ?? {})) {
        // Only a value being written is checked: a code retired later does not block edits of other fields.
        const value = merged.columns[column];
        if (column in input.values && value !== null && !codes.get(category)?.has(String(value))) {
          add({ [`${prefix}.${column}`]: 'invalid_entry' });
        }
      }
      add(await this.customFields.valueErrors(m, auth, input.customFields ?? [], `${prefix}.custom_fields`, s.customFieldType));
      writes.push({ input, columns: merged.columns });
    }
    if (Object.keys(errors).length) {
      throw fieldErrors(errors);
    }
    return writes;
  }

  /** Fewer active records than the minimum → 400 min_entities; more than the maximum → 400 max_entities. */
  private async checkCount(auth: AuthContext, kind: HistoryKind, s: Settings, stored: HistoryRow[], writes: PlannedWrite[]): Promise<void> {
    const removed = new Set(writes.filter((w) => w.input.remove).map((w) => w.input.id));
    const active = stored.filter((r) => r.active === 1 && !removed.has(r[kind.idName] as number)).length + writes.filter((w) => !w.input.remove && w.input.id === null).length;
    const max = historyMaximum(s.config);
    if (max !== null && active > max) {
      throw new AppException(400, 'max_entities', { max, active });
    }
    const required = kind.entityType === 'work_history' ? await this.customerConfig.get(auth.customerId, 'num_work_history_required') : null;
    const min = historyMinimum(kind, s.config, required);
    // With saveOnConfirm the manager saves one record at a time, so adding or editing below the minimum is
    // allowed; a removal that leaves fewer than the minimum (or a save of nothing) is still refused.
    const before = stored.filter((r) => r.active === 1).length;
    const belowAllowed = s.config.saveOnConfirm === true && writes.length > 0 && active >= before;
    if (min !== null && active < min && !belowAllowed) {
      throw new AppException(400, 'min_entities', { min, active });
    }
  }

  private async write(m: EntityManager, auth: AuthContext, kind: HistoryKind, s: Settings, applicantId: number, writes: PlannedWrite[]) {
    const repo = new TenantRepository(m, kind.target);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const now = new Date();
    for (const { input, columns } of writes) {
      if (input.remove) {
        await repo.update(auth.customerId, { [kind.idName]: input.id } as never, { active: 0, deleted: 1, updated_at: now } as never);
        changes[String(input.id)] = { from: { active: 1 }, to: { active: 0, deleted: true } };
        continue;
      }
      let id = input.id;
      if (id !== null) {
        await repo.update(auth.customerId, { [kind.idName]: id } as never, { ...columns, updated_at: now } as never);
        changes[String(id)] = { from: 'stored', to: 'updated' };
      } else {
        const row = await repo.insert(auth.customerId, { ...columns, applicant_id: applicantId, active: 1, deleted: 0, created_at: now, updated_at: now } as never);
        id = row[kind.idName] as number;
        // Values left under this id by a record of the generic store (before the customer switched stores) are not this record's.
        await new TenantRepository(m, EntityCustomFieldValueEntity).delete(auth.customerId, { entity_id: id, entity_type: s.customFieldType });
        changes[String(id)] = { from: null, to: 'created' };
      }
      if (input.customFields?.length) {
        await this.customFields.saveValues(m, auth, id, input.customFields, `[${input.index}].custom_fields`);
      }
    }
    return changes;
  }

  private async load(db: Db, auth: AuthContext, kind: HistoryKind, applicantId: number, customFieldType: string): Promise<EntityRecord[]> {
    const rows = (await new TenantRepository(db, kind.target).find(auth.customerId, { applicant_id: applicantId, deleted: 0, active: 1 })).sort(
      (a, b) => (a[kind.idName] as number) - (b[kind.idName] as number),
    );
    const custom = await this.customFields.valuesOfMany(db, auth, rows.map((r) => r[kind.idName] as number), customFieldType);
    return rows.map((r) => this.toRecord(kind, r, custom.get(r[kind.idName] as number) ?? []));
  }

  private toRecord(kind: HistoryKind, row: HistoryRow, customFields: EntityCustomFieldValue[]): EntityRecord {
    const id = row[kind.idName] as number;
    const record: EntityRecord = { [kind.idName]: id, temp_id: id, applicant_id: row.applicant_id, active: 1, custom_fields: customFields };
    for (const name of Object.keys(kind.columns)) {
      record[name] = row[name] ?? null;
    }
    return record;
  }

  /** The customer's configuration of this kind (none → no form rules) and the type its custom fields carry. */
  private async settings(db: Db, auth: AuthContext, kind: HistoryKind): Promise<Settings> {
    const row = await new TenantRepository(db, EntityManagerConfigEntity).findOne(auth.customerId, { entity_type: kind.entityType });
    const config = parseJson<Partial<EntityManagerConfig>>(row?.config, {});
    return { config, customFieldType: config.customFieldEntityType || kind.entityType };
  }

  private async codeSets(db: Db, auth: AuthContext, kind: HistoryKind): Promise<Map<string, Set<string>>> {
    const categories = [...new Set(Object.values(kind.codeColumns ?? {}))];
    const rows = categories.length ? await new TenantRepository(db, CodeValueEntity).find(auth.customerId, { category: In(categories), active: 1 }) : [];
    const out = new Map<string, Set<string>>(categories.map((c) => [c, new Set<string>()]));
    for (const r of rows) {
      out.get(r.category)?.add(r.code);
    }
    return out;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FieldMappingDto } from '@attest/contracts';
import { AuditService, badRequest, conflict, fieldErrors, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { FIELD_TYPES, MAPPING_DIRECTIONS, mappingSet, type FieldType, type MappingDirection, type MappingRule, type MappingSet } from './apply-mappings';
import { CodeMapsPort } from './code-maps-port';
import { DEFAULT_RULES, EXTERNAL_ENTITY_TYPES, EXTERNAL_FIELDS, INTERNAL_FIELDS, INTEGRATIONS_WITH_MAPPINGS, type CatalogField } from './field-catalog';
import { FieldMappingEntity } from './field-mapping.entity';

export interface FieldMappingInput {
  mappingId?: unknown;
  internalEntityType?: unknown;
  externalEntityType?: unknown;
  internalField?: unknown;
  externalField?: unknown;
  fieldType?: unknown;
  codeCategory?: unknown;
  direction?: unknown;
}

export interface FieldMappingFilter {
  internalEntityType?: unknown;
  externalEntityType?: unknown;
  search?: unknown;
}

const EXTERNAL_FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*){0,3}$/;
const CODE_CATEGORY = /^[A-Za-z0-9_.-]{1,64}$/;

const toDto = (r: FieldMappingEntity): FieldMappingDto => ({
  mappingId: r.id,
  integration: r.integration,
  internalEntityType: r.internal_entity_type,
  externalEntityType: r.external_entity_type,
  internalField: r.internal_field,
  externalField: r.external_field,
  fieldType: r.field_type,
  codeCategory: r.code_category,
  direction: r.direction,
});

const toRule = (r: FieldMappingEntity): MappingRule => ({
  internalEntityType: r.internal_entity_type,
  externalEntityType: r.external_entity_type,
  internalField: r.internal_field,
  externalField: r.external_field,
  fieldType: r.field_type,
  codeCategory: r.code_category,
  direction: r.direction,
});

const order = (a: FieldMappingDto, b: FieldMappingDto) =>
  a.internalEntityType.localeCompare(b.internalEntityType) || a.externalEntityType.localeCompare(b.externalEntityType) || a.internalField.localeCompare(b.internalField) || a.mappingId - b.mappingId;

/** The field-map API (staff-side §7) and the mapping sets the syncs apply (decision 0050). */
@Injectable()
export class FieldMappingsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(CodeMapsPort) private readonly codes: CodeMapsPort,
  ) {}

  /** For the syncs: the customer's rules for one entity pair (the defaults while none is saved) and their code maps. */
  async mappingSet(customerId: number, integration: string, internalEntityType: string, externalEntityType: string): Promise<MappingSet> {
    const rows = await new TenantRepository(this.ds, FieldMappingEntity).find(customerId, { integration, internal_entity_type: internalEntityType, external_entity_type: externalEntityType });
    const rules = rows.length
      ? rows.sort((a, b) => a.id - b.id).map(toRule)
      : (DEFAULT_RULES[integration] ?? []).filter((r) => r.internalEntityType === internalEntityType && r.externalEntityType === externalEntityType);
    return mappingSet(rules, await this.codes.lookup(customerId));
  }

  integration(raw: string): string {
    const v = raw.trim().toLowerCase();
    if (!INTEGRATIONS_WITH_MAPPINGS.includes(v)) {
      throw notFound('field_map_integration_not_found');
    }
    return v;
  }

  internalEntityTypes(): string[] {
    return Object.keys(INTERNAL_FIELDS);
  }

  externalEntityTypes(internalEntityType: unknown): string[] {
    if (internalEntityType === undefined || internalEntityType === '') {
      return [...new Set(Object.values(EXTERNAL_ENTITY_TYPES).flat())];
    }
    const list = EXTERNAL_ENTITY_TYPES[String(internalEntityType).toUpperCase()];
    if (!list) {
      throw badRequest('field_map_internal_entity_type_unknown');
    }
    return list;
  }

  internalFields(internalEntityType: unknown): CatalogField[] {
    const list = INTERNAL_FIELDS[String(internalEntityType ?? '').toUpperCase()];
    if (!list) {
      throw badRequest('field_map_internal_entity_type_unknown');
    }
    return list;
  }

  externalFields(integration: string, externalEntityType: unknown): Record<string, CatalogField[]> | CatalogField[] {
    const all = EXTERNAL_FIELDS[integration];
    if (externalEntityType === undefined || externalEntityType === '') {
      return all;
    }
    const list = all[String(externalEntityType).toUpperCase()];
    if (!list) {
      throw badRequest('field_map_external_entity_type_unknown');
    }
    return list;
  }

  fieldTypes(): FieldType[] {
    return [...FIELD_TYPES];
  }

  async filter(auth: AuthContext, integration: string, filter: FieldMappingFilter): Promise<FieldMappingDto[]> {
    const where: { integration: string; internal_entity_type?: string; external_entity_type?: string } = { integration };
    if (typeof filter?.internalEntityType === 'string' && filter.internalEntityType) {where.internal_entity_type = filter.internalEntityType.toUpperCase();}
    if (typeof filter?.externalEntityType === 'string' && filter.externalEntityType) {where.external_entity_type = filter.externalEntityType.toUpperCase();}
    const search = typeof filter?.search === 'string' ? filter.search.trim().toLowerCase() : '';
    const rows = await new TenantRepository(this.ds, FieldMappingEntity).find(auth.customerId, where);
    return rows
      .filter((r) => !search || r.internal_field.toLowerCase().includes(search) || r.external_field.toLowerCase().includes(search))
      .map(toDto)
      .sort(order);
  }

  async get(auth: AuthContext, integration: string, id: number): Promise<FieldMappingDto> {
    return toDto(await this.row(this.ds.manager, auth, integration, id));
  }

  async create(auth: AuthContext, integration: string, input: FieldMappingInput): Promise<FieldMappingDto> {
    return this.ds.transaction((m) => this.createIn(m, auth, integration, input));
  }

  async update(auth: AuthContext, integration: string, id: number, input: FieldMappingInput): Promise<FieldMappingDto> {
    return this.ds.transaction((m) => this.updateIn(m, auth, integration, id, input));
  }

  async remove(auth: AuthContext, integration: string, id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const row = await this.row(m, auth, integration, id);
      await m.delete(FieldMappingEntity, { id: row.id, customer_id: auth.customerId });
      await this.audit.record(auth, { entity: 'field_mapping', entityId: id, action: 'delete', changes: { mapping: { from: toDto(row), to: null } } }, m);
    });
  }

  /** POST …/field-mappings: several creates (no mappingId) and updates at once; all or nothing. */
  async saveMany(auth: AuthContext, integration: string, body: unknown): Promise<FieldMappingDto[]> {
    const list = Array.isArray(body) ? body : body && typeof body === 'object' && Array.isArray((body as { mappings?: unknown }).mappings) ? (body as { mappings: unknown[] }).mappings : null;
    if (!list || list.length === 0 || list.length > 200) {
      throw badRequest('field_map_list_invalid');
    }
    return this.ds.transaction(async (m) => {
      const out: FieldMappingDto[] = [];
      for (const item of list as FieldMappingInput[]) {
        const id = Number(item?.mappingId);
        out.push(Number.isInteger(id) && id > 0 ? await this.updateIn(m, auth, integration, id, item) : await this.createIn(m, auth, integration, item));
      }
      return out;
    });
  }

  /** POST …/default-fields: adds the integration's default mappings the customer does not have yet. */
  async addDefaults(auth: AuthContext, integration: string): Promise<FieldMappingDto[]> {
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, FieldMappingEntity);
      const have = await repo.find(auth.customerId, { integration });
      const key = (i: string, e: string, f: string) => `${i}|${e}|${f}`;
      const taken = new Set(have.map((r) => key(r.internal_entity_type, r.external_entity_type, r.external_field)));
      for (const r of DEFAULT_RULES[integration] ?? []) {
        if (taken.has(key(r.internalEntityType, r.externalEntityType, r.externalField))) {
          continue;
        }
        await this.createIn(m, auth, integration, { ...r });
      }
      return (await repo.find(auth.customerId, { integration })).map(toDto).sort(order);
    });
  }

  private async row(m: EntityManager, auth: AuthContext, integration: string, id: number): Promise<FieldMappingEntity> {
    const row = await new TenantRepository(m, FieldMappingEntity).findOne(auth.customerId, { id, integration });
    if (!row) {
      throw notFound('field_mapping_not_found');
    }
    return row;
  }

  private validate(integration: string, input: FieldMappingInput): Omit<FieldMappingEntity, 'id' | 'customer_id' | 'updated_at'> {
    const errors: Record<string, string> = {};
    const internalEntityType = String(input?.internalEntityType ?? '').toUpperCase();
    const externalEntityType = String(input?.externalEntityType ?? '').toUpperCase();
    const internalField = String(input?.internalField ?? '').trim();
    const externalField = String(input?.externalField ?? '').trim();
    const fieldType = String(input?.fieldType ?? 'STRING').toUpperCase() as FieldType;
    const direction = String(input?.direction ?? 'BOTH').toUpperCase() as MappingDirection;
    const codeCategory = input?.codeCategory === undefined || input?.codeCategory === null || input?.codeCategory === '' ? null : String(input.codeCategory).trim();
    if (!INTERNAL_FIELDS[internalEntityType]) {errors.internalEntityType = 'field_map_internal_entity_type_unknown';}
    else if (!INTERNAL_FIELDS[internalEntityType].some((f) => f.field === internalField)) {errors.internalField = 'field_map_internal_field_unknown';}
    if (!(EXTERNAL_ENTITY_TYPES[internalEntityType] ?? []).includes(externalEntityType)) {errors.externalEntityType = 'field_map_external_entity_type_unknown';}
    if (!EXTERNAL_FIELD.test(externalField) || externalField.length > 128) {errors.externalField = 'field_map_external_field_invalid';}
    if (!(FIELD_TYPES as readonly string[]).includes(fieldType)) {errors.fieldType = 'field_map_field_type_unknown';}
    if (!(MAPPING_DIRECTIONS as readonly string[]).includes(direction)) {errors.direction = 'field_map_direction_unknown';}
    if (fieldType === 'CODE' && (!codeCategory || !CODE_CATEGORY.test(codeCategory))) {errors.codeCategory = 'field_map_code_category_required';}
    if (fieldType !== 'CODE' && codeCategory !== null && !CODE_CATEGORY.test(codeCategory)) {errors.codeCategory = 'field_map_code_category_required';}
    if (Object.keys(errors).length) {
      throw fieldErrors(errors);
    }
    return {
      integration,
      internal_entity_type: internalEntityType,
      external_entity_type: externalEntityType,
      internal_field: internalField,
      external_field: externalField,
      field_type: fieldType,
      code_category: fieldType === 'CODE' ? codeCategory : null,
      direction,
    };
  }

  private async checkFree(m: EntityManager, auth: AuthContext, v: ReturnType<FieldMappingsService['validate']>, exceptId: number | null): Promise<void> {
    const clash = await new TenantRepository(m, FieldMappingEntity).findOne(auth.customerId, {
      integration: v.integration,
      internal_entity_type: v.internal_entity_type,
      external_entity_type: v.external_entity_type,
      external_field: v.external_field,
    });
    if (clash && clash.id !== exceptId) {
      throw conflict('field_map_external_field_taken', { mappingId: clash.id });
    }
  }

  private async createIn(m: EntityManager, auth: AuthContext, integration: string, input: FieldMappingInput): Promise<FieldMappingDto> {
    const v = this.validate(integration, input);
    await this.checkFree(m, auth, v, null);
    const row = await new TenantRepository(m, FieldMappingEntity).insert(auth.customerId, { ...v, updated_at: new Date() });
    await this.audit.record(auth, { entity: 'field_mapping', entityId: row.id, action: 'create', changes: { mapping: { from: null, to: toDto(row) } } }, m);
    return toDto(row);
  }

  private async updateIn(m: EntityManager, auth: AuthContext, integration: string, id: number, input: FieldMappingInput): Promise<FieldMappingDto> {
    const old = await this.row(m, auth, integration, id);
    const v = this.validate(integration, input);
    await this.checkFree(m, auth, v, id);
    await new TenantRepository(m, FieldMappingEntity).update(auth.customerId, { id }, { ...v, updated_at: new Date() });
    const next = await this.row(m, auth, integration, id);
    await this.audit.record(auth, { entity: 'field_mapping', entityId: id, action: 'update', changes: { mapping: { from: toDto(old), to: toDto(next) } } }, m);
    return toDto(next);
  }
}

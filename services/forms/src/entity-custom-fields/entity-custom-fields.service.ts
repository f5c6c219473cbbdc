import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { EntityCustomFieldValue } from '@attest/contracts';
import { fieldErrors, TenantRepository, requireCustomer, type AuthContext } from '@attest/platform';
import { ApplicantPort } from '../applicant-port/applicant-port';
import { findOwnedEntity } from '../shared/owned-entity';
import { customFieldValueError, toCustomFieldValue, toDefinition } from './custom-field-value.rules';
import type { CustomFieldValueInput } from './dto/save-custom-field-values.dto';
import { EntityCustomFieldValueEntity } from './entity-custom-field-value.entity';
import { EntityCustomFieldEntity } from './entity-custom-field.entity';

/** Custom field definitions per entity type and their values per entity record. Applicants see only fields visible to them. */
@Injectable()
export class EntityCustomFieldsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly applicants: ApplicantPort,
  ) {}

  async definitions(auth: AuthContext, customerId: number, entityType: string) {
    requireCustomer(auth, customerId);
    return (await this.defs(this.ds, auth, entityType)).map(toDefinition);
  }

  async values(auth: AuthContext, customerId: number, entityId: number, entityType: string): Promise<EntityCustomFieldValue[]> {
    requireCustomer(auth, customerId);
    await findOwnedEntity(this.applicants, this.ds, auth, entityId, entityType);
    return this.valuesOf(this.ds, auth, entityId, entityType);
  }

  async save(auth: AuthContext, customerId: number, entityId: number, input: CustomFieldValueInput[]): Promise<EntityCustomFieldValue[]> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const types = [...new Set(input.map((i) => i.entity_type))];
      // Each type's records may live in their own store (work history, education).
      for (const type of types.length ? types : [undefined]) {
        await findOwnedEntity(this.applicants, m, auth, entityId, type);
      }
      await this.saveValues(m, auth, entityId, input);
      return (await Promise.all(types.map((t) => this.valuesOf(m, auth, entityId, t)))).flat();
    });
  }

  /** Every definition of the type with the entity's stored value or null, by order. */
  async valuesOf(db: DataSource | EntityManager, auth: AuthContext, entityId: number, entityType: string): Promise<EntityCustomFieldValue[]> {
    return (await this.valuesOfMany(db, auth, [entityId], entityType)).get(entityId) ?? [];
  }

  /** valuesOf for several entities in two queries. */
  async valuesOfMany(db: DataSource | EntityManager, auth: AuthContext, entityIds: number[], entityType: string): Promise<Map<number, EntityCustomFieldValue[]>> {
    const defs = await this.defs(db, auth, entityType);
    const rows =
      defs.length && entityIds.length
        ? await new TenantRepository(db, EntityCustomFieldValueEntity).find(auth.customerId, {
            entity_id: In(entityIds),
            entity_custom_field_id: In(defs.map((d) => d.entity_custom_field_id)),
          })
        : [];
    const out = new Map<number, EntityCustomFieldValue[]>();
    for (const entityId of entityIds) {
      const mine = rows.filter((r) => r.entity_id === entityId);
      out.set(entityId, defs.map((d) => toCustomFieldValue(d, entityId, mine.find((r) => r.entity_custom_field_id === d.entity_custom_field_id))));
    }
    return out;
  }

  /**
   * Field errors of posted values against their definitions (`<prefix>[i].value` → key): an unknown or
   * inactive definition, one of another entity type (or not `entityType` when given), one hidden from an
   * applicant, or a value its datatype refuses.
   */
  async valueErrors(db: DataSource | EntityManager, auth: AuthContext, input: CustomFieldValueInput[], fieldPrefix = '', entityType?: string): Promise<Record<string, string>> {
    const ids = [...new Set(input.map((i) => i.entity_custom_field_id))];
    const defs = ids.length ? await new TenantRepository(db, EntityCustomFieldEntity).find(auth.customerId, { entity_custom_field_id: In(ids), active: 1 }) : [];
    const byId = new Map(defs.map((d) => [d.entity_custom_field_id, d]));
    const errors: Record<string, string> = {};
    input.forEach((item, i) => {
      const def = byId.get(item.entity_custom_field_id);
      const wrongType = !def || def.entity_type !== item.entity_type || (entityType !== undefined && def.entity_type !== entityType);
      if (wrongType || (auth.party === 'applicant' && def.visible_to_applicant !== 1)) {
        errors[`${fieldPrefix}[${i}].entity_custom_field_id`] = 'unknown_field';
        return;
      }
      const err = customFieldValueError(def, item.value ?? null);
      if (err) {
        errors[`${fieldPrefix}[${i}].value`] = err;
      }
    });
    return errors;
  }

  /** Validates every posted value against its definition (all or nothing), then upserts. Caller owns the entity check and transaction. */
  async saveValues(m: EntityManager, auth: AuthContext, entityId: number, input: CustomFieldValueInput[], fieldPrefix = ''): Promise<void> {
    const errors = await this.valueErrors(m, auth, input, fieldPrefix);
    if (Object.keys(errors).length) {
      throw fieldErrors(errors);
    }
    const ids = [...new Set(input.map((i) => i.entity_custom_field_id))];
    const repo = new TenantRepository(m, EntityCustomFieldValueEntity);
    const existing = ids.length ? await repo.find(auth.customerId, { entity_id: entityId, entity_custom_field_id: In(ids) }) : [];
    for (const item of input) {
      const row = existing.find((r) => r.entity_custom_field_id === item.entity_custom_field_id);
      const value = item.value ?? null;
      if (row) {
        await repo.update(auth.customerId, { id: row.id }, { value });
      } else {
        const saved = await repo.insert(auth.customerId, { entity_id: entityId, entity_custom_field_id: item.entity_custom_field_id, entity_type: item.entity_type, value });
        existing.push(saved);
      }
    }
  }

  /** The active definitions of a type the caller may see, by order. */
  async defs(db: DataSource | EntityManager, auth: AuthContext, entityType: string): Promise<EntityCustomFieldEntity[]> {
    const where = auth.party === 'applicant' ? { entity_type: entityType, active: 1, visible_to_applicant: 1 } : { entity_type: entityType, active: 1 };
    const rows = await new TenantRepository(db, EntityCustomFieldEntity).find(auth.customerId, where);
    return rows.sort((a, b) => a.sort_order - b.sort_order || a.entity_custom_field_id - b.entity_custom_field_id);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EntityManagerConfig, EntityRecord } from '@attest/contracts';
import { parseJson, AuditService, fieldErrors, TenantRepository, requireCustomer, type AuthContext } from '@attest/platform';
import { ApplicantPort } from '../applicant-port/applicant-port';
import { EntityCustomFieldsService } from '../entity-custom-fields/entity-custom-fields.service';
import { EntityManagerConfigEntity } from '../entity-manager/entity-manager-config.entity';
import { EntityRecordEntity } from './entity-record.entity';
import { readRecords } from './entity-record.rules';

interface TypeSettings {
  idName: string;
  customFieldType: string;
}

/** The generic entity store behind the entity manager ('entities' get/save functions). */
@Injectable()
export class EntitiesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly customFields: EntityCustomFieldsService,
    private readonly audit: AuditService,
    private readonly applicants: ApplicantPort,
  ) {}

  async list(auth: AuthContext, customerId: number, applicantId: number, entityType: string): Promise<EntityRecord[]> {
    requireCustomer(auth, customerId);
    await this.applicants.resolveApplicant(this.ds, auth, applicantId);
    return this.load(this.ds, auth, applicantId, entityType, await this.settings(this.ds, auth, entityType));
  }

  /** Saves the changed records (new ones get ids; active 0 is a soft delete) and answers the applicant's active records. */
  async save(auth: AuthContext, customerId: number, applicantId: number, entityType: string, body: unknown): Promise<EntityRecord[]> {
    requireCustomer(auth, customerId);
    await this.applicants.resolveApplicant(this.ds, auth, applicantId);
    const settings = await this.settings(this.ds, auth, entityType);
    const { records, errors } = readRecords(body, settings.idName);
    if (Object.keys(errors).length) {
      throw fieldErrors(errors);
    }
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, EntityRecordEntity);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const now = new Date();
      for (const [i, rec] of records.entries()) {
        const columns = { data: JSON.stringify(rec.data), active: rec.active, start_date: rec.start_date, end_date: rec.end_date, updated_at: now };
        let id = rec.id;
        if (id !== null) {
          // Another applicant's, another type's or another customer's record looks missing.
          const before = await repo.findOneOr404(auth.customerId, { id, applicant_id: applicantId, entity_type: entityType });
          await repo.update(auth.customerId, { id }, columns);
          changes[String(id)] = { from: { active: before.active }, to: { active: rec.active } };
        } else {
          id = (await repo.insert(auth.customerId, { ...columns, applicant_id: applicantId, entity_type: entityType, created_at: now })).id;
          changes[String(id)] = { from: null, to: { active: rec.active } };
        }
        // A deleted record's custom fields are left as they were (a required one may be empty).
        if (rec.active === 1 && rec.custom_fields?.length) {
          await this.customFields.saveValues(m, auth, id, rec.custom_fields, `[${i}].custom_fields`);
        }
      }
      await this.audit.record(auth, { entity: `entity:${entityType}`, entityId: applicantId, action: 'save', changes }, m);
      return this.load(m, auth, applicantId, entityType, settings);
    });
  }

  private async load(db: DataSource | EntityManager, auth: AuthContext, applicantId: number, entityType: string, s: TypeSettings): Promise<EntityRecord[]> {
    const rows = (await new TenantRepository(db, EntityRecordEntity).find(auth.customerId, { applicant_id: applicantId, entity_type: entityType, active: 1 })).sort(
      (a, b) => a.id - b.id,
    );
    const custom = await this.customFields.valuesOfMany(db, auth, rows.map((r) => r.id), s.customFieldType);
    return rows.map((r) => ({
      ...parseJson<Record<string, unknown>>(r.data, {}),
      [s.idName]: r.id,
      temp_id: r.id,
      applicant_id: r.applicant_id,
      active: r.active === 1 ? 1 : 0,
      start_date: r.start_date,
      end_date: r.end_date,
      custom_fields: custom.get(r.id) ?? [],
    }));
  }

  /** The configured id field name and custom field type of an entity type ('id' and the type itself without a configuration). */
  private async settings(db: DataSource | EntityManager, auth: AuthContext, entityType: string): Promise<TypeSettings> {
    const row = await new TenantRepository(db, EntityManagerConfigEntity).findOne(auth.customerId, { entity_type: entityType });
    const config = parseJson<Partial<EntityManagerConfig>>(row?.config, {});
    return { idName: config.entityIdName || 'id', customFieldType: config.customFieldEntityType || entityType };
  }
}

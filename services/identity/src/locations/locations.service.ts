import { Inject, Injectable } from '@nestjs/common';
import { newLocationSchema, type BulkLocationError, type LocationDto, type NewLocationInput, type UpdateLocationInput } from '@attest/contracts';
import { AppException, AuditService, badRequest, fieldErrors, TenantRepository, validateWithYup, type AuthContext } from '@attest/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { LocationEntity } from '../customers/entities/location.entity';
import { LanguageEntity } from '../languages/entities/language.entity';
import { LocationLanguageEntity } from './entities/location-language.entity';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** staff-side §7 "Locations": the customer's locations with address, time zone and the languages offered. */
@Injectable()
export class LocationsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(customerId: number, m: EntityManager = this.ds.manager): Promise<LocationDto[]> {
    const rows = await new TenantRepository(m, LocationEntity).query(customerId, 'l').orderBy('l.location_id').getMany();
    const links = await new TenantRepository(m, LocationLanguageEntity).find(customerId);
    return rows.map((l) => ({
      location_id: l.location_id,
      location_code: l.location_code,
      name: l.name,
      address: l.address ?? null,
      time_zone: l.time_zone ?? null,
      languages: links.filter((k) => k.location_id === l.location_id).map((k) => k.language_code).sort(),
    }));
  }

  private async one(customerId: number, id: number, m: EntityManager): Promise<LocationDto> {
    const found = (await this.list(customerId, m)).find((l) => l.location_id === id);
    if (!found) {
      throw new AppException(404, 'not_found');
    }
    return found;
  }

  /** The codes must be languages the customer offers (a location narrows the customer's list). */
  private async checkLanguages(customerId: number, codes: string[], m: EntityManager): Promise<string | null> {
    const offered = (await new TenantRepository(m, LanguageEntity).find(customerId)).map((l) => l.code);
    return codes.every((c) => offered.includes(c)) ? null : 'language_not_offered';
  }

  /** Replaces the location's list with `codes` (deduplicated); answers the change for the audit. */
  private async setLanguages(customerId: number, locationId: number, codes: string[], m: EntityManager): Promise<Changes> {
    const repo = new TenantRepository(m, LocationLanguageEntity);
    const before = (await repo.find(customerId, { location_id: locationId })).map((k) => k.language_code).sort();
    const after = [...new Set(codes)].sort();
    if (before.join() === after.join()) {
      return {};
    }
    await repo.delete(customerId, { location_id: locationId });
    for (const code of after) {
      await repo.insert(customerId, { location_id: locationId, language_code: code });
    }
    return { languages: { from: before, to: after } };
  }

  async update(auth: AuthContext, id: number, body: UpdateLocationInput): Promise<LocationDto> {
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, LocationEntity);
      const row = await repo.findOneOr404(auth.customerId, { location_id: id });
      if (body.languages && (await this.checkLanguages(auth.customerId, body.languages, m))) {
        throw fieldErrors({ languages: 'language_not_offered' });
      }
      const patch = { name: body.name, address: body.address || null, time_zone: body.time_zone || null };
      const changes: Changes = {};
      for (const key of ['name', 'address', 'time_zone'] as const) {
        if ((row[key] ?? null) !== patch[key]) {
          changes[key] = { from: row[key] ?? null, to: patch[key] };
        }
      }
      await repo.update(auth.customerId, { location_id: id }, patch);
      Object.assign(changes, body.languages ? await this.setLanguages(auth.customerId, id, body.languages, m) : {});
      if (Object.keys(changes).length) {
        await this.audit.record(auth, { entity: 'location', entityId: id, action: 'update', changes }, m);
      }
      return this.one(auth.customerId, id, m);
    });
  }

  /** Adds (add = true) or removes one language of the customer to/from the location's list. */
  async toggleLanguage(auth: AuthContext, id: number, code: string, add: boolean): Promise<LocationDto> {
    return this.ds.transaction(async (m) => {
      const current = await this.one(auth.customerId, id, m);
      if (add && (await this.checkLanguages(auth.customerId, [code], m))) {
        throw fieldErrors({ language: 'language_not_offered' });
      }
      const next = add ? [...current.languages, code] : current.languages.filter((c) => c !== code);
      const changes = await this.setLanguages(auth.customerId, id, next, m);
      if (Object.keys(changes).length) {
        await this.audit.record(auth, { entity: 'location', entityId: id, action: 'update', changes }, m);
      }
      return this.one(auth.customerId, id, m);
    });
  }

  /** All or nothing: every row is checked first (each with its own errors), then all are created in one transaction. */
  async bulkAdd(auth: AuthContext, raw: unknown[]): Promise<LocationDto[]> {
    return this.ds.transaction(async (m) => {
      const existing = new Set((await new TenantRepository(m, LocationEntity).find(auth.customerId)).map((l) => l.location_code));
      const seen = new Set<string>();
      const rows: NewLocationInput[] = [];
      const errors: BulkLocationError[] = [];
      for (const [index, item] of raw.entries()) {
        const code = typeof (item as { location_code?: unknown })?.location_code === 'string' ? String((item as { location_code: string }).location_code).trim().toLowerCase() : '';
        const { row, fields } = await this.checkRow(auth.customerId, item, m);
        if (code && (existing.has(code) || seen.has(code))) {
          fields.location_code = 'location_code_taken';
        }
        seen.add(code);
        if (row && !Object.keys(fields).length) {
          rows.push(row);
        } else {
          errors.push({ index, location_code: code, fields });
        }
      }
      if (errors.length) {
        throw badRequest('bulk_rows_invalid', { rows: errors });
      }
      const created: number[] = [];
      for (const row of rows) {
        const saved = await new TenantRepository(m, LocationEntity).insert(auth.customerId, {
          location_code: row.location_code,
          name: row.name,
          address: row.address || null,
          time_zone: row.time_zone || null,
        });
        await this.setLanguages(auth.customerId, saved.location_id, row.languages ?? [], m);
        await this.audit.record(auth, { entity: 'location', entityId: saved.location_id, action: 'create', changes: { location_code: { from: null, to: row.location_code } } }, m);
        created.push(saved.location_id);
      }
      return (await this.list(auth.customerId, m)).filter((l) => created.includes(l.location_id));
    });
  }

  /** One bulk row, validated, or its field errors. */
  private async checkRow(customerId: number, item: unknown, m: EntityManager): Promise<{ row: NewLocationInput | null; fields: Record<string, string> }> {
    try {
      const row = await validateWithYup(newLocationSchema, item);
      const bad = row.languages ? await this.checkLanguages(customerId, row.languages, m) : null;
      return { row, fields: bad ? { languages: bad } : {} };
    } catch (err) {
      if (err instanceof AppException && err.getStatus() === 400) {
        return { row: null, fields: { ...((err.details?.fields as Record<string, string>) ?? { row: err.messageKey }) } };
      }
      throw err;
    }
  }
}

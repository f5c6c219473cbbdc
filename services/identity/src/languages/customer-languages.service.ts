import { Inject, Injectable } from '@nestjs/common';
import { PRODUCT_LANGUAGES, type CustomerLanguageDto } from '@attest/contracts';
import { AuditService, conflict, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { DataSource } from 'typeorm';
import { LocationEntity } from '../customers/entities/location.entity';
import { LocationLanguageEntity } from '../locations/entities/location-language.entity';
import { LanguageEntity } from './entities/language.entity';

/** The customer's languages as staff manage them (staff-side §7 "Languages"). */
@Injectable()
export class CustomerLanguagesService {
  private readonly languages: TenantRepository<LanguageEntity>;
  private readonly locationLanguages: TenantRepository<LocationLanguageEntity>;
  private readonly locations: TenantRepository<LocationEntity>;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {
    this.languages = new TenantRepository(ds, LanguageEntity);
    this.locationLanguages = new TenantRepository(ds, LocationLanguageEntity);
    this.locations = new TenantRepository(ds, LocationEntity);
  }

  async list(customerId: number): Promise<CustomerLanguageDto[]> {
    const rows = await this.languages.query(customerId, 'l').orderBy('l.is_default', 'DESC').addOrderBy('l.language_id').getMany();
    const links = await this.locationLanguages.find(customerId);
    const codes = new Map((await this.locations.find(customerId)).map((l) => [l.location_id, l.location_code]));
    return rows.map((l) => ({
      language_id: l.language_id,
      code: l.code,
      name: l.name,
      is_default: !!l.is_default,
      location_codes: links.filter((k) => k.language_code === l.code).map((k) => codes.get(k.location_id) ?? String(k.location_id)),
    }));
  }

  async get(customerId: number, id: number): Promise<CustomerLanguageDto> {
    const found = (await this.list(customerId)).find((l) => l.language_id === id);
    if (!found) {
      throw notFound();
    }
    return found;
  }

  /** Adds a product language; the first one a customer gets is its default. */
  async add(auth: AuthContext, code: string): Promise<CustomerLanguageDto> {
    const product = PRODUCT_LANGUAGES.find((l) => l.code === code);
    if (!product) {
      throw notFound();
    }
    const created = await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, LanguageEntity);
      if (await repo.findOne(auth.customerId, { code })) {
        throw conflict('language_already_added', { fields: { language: 'language_already_added' } });
      }
      const isDefault = (await repo.count(auth.customerId)) === 0 ? 1 : 0;
      const row = await repo.insert(auth.customerId, { code, name: product.name, is_default: isDefault });
      await this.audit.record(auth, { entity: 'language', entityId: row.language_id, action: 'create', changes: { code: { from: null, to: code } } }, m);
      return row;
    });
    return this.get(auth.customerId, created.language_id);
  }

  /** Refused (409) for the default language and for one a location still lists. */
  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, LanguageEntity);
      const row = await repo.findOneOr404(auth.customerId, { language_id: id });
      if (row.is_default) {
        throw conflict('default_language_not_removable');
      }
      const used = await new TenantRepository(m, LocationLanguageEntity).count(auth.customerId, { language_code: row.code });
      if (used) {
        throw conflict('language_used_by_location', { locations: used });
      }
      await repo.delete(auth.customerId, { language_id: id });
      await this.audit.record(auth, { entity: 'language', entityId: id, action: 'delete', changes: { code: { from: row.code, to: null } } }, m);
    });
  }
}

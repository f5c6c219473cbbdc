import { Inject, Injectable } from '@nestjs/common';
import { badRequest, TenantRepository } from '@attest/platform';
import { DataSource } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import { DEFAULT_LANGUAGES, LANGUAGE_CODE_PATTERN, type LanguageDto } from './dto/language.dto';
import type { SeedLanguageInput } from './dto/seed-languages.dto';
import { LocationLanguageEntity } from '../locations/entities/location-language.entity';
import { tableFingerprint } from '../translations/table-fingerprint';
import { TranslationOverridesService } from '../translations/translation-overrides.service';
import { LanguageEntity } from './entities/language.entity';
import { TranslationEntity } from './entities/translation.entity';
import { overlaidRevision } from './translations-revision';

/** A customer's languages and translation overrides, read by guest pages before login. */
@Injectable()
export class LanguagesService {
  private readonly languages: TenantRepository<LanguageEntity>;
  private readonly translations: TenantRepository<TranslationEntity>;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly customers: CustomersService,
    private readonly overrides: TranslationOverridesService,
  ) {
    this.languages = new TenantRepository(ds, LanguageEntity);
    this.translations = new TenantRepository(ds, TranslationEntity);
  }

  /**
   * The languages an applicant may choose at a location: the location's list when it has one, else all the
   * customer's (an unknown location code also gets the customer's: guest pages use 'hq' before choosing).
   */
  async list(customerCode: string, locationCode: string): Promise<LanguageDto[]> {
    const customer = await this.customers.requireByCode(customerCode);
    const rows = await this.languages.query(customer.id, 'l').orderBy('l.is_default', 'DESC').addOrderBy('l.language_id').getMany();
    if (!rows.length) {
      return DEFAULT_LANGUAGES.map((l) => ({ ...l }));
    }
    const location = await this.customers.findLocation(customer.id, locationCode);
    const listed = location
      ? (await this.ds.getRepository(LocationLanguageEntity).findBy({ customer_id: customer.id, location_id: location.location_id })).map((r) => r.language_code)
      : [];
    const offered = listed.length ? rows.filter((l) => listed.includes(l.code)) : rows;
    return (offered.length ? offered : rows).map((l) => ({ language_id: l.language_id, code: l.code, name: l.name, is_default: !!l.is_default }));
  }

  /** The language codes a customer offers (English when none is configured). */
  async codesOf(customerId: number): Promise<string[]> {
    const rows = await this.languages.find(customerId);
    return rows.length ? rows.map((l) => l.code) : DEFAULT_LANGUAGES.map((l) => l.code);
  }

  async translationMap(customerCode: string, lang: unknown): Promise<Record<string, string>> {
    const language = lang === undefined || lang === '' ? 'en' : lang;
    if (typeof language !== 'string' || !LANGUAGE_CODE_PATTERN.test(language)) {
      throw badRequest('invalid_entry', { fields: { lang: 'invalid_entry' } });
    }
    const customer = await this.customers.requireByCode(customerCode);
    const rows = await this.translations.find(customer.id, { language_code: language });
    const map: Record<string, string> = {};
    for (const row of rows) {
      map[row.tkey] = row.value;
    }
    // The customer's overrides win over the product's texts.
    return { ...map, ...(await this.overrides.map(customer.id, language)) };
  }

  /** key → the product's text for this customer in one language (no overrides). */
  async productTexts(customerId: number, language: string): Promise<Record<string, string>> {
    const rows = await this.translations.find(customerId, { language_code: language });
    return Object.fromEntries(rows.map((r) => [r.tkey, r.value]));
  }

  async revision(customerCode: string): Promise<{ revision: string }> {
    const customer = await this.customers.requireByCode(customerCode);
    return { revision: await this.revisionOf(customer.id) };
  }

  async revisionOf(customerId: number): Promise<string> {
    return overlaidRevision(await tableFingerprint(this.translations, customerId), await this.overrides.fingerprint(customerId));
  }

  /** Adds or renames a customer's languages (seed and admin use). */
  async seedLanguages(customerId: number, languages: SeedLanguageInput[]): Promise<void> {
    if (!languages.length) {
      return;
    }
    await this.ds.getRepository(LanguageEntity).upsert(
      languages.map((l) => ({ customer_id: customerId, code: l.code, name: l.name, is_default: l.is_default ? 1 : 0 })),
      ['customer_id', 'code'],
    );
  }

  /** Inserts or replaces translation texts for one language in one multi-row statement. */
  async upsertTranslations(customerId: number, languageCode: string, entries: Record<string, string>): Promise<void> {
    const now = new Date();
    const rows = Object.entries(entries).map(([tkey, value]) => ({ customer_id: customerId, language_code: languageCode, tkey, value, updated_at: now }));
    if (!rows.length) {
      return;
    }
    await this.ds.getRepository(TranslationEntity).upsert(rows, ['customer_id', 'language_code', 'tkey']);
  }
}

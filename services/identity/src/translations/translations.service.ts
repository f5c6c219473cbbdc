import { Inject, Injectable } from '@nestjs/common';
import { translationOverrideListSchema, translationOverrideSchema, type TranslationOverrideInput, type TranslationsSavedDto } from '@attest/contracts';
import { AuditService, badRequest, TenantRepository, validateWithYup, type AuthContext } from '@attest/platform';
import { DataSource } from 'typeorm';
import { LanguageEntity } from '../languages/entities/language.entity';
import { LanguagesService } from '../languages/languages.service';
import { TranslationOverridesService } from './translation-overrides.service';

const MAX_ROWS = 500;

/** POST /api/v1/translations: stores the customer's overrides and answers the new translationsRevision. */
@Injectable()
export class TranslationsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly overrides: TranslationOverridesService,
    private readonly languages: LanguagesService,
    private readonly audit: AuditService,
  ) {}

  private async parse(body: unknown): Promise<TranslationOverrideInput[]> {
    const list = Array.isArray(body) ? body : [body];
    if (!list.length || list.length > MAX_ROWS) {
      throw badRequest('invalid_entry', { fields: { body: list.length ? 'es_max' : 'required_field' } });
    }
    return Array.isArray(body)
      ? validateWithYup(translationOverrideListSchema, body)
      : [await validateWithYup(translationOverrideSchema, body)];
  }

  async save(auth: AuthContext, body: unknown): Promise<TranslationsSavedDto> {
    const changes = await this.parse(body);
    const offered = new Set((await new TenantRepository(this.ds, LanguageEntity).find(auth.customerId)).map((l) => l.code));
    const foreign = changes.findIndex((c) => !offered.has(c.language) && c.language !== 'en');
    if (foreign >= 0) {
      throw badRequest('validation_failed', { fields: { [Array.isArray(body) ? `[${foreign}].language` : 'language']: 'language_not_offered' } });
    }
    await this.ds.transaction(async (m) => {
      const audit = await this.overrides.apply(auth.customerId, changes.map((c) => ({ language: c.language, key: c.key, value: c.value ?? null })), m);
      if (Object.keys(audit).length) {
        await this.audit.record(auth, { entity: 'translation', entityId: changes.length === 1 ? `${changes[0].language}:${changes[0].key}` : 'bulk', action: 'update', changes: audit }, m);
      }
    });
    return { saved: changes.length, revision: await this.languages.revisionOf(auth.customerId) };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { TenantRepository } from '@attest/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { TranslationsFingerprint } from '../languages/translations-revision';
import { TranslationOverrideEntity } from './entities/translation-override.entity';
import { tableFingerprint } from './table-fingerprint';

export interface OverrideChange {
  language: string;
  key: string;
  value: string | null;
}

/** A customer's own texts on top of the product's (decision 0033). */
@Injectable()
export class TranslationOverridesService {
  private readonly overrides: TenantRepository<TranslationOverrideEntity>;

  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    this.overrides = new TenantRepository(ds, TranslationOverrideEntity);
  }

  fingerprint(customerId: number): Promise<TranslationsFingerprint> {
    return tableFingerprint(this.overrides, customerId);
  }

  /** key → override text of one language. */
  async map(customerId: number, language: string): Promise<Record<string, string>> {
    const rows = await this.overrides.find(customerId, { language_code: language });
    return Object.fromEntries(rows.map((r) => [r.tkey, r.value]));
  }

  /**
   * Applies the changes (null removes); each stored value is a new row, so the revision changes even for two
   * edits within one second. Answers the previous values (for the audit).
   */
  async apply(customerId: number, changes: OverrideChange[], m: EntityManager): Promise<Record<string, { from: unknown; to: unknown }>> {
    const audit: Record<string, { from: unknown; to: unknown }> = {};
    const now = new Date();
    for (const c of changes) {
      const where = { customer_id: customerId, language_code: c.language, tkey: c.key };
      const previous = await m.findOneBy(TranslationOverrideEntity, where);
      if ((previous?.value ?? null) === c.value) {
        continue;
      }
      if (previous) {
        await m.delete(TranslationOverrideEntity, { id: previous.id });
      }
      if (c.value !== null) {
        await m.insert(TranslationOverrideEntity, { ...where, value: c.value, updated_at: now });
      }
      audit[`${c.language}:${c.key}`] = { from: previous?.value ?? null, to: c.value };
    }
    return audit;
  }
}

import { Injectable } from '@nestjs/common';
import type { TranslationCatalogPage, TranslationCatalogRow } from '@attest/contracts';
import { LanguagesService } from '../languages/languages.service';
import { PRODUCT_KEYS } from './catalog/product-keys.generated';
import { TranslationOverridesService } from './translation-overrides.service';

export interface CatalogQuery {
  language: string;
  search: string;
  missing: boolean;
  page: number;
  pageSize: number;
}

/**
 * The translation editor's list: every key the web code uses (with its English default, read from the code
 * at test time) plus every key the product's texts or the customer's overrides have, side by side.
 */
@Injectable()
export class TranslationCatalogService {
  constructor(
    private readonly languages: LanguagesService,
    private readonly overrides: TranslationOverridesService,
  ) {}

  async page(customerId: number, q: CatalogQuery): Promise<TranslationCatalogPage> {
    const [english, product, override] = await Promise.all([
      this.languages.productTexts(customerId, 'en'),
      this.languages.productTexts(customerId, q.language),
      this.overrides.map(customerId, q.language),
    ]);
    const keys = [...new Set([...Object.keys(PRODUCT_KEYS), ...Object.keys(product), ...Object.keys(override)])].sort();
    const needle = q.search.trim().toLowerCase();
    const rows: TranslationCatalogRow[] = keys
      .map((key) => ({
        key,
        // The customer's seeded English wins over the code's default: it is what their pages show.
        english: english[key] ?? PRODUCT_KEYS[key] ?? null,
        product: (q.language === 'en' ? (english[key] ?? PRODUCT_KEYS[key]) : product[key]) ?? null,
        override: override[key] ?? null,
      }))
      .filter((r) => !q.missing || (r.product === null && r.override === null))
      .filter((r) => !needle || [r.key, r.english, r.product, r.override].some((v) => v?.toLowerCase().includes(needle)));
    const start = (q.page - 1) * q.pageSize;
    return { language: q.language, total: rows.length, page: q.page, page_size: q.pageSize, rows: rows.slice(start, start + q.pageSize) };
  }
}

import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, PRODUCT_LANGUAGE_CODES, type TranslationCatalogPage, type TranslationsSavedDto } from '@attest/contracts';
import { CurrentAuth, fieldErrors, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { TranslationCatalogService } from './translation-catalog.service';
import { TranslationsService } from './translations.service';

const PAGE_SIZES = [10, 25, 50, 100];

function catalogQuery(raw: Record<string, unknown>) {
  const language = raw.language ?? 'es';
  const page = Number(raw.page ?? 1);
  const pageSize = Number(raw.pageSize ?? 25);
  const fields: Record<string, string> = {};
  if (typeof language !== 'string' || !PRODUCT_LANGUAGE_CODES.includes(language)) {
    fields.language = 'invalid_entry';
  }
  if (!Number.isInteger(page) || page < 1) {
    fields.page = 'invalid_entry';
  }
  if (!PAGE_SIZES.includes(pageSize)) {
    fields.pageSize = 'invalid_entry';
  }
  if (raw.search !== undefined && typeof raw.search !== 'string') {
    fields.search = 'invalid_entry';
  }
  if (Object.keys(fields).length) {
    throw fieldErrors(fields);
  }
  return { language: language as string, page, pageSize, search: (raw.search as string | undefined) ?? '', missing: raw.missing === 'true' || raw.missing === '1' };
}

/** staff-side §7 "Translations": the customer's overrides and the editor's key catalogue (decision 0033). */
@ApiTags('translations')
@Controller('api/v1/translations')
export class TranslationsController {
  constructor(
    private readonly translations: TranslationsService,
    private readonly catalog: TranslationCatalogService,
  ) {}

  /** `{language, key, value}` or a list of them; `value: null` removes the override. */
  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post()
  @HttpCode(200)
  save(@CurrentAuth() auth: AuthContext, @Body() body: unknown): Promise<TranslationsSavedDto> {
    return this.translations.save(auth, body);
  }

  /** ?language=es&search=&missing=true&page=1&pageSize=25 */
  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('catalog')
  list(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, unknown>): Promise<TranslationCatalogPage> {
    return this.catalog.page(auth.customerId, catalogQuery(query));
  }
}

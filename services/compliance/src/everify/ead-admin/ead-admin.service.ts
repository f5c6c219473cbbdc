import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EAD_EXTENSION_CATEGORIES, eadCategoryCode } from '@attest/contracts';
import { AuditService, conflict, type AuthContext } from '@attest/platform';
import type { EadCategoryBody } from './dto/ead-category.dto';
import { customerEadCategories, isDefaultCategory, overrideRepo } from './ead-categories';

export interface EadCategoryView {
  category: string;
  /** One of the product's defaults (contracts' 14). */
  default: boolean;
  /** The translation key of its description (the defaults have one); null for a category the customer added. */
  label_key: string | null;
}

export interface EadCategoriesAnswer {
  items: EadCategoryView[];
  /** Defaults the customer took off the list. */
  removed_defaults: string[];
}

/**
 * GET/POST/DELETE /api/v1/admin/ead: the customer's automatically extended EAD categories (staff-side §9: the
 * 14 by default; a customer adds or removes categories as USCIS updates them). Each change is an audit_log row.
 */
@Injectable()
export class EadAdminService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext): Promise<EadCategoriesAnswer> {
    const listed = await customerEadCategories(this.ds, auth.customerId);
    return {
      items: listed.map((category) => ({ category, default: isDefaultCategory(category), label_key: isDefaultCategory(category) ? `i9_ead_category_${category.toLowerCase()}` : null })),
      removed_defaults: EAD_EXTENSION_CATEGORIES.filter((c) => !listed.includes(c)),
    };
  }

  /** Puts a category on the list (409 ead_category_exists when it is on it). */
  async add(auth: AuthContext, body: EadCategoryBody): Promise<EadCategoriesAnswer> {
    const code = eadCategoryCode(body.category) as string;
    await this.ds.transaction(async (m) => {
      if ((await customerEadCategories(m, auth.customerId)).includes(code)) {
        throw conflict('ead_category_exists');
      }
      const repo = overrideRepo(m);
      // A default back on the list is the default again; another category is the customer's addition.
      if (isDefaultCategory(code)) {
        await repo.delete(auth.customerId, { category: code });
      } else {
        await repo.delete(auth.customerId, { category: code });
        await repo.insert(auth.customerId, { category: code, listed: 1, changed_by: auth.userId ?? 0, changed_at: new Date() });
      }
      await this.audit.record(auth, { entity: 'ead_extension_categories', entityId: code, action: 'create', changes: { listed: { from: false, to: true } } }, m);
    });
    return this.list(auth);
  }

  /** Takes a category off the list (409 ead_category_not_listed when it is not on it). */
  async remove(auth: AuthContext, body: EadCategoryBody): Promise<EadCategoriesAnswer> {
    const code = eadCategoryCode(body.category) as string;
    await this.ds.transaction(async (m) => {
      if (!(await customerEadCategories(m, auth.customerId)).includes(code)) {
        throw conflict('ead_category_not_listed');
      }
      const repo = overrideRepo(m);
      await repo.delete(auth.customerId, { category: code });
      if (isDefaultCategory(code)) {
        await repo.insert(auth.customerId, { category: code, listed: 0, changed_by: auth.userId ?? 0, changed_at: new Date() });
      }
      await this.audit.record(auth, { entity: 'ead_extension_categories', entityId: code, action: 'delete', changes: { listed: { from: true, to: false } } }, m);
    });
    return this.list(auth);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { JobCategory } from '@attest/contracts';
import { TenantRepository, requireCustomer, type AuthContext } from '@attest/platform';
import { JobCategoryOptionEntity } from './job-category-option.entity';
import { JobCategoryEntity } from './job-category.entity';

const bySortThenName = <T extends { sort_order: number; name: string }>(a: T, b: T) => a.sort_order - b.sort_order || a.name.localeCompare(b.name);

/** The customer's active job categories with their skills and specialties. */
@Injectable()
export class JobCategoriesService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async list(auth: AuthContext, customerId: number): Promise<JobCategory[]> {
    requireCustomer(auth, customerId);
    const categories = (await new TenantRepository(this.ds, JobCategoryEntity).find(auth.customerId, { active: 1 })).sort(bySortThenName);
    const options = categories.length
      ? (await new TenantRepository(this.ds, JobCategoryOptionEntity).find(auth.customerId, { category_id: In(categories.map((c) => c.category_id)) })).sort(bySortThenName)
      : [];
    const pick = (categoryId: number, kind: JobCategoryOptionEntity['kind']) =>
      options.filter((o) => o.category_id === categoryId && o.kind === kind).map((o) => ({ code: o.code, name: o.name }));
    return categories.map((c) => ({ category_id: c.category_id, name: c.name, skills: pick(c.category_id, 'skill'), specialties: pick(c.category_id, 'specialty') }));
  }
}

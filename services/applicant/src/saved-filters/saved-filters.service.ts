import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SaveApplicantFilterInput, SavedApplicantFilter } from '@attest/contracts';
import { conflict, TenantRepository, type AuthContext } from '@attest/platform';
import { SavedFilterEntity } from './entities/saved-filter.entity';

const LIST = 'applicants';
/** Enough for any real use; a bound so one user cannot grow the table without end. */
export const MAX_SAVED_FILTERS = 50;

function view(row: SavedFilterEntity): SavedApplicantFilter {
  return { id: row.id, name: row.name, filter: JSON.parse(row.filter) as SavedApplicantFilter['filter'], updated_at: row.updated_at.toISOString() };
}

/** The caller's own saved filters of the applicant list: another user's (or customer's) filter is not found. */
@Injectable()
export class SavedFiltersService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private repo() {
    return new TenantRepository(this.ds, SavedFilterEntity);
  }

  private own(auth: AuthContext) {
    return { user_id: auth.userId ?? 0, list: LIST };
  }

  async list(auth: AuthContext): Promise<SavedApplicantFilter[]> {
    const rows = await this.repo().query(auth.customerId, 'f').andWhere('f.user_id = :userId AND f.list = :list', { userId: auth.userId ?? 0, list: LIST }).orderBy('f.name', 'ASC').getMany();
    return rows.map(view);
  }

  /** Saving under a name the user already has replaces that filter (Save = save as). */
  async save(auth: AuthContext, input: SaveApplicantFilterInput): Promise<SavedApplicantFilter> {
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, SavedFilterEntity);
      const now = new Date();
      const filter = JSON.stringify(input.filter);
      const existing = await repo.findOne(auth.customerId, { ...this.own(auth), name: input.name });
      if (existing) {
        await repo.update(auth.customerId, { id: existing.id }, { filter, updated_at: now });
        return view({ ...existing, filter, updated_at: now });
      }
      if ((await repo.count(auth.customerId, this.own(auth))) >= MAX_SAVED_FILTERS) {
        throw conflict('saved_filters_limit', { max: MAX_SAVED_FILTERS });
      }
      return view(await repo.insert(auth.customerId, { ...this.own(auth), name: input.name, filter, created_at: now, updated_at: now }));
    });
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.repo().findOneOr404(auth.customerId, { ...this.own(auth), id });
    await this.repo().delete(auth.customerId, { ...this.own(auth), id });
  }
}

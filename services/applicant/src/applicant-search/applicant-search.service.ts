import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { deriveApplicantFields } from '../applicant-record/applicant-view';
import { ApplicantEntity } from '../applicant-record/entities';
import { applyApplicantFilter, scopedFilter, type ApplicantFilter } from './applicant-filter';

const LIST_COLUMNS = [
  'applicant_id', 'first_name', 'last_name', 'email', 'mobile_phone', 'home_phone', 'address1', 'address2',
  'city', 'state', 'zip', 'location_id', 'date_registered', 'application_status', 'current_application_status', 'active', 'verified',
] as const;

export type ApplicantListItem = Pick<ApplicantEntity, (typeof LIST_COLUMNS)[number]> & ReturnType<typeof deriveApplicantFields>;

/** Staff search over the caller's customer's applicants. */
@Injectable()
export class ApplicantSearchService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private base(auth: AuthContext, filter: ApplicantFilter) {
    const qb = new TenantRepository(this.ds, ApplicantEntity).query(auth.customerId, 'a');
    return applyApplicantFilter(qb, scopedFilter(auth, filter));
  }

  async search(auth: AuthContext, term: string | undefined, take: number): Promise<ApplicantListItem[]> {
    const rows = await this.base(auth, { term })
      .select(LIST_COLUMNS.map((c) => `a.${c}`))
      .orderBy('a.last_name', 'ASC')
      .addOrderBy('a.applicant_id', 'ASC')
      .take(take)
      .getMany();
    return rows.map(toListItem);
  }

  async query(auth: AuthContext, filter: ApplicantFilter, skip: number, take: number): Promise<{ items: ApplicantListItem[]; total: number }> {
    const [rows, total] = await this.base(auth, filter)
      .select(LIST_COLUMNS.map((c) => `a.${c}`))
      .orderBy('a.last_name', 'ASC')
      .addOrderBy('a.applicant_id', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { items: rows.map(toListItem), total };
  }
}

function toListItem(a: ApplicantEntity): ApplicantListItem {
  const item = {} as Record<string, unknown>;
  for (const c of LIST_COLUMNS) {
    item[c] = a[c];
  }
  return { ...(item as Pick<ApplicantEntity, (typeof LIST_COLUMNS)[number]>), ...deriveApplicantFields(a) };
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import type { PlacementListItem, PlacementQuery, PlacementSortField } from '@attest/contracts';
import { locationScope, TenantRepository, type AuthContext } from '@attest/platform';
import { PlacementEntity } from './entities/placement.entity';

const SORT_SQL: Record<PlacementSortField, string> = {
  start_date: 'p.start_date',
  end_date: 'p.end_date',
  title: 'p.title',
  company: 'p.company',
  status: 'p.status',
  applicant: 'a.last_name',
};

const like = (word: string) => `%${word.toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;

interface RawPlacement extends Omit<PlacementListItem, 'applicant_name' | 'visible_to_applicant'> {
  first_name: string | null;
  last_name: string | null;
  visible_to_applicant: number | string;
}

/** POST /api/v1/placements/query: the customer's placements of applicants the caller may see (their locations). */
@Injectable()
export class PlacementsQueryService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async query(auth: AuthContext, q: PlacementQuery): Promise<{ items: PlacementListItem[]; total: number }> {
    const filtered = () => {
      const qb = new TenantRepository(this.ds, PlacementEntity)
        .query(auth.customerId, 'p')
        .innerJoin(ApplicantEntity, 'a', 'a.applicant_id = p.applicant_id AND a.customer_id = p.customer_id');
      const scope = locationScope(auth);
      if (scope !== null) {
        qb.andWhere(scope.length ? 'a.location_id IN (:...scope)' : '1 = 0', { scope });
      }
      (q.term ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 4).forEach((word, i) => {
        const cols = ['p.title', 'p.company', 'a.first_name', 'a.last_name'].map((c) => `LOWER(${c}) LIKE :t${i} ESCAPE '!'`).join(' OR ');
        qb.andWhere(`(${cols})`, { [`t${i}`]: like(word) });
      });
      if (q.statuses?.length) {
        qb.andWhere('p.status IN (:...statuses)', { statuses: q.statuses });
      }
      if (q.locations?.length) {
        qb.andWhere('p.location_id IN (:...locations)', { locations: q.locations });
      }
      if (q.applicant_id) {
        qb.andWhere('p.applicant_id = :applicantId', { applicantId: q.applicant_id });
      }
      if (q.start_from) {
        qb.andWhere('p.start_date >= :startFrom', { startFrom: q.start_from });
      }
      if (q.start_to) {
        qb.andWhere('p.start_date <= :startTo', { startTo: q.start_to });
      }
      if (q.visible_to_applicant !== undefined) {
        qb.andWhere('p.visible_to_applicant = :visible', { visible: q.visible_to_applicant ? 1 : 0 });
      }
      return qb;
    };
    const dir = q.direction === 'asc' ? 'ASC' : 'DESC';
    const [rows, total] = await Promise.all([
      filtered()
        .select([
          'p.placement_id AS placement_id', 'p.applicant_id AS applicant_id', 'p.location_id AS location_id', 'p.external_id AS external_id',
          'p.title AS title', 'p.company AS company', 'p.company_address AS company_address', 'p.status AS status', 'p.start_date AS start_date',
          'p.end_date AS end_date', 'p.pay_rate AS pay_rate', 'p.visible_to_applicant AS visible_to_applicant', 'a.first_name AS first_name', 'a.last_name AS last_name',
        ])
        .orderBy(SORT_SQL[q.sort ?? 'start_date'], dir)
        .addOrderBy('p.placement_id', dir)
        .offset(q.skip)
        .limit(q.take)
        .getRawMany<RawPlacement>(),
      filtered().getCount(),
    ]);
    return {
      items: rows.map(({ first_name, last_name, ...r }) => ({
        ...r,
        placement_id: Number(r.placement_id),
        applicant_id: Number(r.applicant_id),
        location_id: r.location_id === null ? null : Number(r.location_id),
        pay_rate: r.pay_rate === null ? null : Number(r.pay_rate),
        visible_to_applicant: Number(r.visible_to_applicant) === 1,
        applicant_name: [first_name, last_name].filter(Boolean).join(' '),
      })),
      total,
    };
  }
}

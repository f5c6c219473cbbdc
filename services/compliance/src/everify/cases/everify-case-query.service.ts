import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { EVERIFY_CASE_STATUS as S, EVERIFY_CASE_STATUSES, type EverifyCaseStatus } from '@attest/contracts';
import type { AuthContext } from '@attest/platform';
import { todayYmd } from '../../shared/i9-rules';
import { caseRepo } from './case-store';
import type { CaseQuery } from './dto/case-query.dto';
import { EverifyAccess, type EverifyFlags } from './everify-access';
import { caseView, type EverifyCaseView } from './everify-case-view';
import type { EverifyCaseEntity } from './entities';

export type CaseCounts = Record<EverifyCaseStatus | 'total' | 'open' | 'awaiting_service', number>;

const DEFAULT_TAKE = 25;

/** The cases list and its counts by status (staff-side §7), limited to the caller's view of the customer's cases. */
@Injectable()
export class EverifyCaseQueryService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
  ) {}

  private base(auth: AuthContext, flags: EverifyFlags, q: CaseQuery): SelectQueryBuilder<EverifyCaseEntity> {
    const qb = caseRepo(this.ds).query(auth.customerId, 'c').innerJoin(ApplicantEntity, 'a', 'a.applicant_id = c.applicant_id AND a.customer_id = c.customer_id');
    const scope = this.access.scope(auth, flags);
    if (scope !== null) {
      qb.andWhere(scope.length ? 'c.location_id IN (:...scopeLocations)' : '1 = 0', { scopeLocations: scope });
    }
    if (q.status) {
      qb.andWhere('c.status = :status', { status: q.status });
    }
    if (q.awaiting_service !== undefined) {
      qb.andWhere('c.awaiting_service = :awaiting', { awaiting: q.awaiting_service ? 1 : 0 });
    }
    if (q.open !== undefined) {
      qb.andWhere(q.open ? 'c.status <> :closed' : 'c.status = :closed', { closed: S.CLOSED });
    }
    if (q.applicant_id) {
      qb.andWhere('c.applicant_id = :applicantId', { applicantId: q.applicant_id });
    }
    if (q.location_id) {
      qb.andWhere('c.location_id = :locationId', { locationId: q.location_id });
    }
    const term = q.search?.trim();
    if (term) {
      // Names or the case number; LIKE wildcards typed by the user are matched literally ('!' escapes alike on MySQL and SQLite).
      const like = `%${term.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
      qb.andWhere("(LOWER(a.first_name) LIKE :like ESCAPE '!' OR LOWER(a.last_name) LIKE :like ESCAPE '!' OR LOWER(c.case_number) LIKE :like ESCAPE '!')", { like });
    }
    return qb;
  }

  async query(auth: AuthContext, q: CaseQuery): Promise<{ items: EverifyCaseView[]; total: number }> {
    const flags = await this.access.requireEnabled(auth);
    const total = await this.base(auth, flags, q).getCount();
    const rows = await this.base(auth, flags, q)
      .addSelect(['a.first_name', 'a.last_name'])
      .orderBy('c.id', 'DESC')
      .offset(q.skip ?? 0)
      .limit(q.take ?? DEFAULT_TAKE)
      .getRawAndEntities();
    const names = new Map(rows.raw.map((raw: Record<string, unknown>) => [Number(raw.c_id), { first: raw.a_first_name as string | null, last: raw.a_last_name as string | null }]));
    const today = todayYmd();
    return { items: rows.entities.map((c) => caseView(c, today, names.get(c.id))), total };
  }

  /** One query: a SUM per status over the same filtered cases (the query's own status is ignored). */
  async counts(auth: AuthContext, q: CaseQuery): Promise<CaseCounts> {
    const flags = await this.access.requireEnabled(auth);
    const qb = this.base(auth, flags, { ...q, status: undefined }).select('COUNT(*)', 'total');
    EVERIFY_CASE_STATUSES.forEach((status, i) => qb.addSelect(`SUM(CASE WHEN c.status = :s${i} THEN 1 ELSE 0 END)`, status).setParameter(`s${i}`, status));
    qb.addSelect('SUM(CASE WHEN c.awaiting_service = 1 THEN 1 ELSE 0 END)', 'awaiting_service');
    qb.addSelect(`SUM(CASE WHEN c.status <> :closedStatus THEN 1 ELSE 0 END)`, 'open').setParameter('closedStatus', S.CLOSED);
    const raw = (await qb.getRawOne<Record<string, unknown>>()) ?? {};
    return Object.fromEntries(['total', 'open', 'awaiting_service', ...EVERIFY_CASE_STATUSES].map((k) => [k, Number(raw[k] ?? 0)])) as CaseCounts;
  }
}

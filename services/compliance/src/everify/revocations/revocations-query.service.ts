import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { locationScope, TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordEntity } from '../../records/entities';
import { EverifyAccess } from '../cases/everify-access';
import { REVOCATION_MATCH_KINDS, type RevocationFilter, type RevocationQuery } from './dto/revocation-query.dto';
import { revocationRows } from './revocation-filter';
import { candidateIds, LISTED_COLUMNS, revocationView, type ListedRevocation, type RevocationEmployeeView, type RevocationView } from './revocation-view';

export type RevocationCounts = Record<(typeof REVOCATION_MATCH_KINDS)[number] | 'total' | 'acknowledged' | 'unacknowledged', number>;

const DEFAULT_TAKE = 25;

/** POST /api/v1/everify/revocations/query and /counts, in the caller's view of the customer's rows (newest first). */
@Injectable()
export class RevocationsQueryService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
  ) {}

  async scopeOf(auth: AuthContext): Promise<number[] | null> {
    return this.access.scope(auth, await this.access.requireEnabled(auth));
  }

  async query(auth: AuthContext, q: RevocationQuery): Promise<{ items: RevocationView[]; total: number }> {
    const scope = await this.scopeOf(auth);
    const total = await revocationRows(this.ds, auth.customerId, scope, q).getCount();
    const rows = (await revocationRows(this.ds, auth.customerId, scope, q)
      .select(LISTED_COLUMNS.map((c) => `r.${c}`))
      .orderBy('r.id', 'DESC')
      .skip(q.skip ?? 0)
      .take(q.take ?? DEFAULT_TAKE)
      .getMany()) as ListedRevocation[];
    const employees = await this.employeesOf(auth, rows);
    return { items: rows.map((r) => revocationView(r, employees)), total };
  }

  /**
   * Counts by match kind (the query's own match_kind aside) and by acknowledgement (its own acknowledged aside),
   * over the same rows: one query of SUMs each.
   */
  async counts(auth: AuthContext, q: RevocationFilter): Promise<RevocationCounts> {
    const scope = await this.scopeOf(auth);
    const kinds = revocationRows(this.ds, auth.customerId, scope, { ...q, match_kind: undefined }).select('COUNT(*)', 'total');
    REVOCATION_MATCH_KINDS.forEach((kind, i) => kinds.addSelect(`SUM(CASE WHEN r.match_kind = :k${i} THEN 1 ELSE 0 END)`, kind).setParameter(`k${i}`, kind));
    const acks = revocationRows(this.ds, auth.customerId, scope, { ...q, acknowledged: undefined })
      .select('SUM(CASE WHEN r.acknowledged_at IS NOT NULL THEN 1 ELSE 0 END)', 'acknowledged')
      .addSelect('SUM(CASE WHEN r.acknowledged_at IS NULL THEN 1 ELSE 0 END)', 'unacknowledged');
    const raw = { ...((await kinds.getRawOne<Record<string, unknown>>()) ?? {}), ...((await acks.getRawOne<Record<string, unknown>>()) ?? {}) };
    return Object.fromEntries(['total', 'acknowledged', 'unacknowledged', ...REVOCATION_MATCH_KINDS].map((k) => [k, Number(raw[k] ?? 0)])) as RevocationCounts;
  }

  /** The employees the rows point at, as their I-9s and applicants say, limited to the caller's locations. */
  private async employeesOf(auth: AuthContext, rows: ListedRevocation[]): Promise<Map<number, RevocationEmployeeView>> {
    const ids = [...new Set(rows.flatMap((r) => [...(r.i9_record_id !== null ? [r.i9_record_id] : []), ...candidateIds(r)]))];
    const out = new Map<number, RevocationEmployeeView>();
    if (!ids.length) {
      return out;
    }
    const records = await new TenantRepository(this.ds, I9RecordEntity).find(auth.customerId, { id: In(ids) });
    const applicants = await new TenantRepository(this.ds, ApplicantEntity).find(auth.customerId, { applicant_id: In([...new Set(records.map((r) => r.applicant_id))]) });
    const byId = new Map(applicants.map((a) => [a.applicant_id, a]));
    const scope = locationScope(auth);
    for (const record of records) {
      const a = byId.get(record.applicant_id);
      if (a && (scope === null || (a.location_id !== null && scope.includes(a.location_id)))) {
        out.set(record.id, { i9_record_id: record.id, applicant_id: a.applicant_id, first_name: a.first_name, last_name: a.last_name });
      }
    }
    return out;
  }
}

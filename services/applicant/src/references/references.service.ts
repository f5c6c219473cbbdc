import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { normaliseEmail, referenceRowsSchema, type ApplicantReference, type RecordRulesContext, type ReferenceRowInput } from '@attest/contracts';
import { AuditService, CustomerConfigService, notFound, TenantRepository, validateListBody, type AuthContext } from '@attest/platform';
import { requireApplicantAccess } from '../applicant-record/applicant-access';
import { loadApplicantFor } from '../shared/applicant-scope';
import { presentTexts, ymd } from '../shared/server-dates';
import { syncRows, type RowChange, type RowTable } from '../shared/sync-rows';
import { ReferenceEntity } from './entities/reference.entity';

const TABLE: RowTable<ReferenceEntity> = {
  entity: ReferenceEntity,
  idKey: 'ref_id',
  auditEntity: 'applicant_reference',
  removal: { active: 0 },
  reachable: {},
};

/** References (GET /api/v2/customers/{c}/aplreference/forapplicant/{a}, POST .../aplreference/multi). */
@Injectable()
export class ReferencesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly config: CustomerConfigService,
  ) {}

  /** The applicant's active references. */
  async forApplicant(auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicantReference[]> {
    await loadApplicantFor(this.ds, auth, customerId, applicantId);
    return this.read(this.ds.manager, auth.customerId, [applicantId]);
  }

  /**
   * Saves rows that may name several applicants (staff); each must be an applicant of the customer and,
   * for an applicant caller, themselves. All or nothing; answers the active references of those applicants.
   */
  async saveMulti(auth: AuthContext, customerId: number, body: unknown): Promise<ApplicantReference[]> {
    requireApplicantAccess(auth, customerId);
    const context: RecordRulesContext = { disableInternationalPhones: await this.config.flag(auth.customerId, 'disable_international_phone_numbers') };
    const rows = await validateListBody(referenceRowsSchema, body, context);
    for (const row of rows) {
      requireApplicantAccess(auth, customerId, row.applicant_id);
      if (row.customer_id !== undefined && row.customer_id !== customerId) {
        throw notFound();
      }
    }
    const applicantIds = [...new Set(rows.map((r) => r.applicant_id))];
    return this.ds.transaction(async (m) => {
      for (const id of applicantIds) {
        await loadApplicantFor(m, auth, customerId, id);
      }
      const today = ymd()!;
      const changes = rows.map((row): RowChange<ReferenceEntity> => ({
        id: row.ref_id ?? null,
        applicantId: row.applicant_id,
        remove: row.active === 0,
        values: (current) => referenceValues(row, current, today),
      }));
      await syncRows(m, this.audit, auth, TABLE, changes);
      return this.read(m, auth.customerId, applicantIds);
    });
  }

  private async read(m: EntityManager, customerId: number, applicantIds: number[]): Promise<ApplicantReference[]> {
    if (applicantIds.length === 0) {
      return [];
    }
    const rows = await new TenantRepository(m, ReferenceEntity).find(customerId, { applicant_id: In(applicantIds), active: 1 });
    return rows.sort((a, b) => a.applicant_id - b.applicant_id || a.ref_id - b.ref_id).map(toReference);
  }
}

/**
 * created is the server's date of the first save; status defaults to 1 and is kept unless sent; optional
 * texts left out keep the stored value.
 */
function referenceValues(row: ReferenceRowInput, current: ReferenceEntity | null, today: string): Partial<ReferenceEntity> {
  const values: Partial<ReferenceEntity> = {
    ...(current ? {} : { created: today }),
    active: 1,
    first_name: (row.first_name ?? '').trim(),
    last_name: (row.last_name ?? '').trim(),
    ...presentTexts(row, ['company', 'email', 'phone', 'city', 'state', 'comment'] as const, current === null),
    status: row.status ?? current?.status ?? 1,
  };
  if (values.email) {
    values.email = normaliseEmail(values.email);
  }
  return values;
}

function toReference(r: ReferenceEntity): ApplicantReference {
  return {
    ref_id: r.ref_id,
    applicant_id: r.applicant_id,
    customer_id: r.customer_id,
    created: r.created,
    company: r.company,
    active: r.active === 1 ? 1 : 0,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone,
    city: r.city,
    state: r.state,
    comment: r.comment,
    status: r.status,
  };
}

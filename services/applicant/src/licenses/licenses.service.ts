import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { licenseRowsSchema, type LicenseRowInput, type ProfessionalLicense } from '@attest/contracts';
import { AuditService, fieldErrors, maskTail, notFound, TenantRepository, validateListBody, type AuthContext } from '@attest/platform';
import { requireApplicantAccess } from '../applicant-record/applicant-access';
import { loadApplicantFor } from '../shared/applicant-scope';
import { presentTexts, textOrNull } from '../shared/server-dates';
import { syncRows, type RowChange, type RowTable } from '../shared/sync-rows';
import { LicenseEntity } from './entities/license.entity';

const TABLE: RowTable<LicenseEntity> = {
  entity: LicenseEntity,
  idKey: 'license_id',
  auditEntity: 'applicant_license',
  removal: { deleted: 1 },
  reachable: { deleted: 0 },
  sensitive: ['license_number'],
};

/** Professional licenses (GET/POST /api/v2/customers/{c}/applicants/{a}/licenses). */
@Injectable()
export class LicensesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext, customerId: number, applicantId: number): Promise<ProfessionalLicense[]> {
    await loadApplicantFor(this.ds, auth, customerId, applicantId);
    return this.read(this.ds.manager, auth.customerId, applicantId);
  }

  /** Saves the rows (all or nothing) and answers the current list. */
  async save(auth: AuthContext, customerId: number, applicantId: number, body: unknown): Promise<ProfessionalLicense[]> {
    requireApplicantAccess(auth, customerId, applicantId);
    const rows = await validateListBody(licenseRowsSchema, body);
    if (rows.some((r) => r.applicant_id !== undefined && r.applicant_id !== applicantId)) {
      throw notFound();
    }
    return this.ds.transaction(async (m) => {
      await loadApplicantFor(m, auth, customerId, applicantId);
      const changes = rows.map((row, i): RowChange<LicenseEntity> => ({
        id: row.license_id ?? null,
        applicantId,
        remove: row.deleted === true,
        values: (current) => licenseValues(row, current, i),
      }));
      await syncRows(m, this.audit, auth, TABLE, changes);
      return this.read(m, auth.customerId, applicantId);
    });
  }

  private async read(m: EntityManager, customerId: number, applicantId: number): Promise<ProfessionalLicense[]> {
    const rows = await new TenantRepository(m, LicenseEntity).find(customerId, { applicant_id: applicantId, deleted: 0 });
    return rows.sort((a, b) => a.license_id - b.license_id).map(toLicense);
  }
}

/**
 * The columns a row stores; a key left out keeps the stored value. A license number that comes back
 * exactly as answered (masked) also keeps the stored number; any other value containing the mask
 * character cannot be a number.
 */
function licenseValues(row: LicenseRowInput, current: LicenseEntity | null, index: number): Partial<LicenseEntity> {
  const values: Partial<LicenseEntity> = {
    license_type: (row.license_type ?? '').trim(),
    ...presentTexts(row, ['state', 'expiration_date', 'notes', 'external_id'] as const, current === null),
    active: row.active ?? current?.active ?? 1,
  };
  if (row.license_number === undefined) {
    return current ? values : { ...values, license_number: null };
  }
  const number = textOrNull(row.license_number);
  if (current !== null && number !== null && number === maskTail(current.license_number)) {
    return values;
  }
  if (number?.includes('*')) {
    throw fieldErrors({ [`[${index}].license_number`]: 'invalid_entry' });
  }
  return { ...values, license_number: number };
}

function toLicense(row: LicenseEntity): ProfessionalLicense {
  return {
    license_id: row.license_id,
    applicant_id: row.applicant_id,
    license_type: row.license_type,
    license_number: maskTail(row.license_number),
    state: row.state,
    expiration_date: row.expiration_date,
    active: row.active === 1 ? 1 : 0,
    notes: row.notes,
    external_id: row.external_id,
  };
}

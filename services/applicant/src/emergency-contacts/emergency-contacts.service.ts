import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { emergencyContactRowsSchema, normaliseEmail, type EmergencyContact, type EmergencyContactRowInput, type RecordRulesContext } from '@attest/contracts';
import { AuditService, CustomerConfigService, notFound, TenantRepository, validateListBody, type AuthContext } from '@attest/platform';
import { requireApplicantAccess } from '../applicant-record/applicant-access';
import { loadApplicantFor } from '../shared/applicant-scope';
import { presentTexts } from '../shared/server-dates';
import { syncRows, type RowChange, type RowTable } from '../shared/sync-rows';
import { EmergencyContactEntity } from './entities/emergency-contact.entity';

const TABLE: RowTable<EmergencyContactEntity> = {
  entity: EmergencyContactEntity,
  idKey: 'contact_id',
  auditEntity: 'applicant_emergency_contact',
  removal: { deleted: 1 },
  reachable: { deleted: 0 },
};

/** Emergency contacts (GET/POST /api/v2/customers/{c}/applicants/{a}/emergencycontacts). */
@Injectable()
export class EmergencyContactsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly config: CustomerConfigService,
  ) {}

  async list(auth: AuthContext, customerId: number, applicantId: number): Promise<EmergencyContact[]> {
    await loadApplicantFor(this.ds, auth, customerId, applicantId);
    return this.read(this.ds.manager, auth.customerId, applicantId);
  }

  /** Saves the rows (all or nothing) and answers the current list. */
  async save(auth: AuthContext, customerId: number, applicantId: number, body: unknown): Promise<EmergencyContact[]> {
    requireApplicantAccess(auth, customerId, applicantId);
    const context: RecordRulesContext = { disableInternationalPhones: await this.config.flag(auth.customerId, 'disable_international_phone_numbers') };
    const rows = await validateListBody(emergencyContactRowsSchema, body, context);
    if (rows.some((r) => r.applicant_id !== undefined && r.applicant_id !== applicantId)) {
      throw notFound();
    }
    return this.ds.transaction(async (m) => {
      await loadApplicantFor(m, auth, customerId, applicantId);
      const changes = rows.map((row): RowChange<EmergencyContactEntity> => ({
        id: row.contact_id ?? null,
        applicantId,
        remove: row.deleted === true,
        values: (current) => contactValues(row, current === null),
      }));
      await syncRows(m, this.audit, auth, TABLE, changes);
      return this.read(m, auth.customerId, applicantId);
    });
  }

  private async read(m: EntityManager, customerId: number, applicantId: number): Promise<EmergencyContact[]> {
    const rows = await new TenantRepository(m, EmergencyContactEntity).find(customerId, { applicant_id: applicantId, deleted: 0 });
    return rows
      .sort((a, b) => a.contact_id - b.contact_id)
      .map((r) => ({ contact_id: r.contact_id, applicant_id: r.applicant_id, name: r.name, relationship: r.relationship, phone: r.phone, email: r.email }));
  }
}

/** name and phone are always sent (required); relationship and email left out keep the stored value. */
function contactValues(row: EmergencyContactRowInput, isNew: boolean): Partial<EmergencyContactEntity> {
  const values: Partial<EmergencyContactEntity> = {
    name: (row.name ?? '').trim(),
    phone: (row.phone ?? '').trim(),
    ...presentTexts(row, ['relationship', 'email'] as const, isNew),
  };
  if (values.email) {
    values.email = normaliseEmail(values.email);
  }
  return values;
}

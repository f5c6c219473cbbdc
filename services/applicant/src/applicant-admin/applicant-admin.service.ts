import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { updateApplicantSchema } from '@attest/contracts';
import { AuditService, badRequest, notFound, TenantRepository, TokenService, validateWithYup, type AuthContext } from '@attest/platform';
import { ApplicantRecordService } from '../applicant-record/applicant-record.service';
import type { ApplicantView } from '../applicant-record/applicant-view';
import type { UpdateApplicantInput } from '../applicant-record/dto/update-applicant.dto';
import { ApplicantAltIdEntity, ApplicantEntity } from '../applicant-record/entities';
import { findApplicantInScope, loadApplicantFor } from '../shared/applicant-scope';

/** Staff actions on one applicant from the detail workspace: edit, activate, queue, delete, alternate ids. */
@Injectable()
export class ApplicantAdminService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly records: ApplicantRecordService,
    private readonly tokens: TokenService,
  ) {}

  /** PATCH: only the changed fields (grouped as PUT groups them); the record service audits before/after. */
  async patch(auth: AuthContext, applicantId: number, body: unknown): Promise<ApplicantView> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('validation_failed');
    }
    const given = (body as { applicant_id?: unknown }).applicant_id;
    if (given !== undefined && Number(given) !== applicantId) {
      throw badRequest('validation_failed', { fields: { applicant_id: 'applicant_id_mismatch' } });
    }
    const input = await validateWithYup<UpdateApplicantInput>(updateApplicantSchema as never, { ...body, applicant_id: applicantId });
    if (Object.values(input).filter((v) => v !== undefined).length === 1) {
      return this.records.get(auth, auth.customerId, applicantId);
    }
    return this.records.update(auth, auth.customerId, input);
  }

  /** Activate: the account may sign in again (active, unlocked, failed sign-ins cleared). */
  async activate(auth: AuthContext, applicantId: number): Promise<ApplicantView> {
    await this.ds.transaction(async (m) => {
      const a = await findApplicantInScope(m, auth, applicantId);
      await new TenantRepository(m, ApplicantEntity).update(auth.customerId, { applicant_id: applicantId }, { active: 1, locked: 0, failed_login_count: 0, last_updated: new Date() });
      await this.audit.record(auth, { entity: 'applicant', entityId: applicantId, action: 'activate', changes: { active: { from: a.active, to: 1 }, locked: { from: a.locked, to: 0 } } }, m);
    });
    return this.records.get(auth, auth.customerId, applicantId);
  }

  /** Queue: puts the applicant on the staff review queue (idempotent: queuing a queued applicant changes nothing). */
  async queue(auth: AuthContext, applicantId: number): Promise<{ applicant_id: number; queued_at: string; queued_by: number | null }> {
    return this.ds.transaction(async (m) => {
      const a = await findApplicantInScope(m, auth, applicantId);
      if (a.queued_at) {
        return { applicant_id: applicantId, queued_at: a.queued_at.toISOString(), queued_by: a.queued_by };
      }
      // Whole seconds: what a DATETIME column keeps, so the answer equals later reads.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      await new TenantRepository(m, ApplicantEntity).update(auth.customerId, { applicant_id: applicantId }, { queued_at: now, queued_by: auth.userId ?? null });
      await this.audit.record(auth, { entity: 'applicant', entityId: applicantId, action: 'queue', changes: { queued_at: { from: null, to: now.toISOString() } } }, m);
      return { applicant_id: applicantId, queued_at: now.toISOString(), queued_by: auth.userId ?? null };
    });
  }

  /**
   * Soft delete: the row stays for the audit trail, the account can no longer sign in, its open sessions (and
   * any unused log-in-as link) end, and every read answers 404.
   */
  async remove(auth: AuthContext, applicantId: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const a = await findApplicantInScope(m, auth, applicantId);
      const now = new Date();
      await new TenantRepository(m, ApplicantEntity).update(auth.customerId, { applicant_id: applicantId }, { deleted_at: now, active: 0, last_updated: now });
      await this.audit.record(auth, { entity: 'applicant', entityId: applicantId, action: 'delete', changes: { deleted_at: { from: null, to: now.toISOString() }, active: { from: a.active, to: 0 } } }, m);
    });
    await this.tokens.revokeAllFor('applicant', auth.customerId, applicantId);
  }

  /** POST .../applicants/deleteAltId {id, applicant_id}: removes one alternate id of the applicant. */
  async deleteAltId(auth: AuthContext, customerId: number, body: unknown): Promise<{ alt_ids: { id: number; alt_id_value: string }[] }> {
    const b = (typeof body === 'object' && body !== null ? body : {}) as { id?: unknown; applicant_id?: unknown };
    const id = Number(b.id);
    const applicantId = Number(b.applicant_id);
    if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(applicantId) || applicantId <= 0) {
      throw badRequest('validation_failed', { fields: { ...(Number.isInteger(id) && id > 0 ? {} : { id: 'required_field' }), ...(Number.isInteger(applicantId) && applicantId > 0 ? {} : { applicant_id: 'required_field' }) } });
    }
    return this.ds.transaction(async (m) => {
      await loadApplicantFor(m, auth, customerId, applicantId);
      const repo = new TenantRepository(m, ApplicantAltIdEntity);
      const row = await repo.findOne(auth.customerId, { id, applicant_id: applicantId });
      if (!row) {
        throw notFound();
      }
      await repo.delete(auth.customerId, { id });
      await this.audit.record(auth, { entity: 'applicant', entityId: applicantId, action: 'delete_alt_id', changes: { alt_id_value: { from: row.alt_id_value, to: null } } }, m);
      const left = await repo.find(auth.customerId, { applicant_id: applicantId });
      return { alt_ids: left.map((r) => ({ id: r.id, alt_id_value: r.alt_id_value })) };
    });
  }

}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APPLICATION_STATUS_ORDER, nextSectionLabel, type ApplicationStatus, type ApplicationStatusRecord } from '@attest/contracts';
import { AuditService, badRequest, notFound, safeEqual, sha256Hex, TenantRepository, type AuthContext } from '@attest/platform';
import { ApplicantEntity } from '../applicant-record/entities';
import { loadApplicantFor, loadCallingApplicant } from '../shared/applicant-scope';
import { ymd } from '../shared/server-dates';
import type { UpdateApplicationStatusInput } from './dto/update-application-status.dto';
import { ApplicationStatusEntity } from './entities/application-status.entity';

const isKnownStatus = (s: string | null | undefined): s is ApplicationStatus => !!s && s in APPLICATION_STATUS_ORDER;

/** The application status record (GET/PUT /api/v1/applicants/application-status, staff read under v2). */
@Injectable()
export class ApplicationStatusService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async getOwn(auth: AuthContext): Promise<ApplicationStatusRecord> {
    const applicant = await loadCallingApplicant(this.ds, auth);
    return this.record(this.ds.manager, applicant);
  }

  async getFor(auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicationStatusRecord> {
    const applicant = await loadApplicantFor(this.ds, auth, customerId, applicantId);
    return this.record(this.ds.manager, applicant);
  }

  /**
   * Saves the caller's status. The body names the applicant and repeats the session token: both must be
   * the caller's own (decision 0005), so one applicant can never move another's application.
   */
  async update(auth: AuthContext, bearerToken: string | undefined, input: UpdateApplicationStatusInput): Promise<ApplicationStatusRecord> {
    if (auth.party !== 'applicant' || input.applicant_id !== auth.applicantId) {
      throw notFound();
    }
    if (!bearerToken || !safeEqual(sha256Hex(input.session_token), sha256Hex(bearerToken))) {
      throw badRequest('invalid_session_token', { fields: { session_token: 'invalid_session_token' } });
    }
    const status = input.current_application_status as ApplicationStatus;
    return this.ds.transaction(async (m) => {
      const applicant = await loadCallingApplicant(m, auth);
      const repo = new TenantRepository(m, ApplicationStatusEntity);
      const current = await repo.findOne(auth.customerId, { applicant_id: applicant.applicant_id });
      const now = new Date();
      if (current) {
        await repo.update(auth.customerId, { applicant_id: applicant.applicant_id }, { status, last_modified: now });
      } else {
        await repo.insert(auth.customerId, { applicant_id: applicant.applicant_id, start_date: ymd(now)!, last_modified: now, status, location_id: applicant.location_id });
      }
      await new TenantRepository(m, ApplicantEntity).update(
        auth.customerId,
        { applicant_id: applicant.applicant_id },
        { application_status: status, current_application_status: status, last_updated: now },
      );
      const from = current?.status ?? applicant.current_application_status ?? null;
      if (from !== status) {
        await this.audit.record(auth, { entity: 'application_status', entityId: applicant.applicant_id, action: current ? 'update' : 'create', changes: { status: { from, to: status } } }, m);
      }
      return this.record(m, { ...applicant, current_application_status: status });
    });
  }

  /** Before the first save the record is derived from the applicant (registration date, SIGNUP). */
  private async record(m: EntityManager, applicant: ApplicantEntity): Promise<ApplicationStatusRecord> {
    const row = await new TenantRepository(m, ApplicationStatusEntity).findOne(applicant.customer_id, { applicant_id: applicant.applicant_id });
    const stored = row?.status ?? applicant.current_application_status;
    const status: ApplicationStatus = isKnownStatus(stored) ? stored : 'SIGNUP';
    return {
      applicant_id: applicant.applicant_id,
      status,
      start_date: row?.start_date ?? ymd(applicant.date_registered)!,
      last_modified: ymd(row?.last_modified ?? applicant.last_updated)!,
      location: row ? row.location_id : applicant.location_id,
      next_section: nextSectionLabel(status),
    };
  }
}

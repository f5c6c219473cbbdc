import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { AuthTokenEntity, TenantRepository, type AuthContext } from '@attest/platform';
import { ApplicantAltIdEntity, ApplicantFedTaxEntity } from '../applicant-record/entities';
import { loadApplicantFor } from '../shared/applicant-scope';

/** The segment used when an applicant has no location (the shell's default, spec §2). */
const DEFAULT_LOCATION_CODE = 'hq';

/** Read-only facts about an applicant for the staff detail: location code, debug info (the pay summary is talent's). */
@Injectable()
export class ApplicantInfoService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** GET .../applicants/locationCode/{applicantId}: the code of the applicant's location (identity's locations table). */
  async locationCode(auth: AuthContext, customerId: number, applicantId: number): Promise<{ applicant_id: number; location_id: number | null; location_code: string }> {
    const a = await loadApplicantFor(this.ds, auth, customerId, applicantId);
    if (a.location_id === null) {
      return { applicant_id: applicantId, location_id: null, location_code: DEFAULT_LOCATION_CODE };
    }
    const rows = (await this.ds.query('SELECT location_code FROM locations WHERE customer_id = ? AND location_id = ?', [auth.customerId, a.location_id])) as { location_code: string }[];
    return { applicant_id: applicantId, location_id: a.location_id, location_code: rows[0]?.location_code ?? DEFAULT_LOCATION_CODE };
  }

  /** GET .../applicants/debugInfo/{applicantId}: account state support staff need; never a secret or a hash. */
  async debugInfo(auth: AuthContext, customerId: number, applicantId: number) {
    const a = await loadApplicantFor(this.ds, auth, customerId, applicantId);
    const byApplicant = { applicant_id: applicantId };
    const [altIds, fedTax] = await Promise.all([
      new TenantRepository(this.ds, ApplicantAltIdEntity).find(auth.customerId, byApplicant),
      new TenantRepository(this.ds, ApplicantFedTaxEntity).findOne(auth.customerId, byApplicant),
    ]);
    // Through the entity: a Date bound in raw SQL is refused by SQLite (the embedded default), the entity converts it.
    const openSessions = await new TenantRepository(this.ds, AuthTokenEntity).count(auth.customerId, {
      party: 'applicant',
      subject_id: applicantId,
      kind: 'access',
      revoked_at: IsNull(),
      expires_at: MoreThan(new Date()),
    });
    return {
      applicant_id: a.applicant_id,
      customer_id: a.customer_id,
      child_customer_id: a.child_customer_id,
      location_id: a.location_id,
      username: a.username,
      has_password: a.password_hash !== null,
      source: a.source,
      date_registered: a.date_registered.toISOString(),
      last_activity_date: a.last_activity_date?.toISOString() ?? null,
      last_updated: a.last_updated.toISOString(),
      active: a.active === 1,
      locked: a.locked === 1,
      verified: a.verified === 1,
      failed_login_count: a.failed_login_count,
      language: a.language,
      time_zone: a.time_zone,
      application_status: a.application_status,
      current_application_status: a.current_application_status,
      queued_at: a.queued_at?.toISOString() ?? null,
      alt_id_count: altIds.length,
      has_fed_id: Boolean(fedTax?.fed_id),
      open_sessions: openSessions,
    };
  }
}

export type ApplicantDebugInfo = Awaited<ReturnType<ApplicantInfoService['debugInfo']>>;

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  JOB_DISPLAY_FLAG_KEYS,
  JOB_SEARCH_DEFAULT_DISTANCE_KEY,
  type JobDisplaySettings,
  type JobDisplaySettingsDto,
  type JobDisplaySettingsInput,
} from '@attest/contracts';
import { AuditService, CustomerConfigEntity, CustomerConfigService, fieldErrors, TenantRepository, type AuthContext } from '@attest/platform';
import { DISTANCE_OPTIONS } from '../jobs/job-distance';

/**
 * The job search display settings (staff-side §2, decision 0042): the customer's configuration keys of the job
 * search (applicant-side §9: enable_job_search, the enable_job_search_criteria_* filters, the job list and detail
 * display toggles, enable_jobs_applied_for) and job_search_default_distance. They stay in customer_configs, so the
 * account settings page and this page show one truth; a save writes only what changed, audited per key.
 */
@Injectable()
export class JobDisplaySettingsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    private readonly config: CustomerConfigService,
  ) {}

  async read(customerId: number): Promise<JobDisplaySettingsDto> {
    const flags = await this.config.flags(customerId, JOB_DISPLAY_FLAG_KEYS);
    const distance = Number(await this.config.get(customerId, JOB_SEARCH_DEFAULT_DISTANCE_KEY));
    const settings: JobDisplaySettings = {
      ...flags,
      job_search_default_distance: (DISTANCE_OPTIONS as readonly number[]).includes(distance) ? distance : null,
    };
    return { settings, distance_options: [...DISTANCE_OPTIONS] };
  }

  async save(auth: AuthContext, input: JobDisplaySettingsInput): Promise<JobDisplaySettingsDto> {
    const distance = input.job_search_default_distance;
    if (distance !== undefined && distance !== null && !(DISTANCE_OPTIONS as readonly number[]).includes(distance)) {
      throw fieldErrors({ job_search_default_distance: 'invalid_entry' });
    }
    const wanted = new Map<string, string | null>();
    for (const key of JOB_DISPLAY_FLAG_KEYS) {
      if (input[key] !== undefined) {
        wanted.set(key, input[key] ? 'true' : 'false');
      }
    }
    if (distance !== undefined) {
      wanted.set(JOB_SEARCH_DEFAULT_DISTANCE_KEY, distance === null ? null : String(distance));
    }
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CustomerConfigEntity);
      for (const [name, value] of wanted) {
        const existing = await repo.findOne(auth.customerId, { name });
        if ((existing?.value ?? null) === value) {
          continue;
        }
        if (value === null) {
          await repo.delete(auth.customerId, { name });
        } else if (existing) {
          await repo.update(auth.customerId, { id: existing.id }, { value, updated_at: new Date() });
        } else {
          await repo.insert(auth.customerId, { name, value, updated_at: new Date() });
        }
        const action = value === null ? 'delete' : existing ? 'update' : 'create';
        await this.audit.record(auth, { entity: 'customer_config', entityId: name, action, changes: { value: { from: existing?.value ?? null, to: value } } }, m);
      }
    });
    return this.read(auth.customerId);
  }
}

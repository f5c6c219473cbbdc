import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { AtsJobTarget, MapsService, type AtsPostingFields, type TargetChange } from '@attest/integrations';
import { TenantRepository } from '@attest/platform';
import { JobClientEntity } from '../jobs/entities/job-client.entity';
import { JobPostingEntity } from '../jobs/entities/job-posting.entity';
import { addressLine } from '../jobs/job-distance';

const FIELDS = [
  'name', 'desc', 'brief_desc', 'requirements', 'start_date', 'posted_date', 'pay_low', 'pay_high', 'pay_rate', 'salary', 'job_type',
  'job_address1', 'job_city', 'job_state', 'job_zip', 'job_country', 'category', 'specialty',
] as const;

/**
 * Talent's side of the ATS job order sync (decision 0046): job clients and postings by external id. A new
 * or moved address is geocoded through the maps adapter, as a staff edit is; a posting the ATS did not
 * change is left untouched (local flags such as featured stay).
 */
@Injectable()
export class TalentAtsJobTarget extends AtsJobTarget {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(MapsService) private readonly maps: MapsService,
  ) {
    super();
  }

  async upsertClient(customerId: number, c: { external_id: string; client_name: string; active: boolean }): Promise<{ client_id: number; change: TargetChange }> {
    const repo = new TenantRepository(this.ds, JobClientEntity);
    const active = c.active ? 1 : 0;
    const found = await repo.findOne(customerId, { external_id: c.external_id });
    if (!found) {
      const row = await repo.insert(customerId, { client_name: c.client_name, active, external_id: c.external_id, date_added: new Date() });
      return { client_id: row.client_id, change: 'inserted' };
    }
    if (found.client_name === c.client_name && Number(found.active) === active) {
      return { client_id: found.client_id, change: 'unchanged' };
    }
    await repo.update(customerId, { client_id: found.client_id }, { client_name: c.client_name, active });
    return { client_id: found.client_id, change: 'updated' };
  }

  async upsertPosting(customerId: number, clientId: number | null, p: AtsPostingFields): Promise<TargetChange> {
    const repo = new TenantRepository(this.ds, JobPostingEntity);
    const found = await repo.findOne(customerId, { external_id: p.external_id });
    const values = { client_id: clientId, active: p.active ? 1 : 0, public: p.public ? 1 : 0, ...Object.fromEntries(FIELDS.map((k) => [k, p[k]])) } as Partial<JobPostingEntity>;
    const moved = !found || addressOf(found) !== addressOf(p);
    const place = moved ? await this.place(p) : {};
    if (!found) {
      await repo.insert(customerId, { ...values, external_id: p.external_id, featured: 0, location_id: null, ...place });
      return 'inserted';
    }
    const same = (Object.keys(values) as (keyof JobPostingEntity)[]).every((k) => norm(found[k]) === norm(values[k]));
    if (same && !moved) {
      return 'unchanged';
    }
    await repo.update(customerId, { job_id: found.job_id }, { ...values, ...place });
    return 'updated';
  }

  async deactivatePosting(customerId: number, externalId: string): Promise<boolean> {
    return (await new TenantRepository(this.ds, JobPostingEntity).update(customerId, { external_id: externalId, active: 1 }, { active: 0, public: 0 })) > 0;
  }

  async activeExternalIds(customerId: number): Promise<string[]> {
    const rows = await new TenantRepository(this.ds, JobPostingEntity).find(customerId, { active: 1, external_id: Not(IsNull()) });
    return rows.map((r) => r.external_id as string);
  }

  private async place(p: AtsPostingFields): Promise<{ lat: number | null; lng: number | null }> {
    const line = addressOf(p);
    const location = line ? (await this.maps.geocode(line)).location : null;
    return { lat: location?.lat ?? null, lng: location?.lng ?? null };
  }
}

const addressOf = (j: Pick<JobPostingEntity, 'job_address1' | 'job_city' | 'job_state' | 'job_zip'>) => addressLine([j.job_address1, j.job_city, j.job_state, j.job_zip]);
/** Database values come back as numbers or strings depending on the driver. */
const norm = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'number' || (typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)) && /^-?\d/.test(v)) ? Number(v) : v);

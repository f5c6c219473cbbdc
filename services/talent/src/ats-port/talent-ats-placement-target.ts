import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AtsPlacementTarget, type AtsPlacementFields, type TargetChange } from '@attest/integrations';
import { TenantRepository } from '@attest/platform';
import { PlacementEntity } from '../placements/entities/placement.entity';

const FIELDS = ['title', 'company', 'status', 'start_date', 'pay_rate'] as const;

/**
 * Talent's side of the placement sync for a candidate (decision 0051): the applicant's placement with the ATS's
 * id is created or updated; an unchanged one is not written. A new placement is visible to the applicant
 * (the portal still lists only the statuses placements_display_list_statuses names).
 */
@Injectable()
export class TalentAtsPlacementTarget extends AtsPlacementTarget {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    super();
  }

  async upsertPlacement(customerId: number, applicantId: number, p: AtsPlacementFields): Promise<TargetChange> {
    const repo = new TenantRepository(this.ds, PlacementEntity);
    const now = new Date();
    const existing = await repo.findOne(customerId, { applicant_id: applicantId, external_id: p.external_id });
    const values = { title: p.title, company: p.company, status: p.status, start_date: p.start_date, pay_rate: p.pay_rate };
    if (!existing) {
      await repo.insert(customerId, { applicant_id: applicantId, location_id: null, job_id: null, external_id: p.external_id, company_address: null, end_date: null, visible_to_applicant: 1, created_at: now, updated_at: now, ...values });
      return 'inserted';
    }
    if (FIELDS.every((f) => (existing[f] ?? null) === (values[f] ?? null))) {
      return 'unchanged';
    }
    await repo.update(customerId, { placement_id: existing.placement_id }, { ...values, updated_at: now });
    return 'updated';
  }
}

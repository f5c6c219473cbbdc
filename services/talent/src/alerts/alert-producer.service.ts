import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { TenantRepository } from '@attest/platform';
import { InterviewEntity } from '../interviews/entities/interview.entity';
import { PlacementEntity } from '../placements/entities/placement.entity';
import { alertWindow } from './alert-window';
import { dueNow, interviewAlerts, placementAlerts, type DueAlert } from './alert-schedule';
import { ApplicantAlertEntity } from './entities/applicant-alert.entity';

/** A reminder is written up to this long after it fell due (the scheduler ticks every 5 minutes). */
export const ALERT_GRACE_MS = 60 * 60_000;

/**
 * Writes one customer's applicant reminders due at `now` (visible placements, scheduled interviews). Each
 * (applicant, type, record) is inserted at most once (unique key, INSERT IGNORE), so reruns are harmless.
 */
@Injectable()
export class AlertProducerService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** Answers how many reminders were due (those written before are ignored by the unique key). */
  async produce(customerId: number, now: Date): Promise<number> {
    const w = alertWindow(now);
    const placements = await new TenantRepository(this.ds, PlacementEntity)
      .query(customerId, 'p')
      .innerJoin(ApplicantEntity, 'a', 'a.applicant_id = p.applicant_id AND a.customer_id = p.customer_id')
      .select(['p.placement_id AS placement_id', 'p.applicant_id AS applicant_id', 'p.start_date AS start_date', 'p.end_date AS end_date', 'a.time_zone AS time_zone'])
      .andWhere(`(${w.placementWhere})`, w.placementParams)
      .getRawMany<{ placement_id: number; applicant_id: number; start_date: string | null; end_date: string | null; time_zone: string | null }>();
    const interviews = await new TenantRepository(this.ds, InterviewEntity)
      .query(customerId, 'i')
      .andWhere(`(${w.interviewWhere})`, w.interviewParams)
      .getMany();
    const due: (DueAlert & { applicantId: number })[] = [
      ...placements.flatMap((p) =>
        dueNow(placementAlerts({ placement_id: Number(p.placement_id), start_date: p.start_date, end_date: p.end_date }, p.time_zone), now, ALERT_GRACE_MS).map((a) => ({ ...a, applicantId: Number(p.applicant_id) })),
      ),
      ...interviews.flatMap((i) => dueNow(interviewAlerts(i), now, ALERT_GRACE_MS).map((a) => ({ ...a, applicantId: i.applicant_id }))),
    ];
    if (due.length === 0) {
      return 0;
    }
    await this.ds
      .createQueryBuilder()
      .insert()
      .into(ApplicantAlertEntity)
      .values(due.map((a) => ({ customer_id: customerId, applicant_id: a.applicantId, type: a.type, entity_id: a.entityId, status: 0, date_created: now })))
      .orIgnore()
      // Ignored rows have no id to read back.
      .updateEntity(false)
      .execute();
    return due.length;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import type { PlacementListItem } from '@attest/contracts';
import { notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { calendarFile } from '../calendar/calendar-file';
import { PLACEMENT_END_HOUR, PLACEMENT_START_HOUR, safeZone, zonedInstant } from '../calendar/zoned-time';
import { directionsUrl } from '../jobs/jobs.service';
import { PlacementEntity } from './entities/placement.entity';

/** What the applicant sees of a placement: the staff list's fields about the job, and a directions link. */
export type MyPlacement = Pick<PlacementListItem, 'placement_id' | 'title' | 'company' | 'company_address' | 'status' | 'start_date' | 'end_date' | 'pay_rate'> & {
  directions_url: string | null;
};

export interface MyPlacements {
  current: MyPlacement | null;
  upcoming: MyPlacement | null;
  past: MyPlacement[];
}

/** Today (YYYY-MM-DD) in a zone. */
const todayIn = (zone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * The applicant's placements (applicant-side §3 helpers, §4 "Placements"): only visible ones; current is the
 * one under way today (latest start first); upcoming the earliest that has not started, hidden once the
 * current one's start date has passed; past the other visible ones that have started.
 */
export function splitPlacements(rows: PlacementEntity[], today: string): MyPlacements {
  const visible = rows.filter((p) => Number(p.visible_to_applicant) === 1 && p.start_date);
  const started = visible.filter((p) => (p.start_date ?? '') <= today).sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''));
  const current = started.find((p) => !p.end_date || p.end_date >= today) ?? null;
  const future = visible.filter((p) => (p.start_date ?? '') > today).sort((a, b) => (a.start_date ?? '').localeCompare(b.start_date ?? ''));
  const upcoming = current && (current.start_date ?? '') < today ? null : (future[0] ?? null);
  return { current: current && view(current), upcoming: upcoming && view(upcoming), past: started.filter((p) => p !== current).map(view) };
}

function view(p: PlacementEntity): MyPlacement {
  return {
    placement_id: p.placement_id,
    title: p.title,
    company: p.company,
    company_address: p.company_address,
    status: p.status,
    start_date: p.start_date,
    end_date: p.end_date,
    pay_rate: p.pay_rate === null ? null : Number(p.pay_rate),
    directions_url: directionsUrl(p.company_address),
  };
}

@Injectable()
export class MyPlacementsService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async mine(auth: AuthContext, now = new Date()): Promise<MyPlacements> {
    const rows = await new TenantRepository(this.ds, PlacementEntity).find(auth.customerId, { applicant_id: auth.applicantId ?? 0, visible_to_applicant: 1 }, { take: 500 });
    return splitPlacements(rows, todayIn(await this.zone(auth), now));
  }

  /** The placement's first day (08:00–17:00 in the applicant's zone) as an .ics file. */
  async calendar(auth: AuthContext, placementId: number): Promise<string> {
    const p = await new TenantRepository(this.ds, PlacementEntity).findOne(auth.customerId, { placement_id: placementId, applicant_id: auth.applicantId ?? 0, visible_to_applicant: 1 });
    if (!p || !p.start_date) {
      throw notFound('placement_not_found');
    }
    const zone = await this.zone(auth);
    return calendarFile({
      uid: `placement-${p.customer_id}-${p.placement_id}@attest`,
      title: [p.title, p.company].filter(Boolean).join(' – ') || 'Placement',
      start: zonedInstant(p.start_date, PLACEMENT_START_HOUR, 0, zone),
      durationMinutes: (PLACEMENT_END_HOUR - PLACEMENT_START_HOUR) * 60,
      location: p.company_address,
      url: directionsUrl(p.company_address),
    });
  }

  private async zone(auth: AuthContext): Promise<string> {
    const me = await new TenantRepository(this.ds, ApplicantEntity).findOne(auth.customerId, { applicant_id: auth.applicantId ?? 0 });
    return safeZone(me?.time_zone);
  }
}

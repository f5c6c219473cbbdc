import type { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { TenantRepository } from '@attest/platform';
import { I9RecordEntity } from '../records/entities';
import { countdownOf } from '../shared/i9-rules';
import { dayParams, stateCondition } from '../submissions/submission-filter';

/** Why a record is in the digest, most pressing first (a record is listed once, under its first reason). */
export const OVERDUE_KINDS = ['section1_overdue', 'section2_overdue', 'reverify_overdue', 'reverify_due_30'] as const;
export type OverdueKind = (typeof OVERDUE_KINDS)[number];

export interface OverdueItem {
  recordId: number;
  /** The applicant's location (the scope the I-9 list uses); null when none. */
  locationId: number | null;
  name: string;
  kind: OverdueKind;
  due: string;
  /** Business days overdue (Sections 1 and 2), or calendar days left (reverification within 30 days). */
  days: number;
}

/** The SQL condition of each reason, on i9_records `r`: the dashboard's conditions (submission-filter), so both count alike. */
export const KIND_CONDITION: Readonly<Record<OverdueKind, string>> = {
  section1_overdue: 'r.section1_signed_at IS NULL AND r.section1_due < :today',
  section2_overdue: stateCondition('section2_overdue'),
  reverify_overdue: stateCondition('reverify_overdue'),
  reverify_due_30: stateCondition('reverify_due_30'),
};

export const ANY_KIND_CONDITION = `(${OVERDUE_KINDS.map((k) => `(${KIND_CONDITION[k]})`).join(' OR ')})`;

/** The customer's records with a deadline passed, or reverification due within 30 days, as of `day`. */
export async function overdueRecords(ds: DataSource, customerId: number, day: string): Promise<OverdueItem[]> {
  const qb = new TenantRepository(ds, I9RecordEntity)
    .query(customerId, 'r')
    .innerJoin(ApplicantEntity, 'a', 'a.applicant_id = r.applicant_id AND a.customer_id = r.customer_id')
    .setParameters(dayParams(day))
    .andWhere(ANY_KIND_CONDITION)
    .select('r.id', 'id')
    .addSelect('a.location_id', 'location_id')
    .addSelect('a.first_name', 'first_name')
    .addSelect('a.last_name', 'last_name')
    .addSelect('r.section1_due', 'section1_due')
    .addSelect('r.section2_due', 'section2_due')
    .addSelect('r.work_auth_until', 'work_auth_until');
  for (const kind of OVERDUE_KINDS) {
    qb.addSelect(`CASE WHEN ${KIND_CONDITION[kind]} THEN 1 ELSE 0 END`, kind);
  }
  const rows = await qb.orderBy('r.id', 'ASC').getRawMany<Record<string, unknown>>();
  return rows.map((row) => itemOf(row, day));
}

function itemOf(row: Record<string, unknown>, day: string): OverdueItem {
  const kind = OVERDUE_KINDS.find((k) => Number(row[k]) === 1) as OverdueKind;
  const due = String(kind === 'section1_overdue' ? row.section1_due : kind === 'section2_overdue' ? row.section2_due : row.work_auth_until);
  const countdown = countdownOf(due, day);
  return {
    recordId: Number(row.id),
    locationId: row.location_id == null ? null : Number(row.location_id),
    name: [row.first_name, row.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' '),
    kind,
    due,
    days: kind === 'reverify_due_30' ? countdown.calendarDaysLeft : countdown.overdueBusinessDays,
  };
}

/** Whether a record is inside a staff user's locations (null: every location; a record without one only then). */
export function inLocations(item: Pick<OverdueItem, 'locationId'>, locationIds: readonly number[] | null): boolean {
  return locationIds === null || (item.locationId !== null && locationIds.includes(item.locationId));
}

import { PLACEMENT_END_HOUR, PLACEMENT_START_HOUR, safeZone, zonedInstant } from '../calendar/zoned-time';
import { ALERT_TYPE } from './alert-types';

const MIN = 60_000;
const HOUR = 60 * MIN;

export interface DueAlert {
  type: number;
  entityId: number;
  at: Date;
}

/**
 * When each reminder of a placement falls (applicant-side §7 talent platform; times are decision 0040): 48 h,
 * 24 h, 3 h and 30 min before it starts (08:00 of the start date in the applicant's zone), the first-day
 * check-up at 17:00 of the start date, the end check-up at 17:00 of the end date and rate-me a day later.
 */
export function placementAlerts(p: { placement_id: number; start_date: string | null; end_date: string | null }, timeZone: string | null): DueAlert[] {
  if (!p.start_date) {
    return [];
  }
  const zone = safeZone(timeZone);
  const start = zonedInstant(p.start_date, PLACEMENT_START_HOUR, 0, zone).getTime();
  const at = (type: number, ms: number): DueAlert => ({ type, entityId: p.placement_id, at: new Date(ms) });
  const out = [
    at(ALERT_TYPE.JobPlacement48Hour, start - 48 * HOUR),
    at(ALERT_TYPE.JobPlacement24Hour, start - 24 * HOUR),
    at(ALERT_TYPE.JobPlacement3Hour, start - 3 * HOUR),
    at(ALERT_TYPE.JobPlacement30Min, start - 30 * MIN),
    at(ALERT_TYPE.JobPlacementFirstDayCheckup, zonedInstant(p.start_date, PLACEMENT_END_HOUR, 0, zone).getTime()),
  ];
  if (p.end_date) {
    const end = zonedInstant(p.end_date, PLACEMENT_END_HOUR, 0, zone).getTime();
    out.push(at(ALERT_TYPE.JobPlacementEndCheckup, end), at(ALERT_TYPE.JobPlacementRateMe, end + 24 * HOUR));
  }
  return out;
}

/** An interview's reminders: 24 h, 3 h and 30 min before; the end check-up when it ends; rate-me an hour later. */
export function interviewAlerts(i: { interview_id: number; start_at: Date; duration_minutes: number }): DueAlert[] {
  const start = i.start_at.getTime();
  const end = start + i.duration_minutes * MIN;
  const at = (type: number, ms: number): DueAlert => ({ type, entityId: i.interview_id, at: new Date(ms) });
  return [
    at(ALERT_TYPE.JobInterview24Hour, start - 24 * HOUR),
    at(ALERT_TYPE.JobInterview3Hour, start - 3 * HOUR),
    at(ALERT_TYPE.JobInterview30Min, start - 30 * MIN),
    at(ALERT_TYPE.JobInterviewEndCheckup, end),
    at(ALERT_TYPE.JobInterviewRateMe, end + HOUR),
  ];
}

/**
 * The reminders due at `now`: fallen due, but not longer ago than `graceMs` (a reminder for an interview
 * that already happened is noise when the job was down for a day). Later-due types of the same window win
 * nothing: each is written once, by the unique key.
 */
export function dueNow(alerts: DueAlert[], now: Date, graceMs: number): DueAlert[] {
  const t = now.getTime();
  return alerts.filter((a) => a.at.getTime() <= t && a.at.getTime() > t - graceMs);
}

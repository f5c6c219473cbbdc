const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The records whose reminders may fall due around `now`, for the scheduler (which customers) and the job (which
 * records) alike. Placements (alias p): visible, starting within 3 days or started/ending within the last 3 (48 h
 * before the start .. a day after the end, in any zone). Interviews (alias i): scheduled, within 2 days.
 */
export function alertWindow(now: Date) {
  const t = now.getTime();
  return {
    placementWhere: 'p.visible_to_applicant = 1 AND p.start_date <= :soon AND (p.start_date >= :recent OR p.end_date >= :recent)',
    placementParams: { soon: ymd(t + 3 * DAY), recent: ymd(t - 3 * DAY) },
    interviewWhere: 'i.status = 0 AND i.start_at BETWEEN :from AND :to',
    interviewParams: { from: new Date(t - 2 * DAY), to: new Date(t + 2 * DAY) },
  };
}

import { ALERT_TYPE } from '../alert-types';
import { dueNow, interviewAlerts, placementAlerts } from '../alert-schedule';
import { zonedInstant } from '../../calendar/zoned-time';

const iso = (alerts: { type: number; at: Date }[]) => Object.fromEntries(alerts.map((a) => [a.type, a.at.toISOString()]));

describe('the applicant alert schedule', () => {
  it('times a placement’s reminders from 08:00 of its start date in the applicant’s zone (two zones, DST)', () => {
    const p = { placement_id: 7, start_date: '2026-12-07', end_date: '2026-12-18' };
    // Helena (MST, UTC-7) and New York (EST, UTC-5).
    expect(iso(placementAlerts(p, 'America/Denver'))).toEqual({
      [ALERT_TYPE.JobPlacement48Hour]: '2026-12-05T15:00:00.000Z',
      [ALERT_TYPE.JobPlacement24Hour]: '2026-12-06T15:00:00.000Z',
      [ALERT_TYPE.JobPlacement3Hour]: '2026-12-07T12:00:00.000Z',
      [ALERT_TYPE.JobPlacement30Min]: '2026-12-07T14:30:00.000Z',
      [ALERT_TYPE.JobPlacementFirstDayCheckup]: '2026-12-08T00:00:00.000Z',
      [ALERT_TYPE.JobPlacementEndCheckup]: '2026-12-19T00:00:00.000Z',
      [ALERT_TYPE.JobPlacementRateMe]: '2026-12-20T00:00:00.000Z',
    });
    expect(iso(placementAlerts(p, 'America/New_York'))[ALERT_TYPE.JobPlacement30Min]).toBe('2026-12-07T12:30:00.000Z');
    // Summer time: 08:00 MDT is 14:00Z; a missing or unknown zone falls back to America/Denver.
    expect(zonedInstant('2026-07-01', 8, 0, 'America/Denver').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(iso(placementAlerts(p, 'Mars/Olympus'))).toEqual(iso(placementAlerts(p, null)));
    expect(placementAlerts({ placement_id: 1, start_date: null, end_date: null }, 'UTC')).toEqual([]);
    expect(placementAlerts({ placement_id: 1, start_date: '2026-12-07', end_date: null }, 'UTC').map((a) => a.type)).toEqual([2, 3, 4, 5, 6]);
  });

  it('times an interview’s reminders from its instant, and picks what is due within the grace', () => {
    const alerts = interviewAlerts({ interview_id: 3, start_at: new Date('2026-12-07T16:00:00Z'), duration_minutes: 45 });
    expect(iso(alerts)).toEqual({
      [ALERT_TYPE.JobInterview24Hour]: '2026-12-06T16:00:00.000Z',
      [ALERT_TYPE.JobInterview3Hour]: '2026-12-07T13:00:00.000Z',
      [ALERT_TYPE.JobInterview30Min]: '2026-12-07T15:30:00.000Z',
      [ALERT_TYPE.JobInterviewEndCheckup]: '2026-12-07T16:45:00.000Z',
      [ALERT_TYPE.JobInterviewRateMe]: '2026-12-07T17:45:00.000Z',
    });
    const hour = 3_600_000;
    expect(dueNow(alerts, new Date('2026-12-07T15:35:00Z'), hour).map((a) => a.type)).toEqual([ALERT_TYPE.JobInterview30Min]);
    expect(dueNow(alerts, new Date('2026-12-06T15:59:00Z'), hour)).toEqual([]);
  });
});

import { cronProblem, nextCronSlot, nextCronSlots } from '../cron-slots';

describe('cron slots (schedules: next run in the customer time zone)', () => {
  it('reads the expression in the time zone', () => {
    const after = new Date('2026-11-25T12:00:00Z');
    // 09:00 in New York in November (EST, UTC-5) is 14:00 UTC.
    expect(nextCronSlot({ cron: '0 9 * * *', tz: 'America/New_York' }, after).toISOString()).toBe('2026-11-25T14:00:00.000Z');
    expect(nextCronSlot({ cron: '0 9 * * *', tz: 'Europe/Madrid' }, after).toISOString()).toBe('2026-11-26T08:00:00.000Z');
    // Weekly on Monday at 07:30.
    expect(nextCronSlots({ cron: '30 7 * * 1', tz: 'UTC' }, 2, after).map((d) => d.toISOString())).toEqual(['2026-11-30T07:30:00.000Z', '2026-12-07T07:30:00.000Z']);
  });

  it('takes a seconds field', () => {
    const after = new Date('2026-11-25T12:00:00.400Z');
    expect(nextCronSlots({ cron: '* * * * * *', tz: 'UTC' }, 2, after).map((d) => d.getTime() % 1000)).toEqual([0, 0]);
  });

  it('names what is wrong', () => {
    expect(cronProblem({ cron: '0 9 * * 1-5', tz: 'America/Chicago' })).toBeNull();
    expect(cronProblem({ cron: '0 25 * * *', tz: 'UTC' })).toBe('invalid_cron');
    expect(cronProblem({ cron: 'every day', tz: 'UTC' })).toBe('invalid_cron');
    expect(cronProblem({ cron: '* * * *', tz: 'UTC' })).toBe('invalid_cron');
    expect(cronProblem({ cron: '0 9 * * *', tz: 'Mars/Olympus' })).toBe('invalid_time_zone');
  });
});

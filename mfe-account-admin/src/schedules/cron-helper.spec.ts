import { choiceOf, cronOf, dateTimeIn } from './cron-helper';

describe('schedules cron helper', () => {
  it('writes daily and weekly expressions and keeps a custom one', () => {
    expect(cronOf({ frequency: 'daily', time: '07:30', weekday: 1, custom: '' })).toBe('30 7 * * *');
    expect(cronOf({ frequency: 'weekly', time: '18:05', weekday: 5, custom: '' })).toBe('5 18 * * 5');
    expect(cronOf({ frequency: 'custom', time: '07:30', weekday: 1, custom: ' 0 */2 * * 1-5 ' })).toBe('0 */2 * * 1-5');
  });

  it('reads back what it wrote, anything else as custom', () => {
    expect(choiceOf('30 7 * * *')).toMatchObject({ frequency: 'daily', time: '07:30' });
    expect(choiceOf('5 18 * * 5')).toMatchObject({ frequency: 'weekly', time: '18:05', weekday: 5 });
    expect(choiceOf('0 */2 * * 1-5')).toMatchObject({ frequency: 'custom', custom: '0 */2 * * 1-5' });
  });

  it('shows a time in the schedule’s time zone', () => {
    expect(dateTimeIn('2026-11-30T12:00:00.000Z', 'America/New_York')).toBe('11/30/2026, 07:00 EST');
    expect(dateTimeIn(null, 'UTC')).toBe('');
  });
});

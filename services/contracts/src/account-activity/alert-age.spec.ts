import { alertAge } from './alert-age';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('alertAge (staff-side §9 alert age display)', () => {
  it('counts seconds under a minute', () => {
    expect(alertAge(ago(0), now)).toEqual({ unit: 'seconds', value: 0 });
    expect(alertAge(ago(59_999), now)).toEqual({ unit: 'seconds', value: 59 });
  });

  it('counts minutes from one minute to under an hour', () => {
    expect(alertAge(ago(60_000), now)).toEqual({ unit: 'minutes', value: 1 });
    expect(alertAge(ago(59 * 60_000 + 59_000), now)).toEqual({ unit: 'minutes', value: 59 });
  });

  it('counts hours from one hour up to and including 24 hours', () => {
    expect(alertAge(ago(3_600_000), now)).toEqual({ unit: 'hours', value: 1 });
    expect(alertAge(ago(24 * 3_600_000), now)).toEqual({ unit: 'hours', value: 24 });
  });

  it('counts days past 24 hours', () => {
    expect(alertAge(ago(24 * 3_600_000 + 1), now)).toEqual({ unit: 'days', value: 1 });
    expect(alertAge(ago(10 * 24 * 3_600_000 + 5), now)).toEqual({ unit: 'days', value: 10 });
  });

  it('reads an ISO string and treats a future date as just now', () => {
    expect(alertAge('2026-11-25T11:30:00.000Z', now)).toEqual({ unit: 'minutes', value: 30 });
    expect(alertAge(new Date(now.getTime() + 5000), now)).toEqual({ unit: 'seconds', value: 0 });
  });
});

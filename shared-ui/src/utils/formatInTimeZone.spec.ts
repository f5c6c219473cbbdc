import { formatInTimeZone } from './formatInTimeZone';

describe('formatInTimeZone', () => {
  it('shows the date as MM/DD/YYYY in the given zone (the day can differ from UTC)', () => {
    expect(formatInTimeZone('2026-12-05T03:30:00.000Z', 'America/Los_Angeles')).toBe('12/04/2026');
    expect(formatInTimeZone('2026-12-05T03:30:00.000Z', 'Asia/Tokyo')).toBe('12/05/2026');
  });

  it('falls back to the browser zone for an unknown zone and shows nothing for no or a bad date', () => {
    expect(formatInTimeZone('2026-12-05T12:00:00.000Z', 'Mars/Olympus')).toMatch(/^12\/0[45]\/2026$/);
    expect(formatInTimeZone(null, 'UTC')).toBe('');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatInTimeZone('not a date', 'UTC')).toBe('');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

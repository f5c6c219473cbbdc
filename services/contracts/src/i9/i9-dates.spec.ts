import { addCalendarDays, addCalendarYears, dayOfWeek, earliestDate, epochDay, fromEpochDay, isYmd, laterDate, toYmd, wholeYearsBetween } from './i9-dates';

describe('I-9 calendar dates', () => {
  it('parses strict YYYY-MM-DD only', () => {
    expect(isYmd('2024-02-29')).toBe(true);
    expect(isYmd('2023-02-29')).toBe(false);
    expect(isYmd('02/01/2024')).toBe(false);
    expect(isYmd(null)).toBe(false);
    expect(() => toYmd('nope')).toThrow(RangeError);
  });
  it('adds days and years across month, year and leap-day ends', () => {
    expect(addCalendarDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarYears('2024-02-29', 3)).toBe('2027-02-28');
    expect(addCalendarYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(fromEpochDay(epochDay('1969-07-20'))).toBe('1969-07-20');
  });
  it('weekdays, order and ages', () => {
    expect(dayOfWeek('2025-06-02')).toBe(1);
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('1969-12-28')).toBe(0);
    expect(laterDate('2025-01-02', '2025-01-01')).toBe('2025-01-02');
    expect(earliestDate([null, '2026-01-01', 'bad', '2025-05-05'])).toBe('2025-05-05');
    expect(earliestDate([])).toBeNull();
    expect(wholeYearsBetween('2007-06-03', '2025-06-02')).toBe(17);
    expect(wholeYearsBetween('2007-06-02', '2025-06-02')).toBe(18);
  });
});

import { addBusinessDays, businessDayOnOrAfter, businessDaysBetween, businessDaysInclusive, isBusinessDay } from './business-days';
import type { HolidayCalendar } from './us-federal-holidays';

describe('business days (Mon-Fri less US federal holidays)', () => {
  it('weekends and holidays are not business days', () => {
    expect(isBusinessDay('2025-06-02')).toBe(true); // Monday
    expect(isBusinessDay('2025-06-07')).toBe(false); // Saturday
    expect(isBusinessDay('2025-06-08')).toBe(false); // Sunday
    expect(isBusinessDay('2025-07-04')).toBe(false);
    expect(isBusinessDay('2025-11-28')).toBe(true); // day after Thanksgiving
    expect(() => isBusinessDay('2025-13-01')).toThrow(RangeError);
  });
  it('adds business days over weekends', () => {
    expect(addBusinessDays('2025-06-02', 3)).toBe('2025-06-05'); // Monday → Thursday
    expect(addBusinessDays('2025-06-05', 3)).toBe('2025-06-10'); // Thursday → Tuesday
    expect(addBusinessDays('2025-06-07', 1)).toBe('2025-06-09'); // Saturday → Monday
    expect(addBusinessDays('2025-06-02', 0)).toBe('2025-06-02');
    expect(addBusinessDays('2025-06-05', -3)).toBe('2025-06-02');
    expect(() => addBusinessDays('2025-06-02', 1.5)).toThrow(RangeError);
  });
  it('across Thanksgiving', () => {
    expect(addBusinessDays('2025-11-25', 3)).toBe('2025-12-01');
    expect(addBusinessDays('2025-11-26', 3)).toBe('2025-12-02');
  });
  it('across Christmas and New Year on a weekend', () => {
    expect(addBusinessDays('2021-12-22', 3)).toBe('2021-12-28'); // Fri 24 observed
    expect(addBusinessDays('2021-12-30', 3)).toBe('2022-01-05'); // Fri 31 observed for 1 Jan 2022
    expect(addBusinessDays('2022-12-23', 3)).toBe('2022-12-29'); // Mon 26 observed
    expect(addBusinessDays('2022-12-30', 3)).toBe('2023-01-05'); // Mon 2 Jan observed
  });
  it('across New Year on a weekday', () => {
    expect(addBusinessDays('2024-12-30', 3)).toBe('2025-01-03');
  });
  it('across Juneteenth', () => {
    expect(addBusinessDays('2025-06-17', 3)).toBe('2025-06-23');
    expect(addBusinessDays('2021-06-16', 3)).toBe('2021-06-22'); // Fri 18 observed
    expect(addBusinessDays('2020-06-16', 3)).toBe('2020-06-19'); // before it was a federal holiday
  });
  it('across Monday holidays', () => {
    expect(addBusinessDays('2025-01-17', 3)).toBe('2025-01-23'); // MLK Day
    expect(addBusinessDays('2025-02-14', 1)).toBe('2025-02-18'); // Washington's Birthday
    expect(addBusinessDays('2025-05-23', 3)).toBe('2025-05-29'); // Memorial Day
    expect(addBusinessDays('2025-08-29', 3)).toBe('2025-09-04'); // Labor Day
    expect(addBusinessDays('2025-10-10', 3)).toBe('2025-10-16'); // Columbus Day
  });
  it('counts business days between dates', () => {
    expect(businessDaysBetween('2025-06-02', '2025-06-05')).toBe(3);
    expect(businessDaysBetween('2025-06-05', '2025-06-02')).toBe(-3);
    expect(businessDaysBetween('2025-06-02', '2025-06-02')).toBe(0);
    expect(businessDaysBetween('2025-11-25', '2025-12-01')).toBe(3);
    expect(businessDaysBetween('2025-06-06', '2025-06-08')).toBe(0);
    expect(businessDaysInclusive('2025-06-20', '2025-06-23')).toBe(2);
    expect(businessDaysInclusive('2025-06-21', '2025-06-21')).toBe(0);
    expect(businessDaysInclusive('2025-06-23', '2025-06-20')).toBe(0);
    expect(businessDayOnOrAfter('2025-07-04')).toBe('2025-07-07');
    expect(businessDayOnOrAfter('2025-07-07')).toBe('2025-07-07');
  });
  it('takes another calendar (a closure day)', () => {
    const closed: HolidayCalendar = { holidayName: (d) => (d === '2025-06-03' ? 'Closed' : null) };
    expect(addBusinessDays('2025-06-02', 3, closed)).toBe('2025-06-06');
  });
});

import { US_FEDERAL_HOLIDAYS, usFederalHolidays } from './us-federal-holidays';

const name = (d: string) => US_FEDERAL_HOLIDAYS.holidayName(d);

describe('US federal holidays (date-holidays, US, public + observed)', () => {
  it('2025 has the 11 federal holidays of 5 U.S.C. 6103', () => {
    expect(usFederalHolidays(2025).map((h) => h.date)).toEqual([
      '2025-01-01', '2025-01-20', '2025-02-17', '2025-05-26', '2025-06-19', '2025-07-04',
      '2025-09-01', '2025-10-13', '2025-11-11', '2025-11-27', '2025-12-25',
    ]);
    expect(name('2025-11-27')).toBe('Thanksgiving Day');
    expect(name('2025-06-19')).toBe('Juneteenth');
  });
  it('counts the observed day when a holiday falls on a weekend', () => {
    expect(name('2021-12-24')).toMatch(/^Christmas Day/); // Saturday → Friday
    expect(name('2021-12-31')).toMatch(/^New Year's Day/); // 1 Jan 2022 is a Saturday
    expect(name('2022-12-26')).toMatch(/^Christmas Day/); // Sunday → Monday
    expect(name('2023-01-02')).toMatch(/^New Year's Day/);
    expect(name('2026-07-03')).toMatch(/^Independence Day/);
    expect(name('2022-06-20')).toMatch(/^Juneteenth/);
  });
  it("counts Veterans Day's observed day, which the library types 'bank'", () => {
    expect(name('2023-11-10')).toMatch(/^Veterans Day/); // 11 Nov 2023 is a Saturday
    expect(name('2029-11-12')).toMatch(/^Veterans Day/); // 11 Nov 2029 is a Sunday
  });
  it('observances are not federal holidays', () => {
    expect(name('2025-11-28')).toBeNull(); // day after Thanksgiving
    expect(name('2025-12-24')).toBeNull(); // Christmas Eve
    expect(name('2025-12-31')).toBeNull();
    expect(name('2025-01-20')).toBe('Martin Luther King Jr. Day'); // Inauguration Day too, but D.C. only
    expect(name('2020-06-19')).toBeNull(); // Juneteenth is federal since 2021
  });
});

import { isPastRetention, retentionUntil } from './retention';

describe('retentionUntil', () => {
  it('still employed: hire + 3 years is the minimum', () => {
    expect(retentionUntil('2022-03-15', null)).toEqual({
      until: '2025-03-15', basis: 'hire_plus_3_years', status: 'employed', hirePlus3Years: '2025-03-15', terminationPlus1Year: null,
    });
  });
  it('left early: hire + 3 years is later', () => {
    expect(retentionUntil('2022-03-15', '2022-09-30')).toMatchObject({ until: '2025-03-15', basis: 'hire_plus_3_years', status: 'terminated', terminationPlus1Year: '2023-09-30' });
    expect(retentionUntil('2022-03-15', '2022-03-15')).toMatchObject({ until: '2025-03-15', basis: 'hire_plus_3_years' });
  });
  it('left late: termination + 1 year is later', () => {
    expect(retentionUntil('2015-01-05', '2024-08-20')).toMatchObject({ until: '2025-08-20', basis: 'termination_plus_1_year' });
    expect(retentionUntil('2022-03-15', '2024-06-01')).toMatchObject({ until: '2025-06-01', basis: 'termination_plus_1_year' });
  });
  it('both on the same day: hire + 3 years', () => {
    expect(retentionUntil('2022-03-15', '2024-03-15')).toMatchObject({ until: '2025-03-15', basis: 'hire_plus_3_years' });
  });
  it('29 February moves to 28 February', () => {
    expect(retentionUntil('2024-02-29', null).until).toBe('2027-02-28');
    expect(retentionUntil('2020-02-29', '2024-02-29').until).toBe('2025-02-28');
  });
  it('refuses a termination before the hire', () => {
    expect(() => retentionUntil('2024-01-10', '2024-01-09')).toThrow(RangeError);
  });
  it('may be purged only after the date, once terminated, without a legal hold', () => {
    const r = retentionUntil('2015-01-05', '2024-08-20');
    expect(isPastRetention(r, '2025-08-20')).toBe(false);
    expect(isPastRetention(r, '2025-08-21')).toBe(true);
    expect(isPastRetention(r, '2025-08-21', true)).toBe(false);
    expect(isPastRetention(retentionUntil('2015-01-05', null), '2030-01-01')).toBe(false);
  });
});

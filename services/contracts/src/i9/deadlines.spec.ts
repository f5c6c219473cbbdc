import { deadlineCountdown, i9Deadlines, isShortJob, reverifyBucket } from './deadlines';

describe('i9Deadlines', () => {
  it('Section 1 by the first day, Section 2 within 3 business days', () => {
    expect(i9Deadlines({ firstDay: '2025-06-02' })).toEqual({ section1Due: '2025-06-02', section2Due: '2025-06-05', reverifyDue: null, shortJob: false });
    expect(i9Deadlines({ firstDay: '2025-11-25' }).section2Due).toBe('2025-12-01');
    expect(i9Deadlines({ firstDay: '2021-12-23' }).section2Due).toBe('2021-12-29');
  });
  it('a job of fewer than 3 business days: Section 2 on the first day', () => {
    expect(i9Deadlines({ firstDay: '2025-06-02', jobLengthDays: 2 }).section2Due).toBe('2025-06-02');
    expect(i9Deadlines({ firstDay: '2025-06-02', jobLengthDays: 3 }).section2Due).toBe('2025-06-05');
    expect(i9Deadlines({ firstDay: '2025-06-20', lastDay: '2025-06-23' }).shortJob).toBe(true); // Fri + Mon
    expect(isShortJob({ firstDay: '2025-06-02', lastDay: '2025-06-04' })).toBe(false);
    expect(isShortJob({ firstDay: '2025-07-03', lastDay: '2025-07-07' })).toBe(true); // Thu, (Fri holiday), Mon
  });
  it('reverification by the day authorization ends: the earlier of Section 1 and a List A/C document', () => {
    expect(i9Deadlines({ firstDay: '2025-06-02', attestation: 4, workAuthUntil: '2026-03-01' }).reverifyDue).toBe('2026-03-01');
    const documents = [{ list: 'A' as const, document_type: 'EAD_I766', expiration_date: '2026-01-15' }];
    expect(i9Deadlines({ firstDay: '2025-06-02', attestation: 4, workAuthUntil: '2026-03-01', documents }).reverifyDue).toBe('2026-01-15');
    expect(i9Deadlines({ firstDay: '2025-06-02', attestation: 1, workAuthUntil: '2026-03-01' }).reverifyDue).toBeNull();
  });
  it('refuses a bad first day', () => {
    expect(() => i9Deadlines({ firstDay: '06/02/2025' })).toThrow(RangeError);
  });
});

describe('deadlineCountdown', () => {
  it('business and calendar days left', () => {
    expect(deadlineCountdown('2025-06-05', '2025-06-02')).toEqual({ due: '2025-06-05', status: 'upcoming', businessDaysLeft: 3, calendarDaysLeft: 3, overdueBusinessDays: 0 });
    expect(deadlineCountdown('2025-12-01', '2025-11-26')).toMatchObject({ businessDaysLeft: 2, calendarDaysLeft: 5 });
  });
  it('due today', () => {
    expect(deadlineCountdown('2025-06-05', '2025-06-05')).toMatchObject({ status: 'due_today', businessDaysLeft: 0, overdueBusinessDays: 0 });
  });
  it('overdue, counted in business days', () => {
    expect(deadlineCountdown('2025-06-05', '2025-06-10')).toMatchObject({ status: 'overdue', businessDaysLeft: -3, calendarDaysLeft: -5, overdueBusinessDays: 3 });
    expect(deadlineCountdown('2025-07-03', '2025-07-05')).toMatchObject({ status: 'overdue', overdueBusinessDays: 0 });
  });
});

describe('reverifyBucket', () => {
  it('sorts into 30/60/90 days and overdue', () => {
    expect(reverifyBucket(null, '2025-06-02')).toBeNull();
    expect(reverifyBucket('2025-06-01', '2025-06-02')).toBe('overdue');
    expect(reverifyBucket('2025-06-02', '2025-06-02')).toBe('due_30');
    expect(reverifyBucket('2025-07-02', '2025-06-02')).toBe('due_30');
    expect(reverifyBucket('2025-07-03', '2025-06-02')).toBe('due_60');
    expect(reverifyBucket('2025-08-31', '2025-06-02')).toBe('due_90');
    expect(reverifyBucket('2025-09-01', '2025-06-02')).toBeNull();
  });
});

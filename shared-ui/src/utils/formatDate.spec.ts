import { formatDate, toServerDate } from './formatDate';

describe('formatDate', () => {
  it('turns server dates into MM/DD/YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('03/05/2024');
    expect(formatDate('2024-12-31T10:00:00Z')).toBe('12/31/2024');
  });

  it('gives the fallback for empty or impossible dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('2023-02-29', 'N/A')).toBe('N/A');
    expect(formatDate('05/03/2024', 'N/A')).toBe('N/A');
  });

  it('turns display dates back into server dates', () => {
    expect(toServerDate('3/5/2024')).toBe('2024-03-05');
    expect(toServerDate('02/29/2024')).toBe('2024-02-29');
    expect(toServerDate('02/30/2024')).toBeNull();
    expect(toServerDate('2024-03-05')).toBeNull();
  });
});

import { addYears, dayNumber, parseDisplayYmd, parseServerYmd } from './date-core';
import { formatDateTyping, formatDateTypingChange, isDateTypingComplete, roundToTimeStep, timeStepOptions } from './date-typing';
import { dateAtLeast, dateAtMost, defaultDateRange, validateDateValue } from './date-rules';
import { formatServerDateForDisplay, parseServerDate, shouldLocalizeDate, toServerDate } from './server-date';
import fc from 'fast-check';

describe('date typing', () => {
  it('drops letters and adds slashes after 2 and 5 characters', () => {
    expect(formatDateTyping('0')).toBe('0');
    expect(formatDateTyping('01')).toBe('01/');
    expect(formatDateTyping('012')).toBe('01/2');
    expect(formatDateTyping('0102')).toBe('01/02/');
    expect(formatDateTyping('01a02b2024')).toBe('01/02/2024');
    expect(formatDateTyping('01/02/20245')).toBe('01/02/2024');
    expect(isDateTypingComplete('01/02/2024')).toBe(true);
    expect(isDateTypingComplete('01/02/202')).toBe(false);
  });
  it('typing output never holds a letter and is at most 10 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (raw) => {
      const out = formatDateTyping(raw);
      expect(out).toMatch(/^[\d/]{0,10}$/);
      expect(formatDateTyping(out)).toBe(out);
    }));
  });
  it('15-minute steps', () => {
    const opts = timeStepOptions();
    expect(opts).toHaveLength(96);
    expect(opts[0]).toBe('12:00 am');
    expect(opts[1]).toBe('12:15 am');
    expect(opts[52]).toBe('1:00 pm');
    expect(roundToTimeStep(7)).toBe(0);
    expect(roundToTimeStep(8)).toBe(15);
    expect(roundToTimeStep(24 * 60 - 1)).toBe(24 * 60 - 15);
  });
});

describe('calendar dates', () => {
  it('parses strictly', () => {
    expect(parseServerYmd('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseServerYmd('2023-02-29')).toBeNull();
    expect(parseDisplayYmd('12/31/1999')).toEqual({ y: 1999, m: 12, d: 31 });
    expect(parseDisplayYmd('13/01/1999')).toBeNull();
    expect(dayNumber({ y: 1970, m: 1, d: 2 })).toBe(1);
    expect(addYears({ y: 2024, m: 2, d: 29 }, 1)).toEqual({ y: 2025, m: 2, d: 28 });
  });
});

describe('server dates', () => {
  it('parses ISO and fallbacks as UTC', () => {
    expect(parseServerDate('2024-03-05')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseServerDate('2024-03-05T10:20:30Z')?.toISOString()).toBe('2024-03-05T10:20:30.000Z');
    expect(parseServerDate('2024-03-05T10:20:30+02:00')?.toISOString()).toBe('2024-03-05T08:20:30.000Z');
    expect(parseServerDate('2024-03-05 10:20:30')?.toISOString()).toBe('2024-03-05T10:20:30.000Z');
    expect(parseServerDate('2024/03/05')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseServerDate('03/05/2024')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseServerDate('03/05/2024 1:30 pm')?.toISOString()).toBe('2024-03-05T13:30:00.000Z');
    expect(parseServerDate('20240305')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseServerDate('not a date')).toBeNull();
    expect(parseServerDate('2024-02-30')).toBeNull();
  });
  it('normalises to YYYY-MM-DD', () => {
    expect(toServerDate('03/05/2024')).toBe('2024-03-05');
    expect(toServerDate('2024-03-05T23:00:00Z')).toBe('2024-03-05');
    expect(toServerDate('x')).toBeNull();
  });
  it('localizes only date-like names and values over 4 characters', () => {
    expect(shouldLocalizeDate('start_date', '2024-03-05')).toBe(true);
    expect(shouldLocalizeDate('grad_year', '2024')).toBe(false);
    expect(shouldLocalizeDate('name', '2024-03-05')).toBe(false);
    expect(formatServerDateForDisplay('start_date', '2024-03-05', { locale: 'en-US' })).toBe('03/05/2024');
    expect(formatServerDateForDisplay('start_date', '2024-03-05', { locale: 'en-GB' })).toBe('05/03/2024');
    expect(formatServerDateForDisplay('grad_year', '2024')).toBe('2024');
    expect(formatServerDateForDisplay('title', 'Manager')).toBe('Manager');
    expect(formatServerDateForDisplay('expiration', 'garbage')).toBe('');
    expect(formatServerDateForDisplay('expiration', 'garbage', { nullable: true })).toBe('N/A');
    expect(formatServerDateForDisplay('expiration', null, { nullable: true })).toBe('N/A');
    expect(formatServerDateForDisplay('created_date', '2024-03-05T15:00:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('03/05/2024, 3:00 PM');
  });
});

describe('date rules', () => {
  const today = '2025-06-15';
  it('date_at_least / date_at_most with the date inserted', () => {
    expect(dateAtLeast('01/01/2020', '2020-01-02')).toEqual({ key: 'date_at_least', params: { date: '01/02/2020' } });
    expect(dateAtLeast('01/02/2020', '2020-01-02')).toBeNull();
    expect(dateAtMost('01/02/2020', '2020-01-02')).toBeNull();
    expect(dateAtMost('01/03/2020', '2020-01-02')).toEqual({ key: 'date_at_most', params: { date: '01/02/2020' } });
    expect(dateAtMost('xx/xx/xxxx', '2020-01-02')).toBeNull();
  });
  it('es_date with the format', () => {
    expect(validateDateValue('13/45/2020', { today })).toEqual({ key: 'es_date', params: { format: 'MM/DD/YYYY' } });
    expect(validateDateValue('bad', { today, format: 'YYYY-MM-DD' })).toEqual({ key: 'es_date', params: { format: 'YYYY-MM-DD' } });
    expect(validateDateValue('2020-01-01', { today })).toBeNull();
    expect(validateDateValue('', { today })).toBeNull();
  });
  it('applies the default 100-year range', () => {
    expect(defaultDateRange(today)).toEqual({ min: { y: 1925, m: 6, d: 15 }, max: { y: 2125, m: 6, d: 15 } });
    expect(validateDateValue('06/14/1925', { today })?.key).toBe('date_at_least');
    expect(validateDateValue('06/15/1925', { today })).toBeNull();
    expect(validateDateValue('06/16/2125', { today })?.key).toBe('date_at_most');
  });
  it('applies configured bounds', () => {
    expect(validateDateValue('01/01/2024', { today, min: '2024-02-01' })?.key).toBe('date_at_least');
    expect(validateDateValue('03/01/2024', { today, max: '02/01/2024' })?.key).toBe('date_at_most');
  });
  it('accepts the placeholder unless a minimum is set', () => {
    expect(validateDateValue('xx/xx/xxxx', { today })).toBeNull();
    expect(validateDateValue('xx/xx/xxxx', { today, min: '2024-01-01' })?.key).toBe('date_at_least');
  });
});

describe('formatDateTypingChange', () => {
  it('lets backspace remove the slash the typing rule added', () => {
    expect(formatDateTypingChange('12/', '12')).toBe('12');
    expect(formatDateTypingChange('12/31/', '12/31')).toBe('12/31');
    expect(formatDateTypingChange('12', '12a')).toBe('12/');
  });
  it('applies the typing rule while the entry grows', () => {
    expect(formatDateTypingChange('', '12312026')).toBe('12/31/2026');
    expect(formatDateTypingChange('1', '1x')).toBe('1');
  });
});

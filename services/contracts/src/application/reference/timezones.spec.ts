import { isKnownTimeZone, TIME_ZONES } from './timezones';

const offsetOf = (name: string) => {
  const m = /^\(UTC(?:([+-])(\d{2}):(\d{2}))?\)/.exec(name);
  if (!m) {
    throw new Error(`no offset in ${name}`);
  }
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};

describe('time-zone options', () => {
  it('has about 95 unique options from UTC-12 to UTC+13, in offset order', () => {
    expect(TIME_ZONES).toHaveLength(95);
    expect(new Set(TIME_ZONES.map((z) => z.code)).size).toBe(95);
    const named = TIME_ZONES.filter((z) => z.name !== undefined).map((z) => offsetOf(z.name as string));
    expect(named[0]).toBe(-12 * 60);
    expect(named[named.length - 1]).toBe(13 * 60);
    expect([...named].sort((a, b) => a - b)).toEqual(named);
    expect(TIME_ZONES[TIME_ZONES.length - 1].code).toBe('Pacific/Tongatapu'); // UTC+13
  });

  it('labels Eastern Time as the spec shows it', () => {
    expect(TIME_ZONES).toContainEqual({ name: '(UTC-05:00) Eastern Time (US & Canada)', code: 'America/New_York' });
  });

  it('names every option, Pacific/Tongatapu included (issue 14)', () => {
    expect(TIME_ZONES.find((z) => z.code === 'Pacific/Tongatapu')).toEqual({ name: "(UTC+13:00) Tonga — Nuku'alofa", code: 'Pacific/Tongatapu' });
    expect(TIME_ZONES.filter((z) => !z.name)).toHaveLength(0);
  });

  it('uses identifiers the runtime knows', () => {
    for (const z of TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: z.code })).not.toThrow();
    }
  });

  it('recognises only listed codes', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone(undefined)).toBe(false);
  });
});

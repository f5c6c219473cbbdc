import { TIME_ZONES } from './timezones';
import { timeZoneCity, timeZoneLabel, timeZoneOptions } from './time-zone-labels';

const IANA_ID = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/;
const RAW_ID_PIECE = /[A-Za-z]\/[A-Za-z]|_/;

describe.each(['en', 'es', 'es-MX', 'fr'])('time-zone options in %s', (language) => {
  const options = timeZoneOptions(TIME_ZONES, language);

  it('labels every option readably: never a raw IANA id, always with the UTC offset', () => {
    expect(options).toHaveLength(TIME_ZONES.length);
    for (const [i, option] of options.entries()) {
      expect(option.value).toBe(TIME_ZONES[i].code);
      expect(option.label).not.toBe(option.value);
      expect(option.label).not.toMatch(IANA_ID);
      expect(option.label).not.toMatch(RAW_ID_PIECE);
      expect(option.label).toMatch(/^\(UTC(?:[+-]\d{2}:\d{2})?\) \S/);
    }
  });

  it('never shows two options the same way', () => {
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
  });
});

describe('time-zone labels', () => {
  it('uses the curated English names in English', () => {
    expect(
      timeZoneLabel({ code: 'America/New_York', name: '(UTC-05:00) Eastern Time (US & Canada)' }, 'en'),
    ).toBe('(UTC-05:00) Eastern Time (US & Canada)');
    expect(timeZoneOptions(TIME_ZONES, 'en-US').find((o) => o.value === 'Pacific/Tongatapu')?.label).toBe(
      "(UTC+13:00) Tonga — Nuku'alofa",
    );
  });

  it('names the zones in Spanish, keeping the offset and telling same-named zones apart by city', () => {
    const es = new Map(timeZoneOptions(TIME_ZONES, 'es').map((o) => [o.value, o.label]));
    expect(es.get('Pacific/Tongatapu')).toBe('(UTC+13:00) Hora estándar de Tonga');
    expect(es.get('Asia/Tokyo')).toBe('(UTC+09:00) Hora estándar de Japón');
    expect(es.get('Europe/Berlin')).toBe('(UTC+01:00) Hora de Europa central — Berlin');
    expect(es.get('Europe/Paris')).toBe('(UTC+01:00) Hora de Europa central — Paris');
    expect(es.get('Etc/UTC')).toBe('(UTC) Tiempo universal coordinado');
    expect(es.get('Etc/GMT+11')).toBe('(UTC-11:00) Tiempo universal coordinado -11');
  });

  it('falls back to English, then to the city, when Intl cannot name the zone', () => {
    // An invalid language tag makes Intl throw: the English names are shown.
    expect(
      timeZoneLabel({ code: 'Pacific/Tongatapu', name: "(UTC+13:00) Tonga — Nuku'alofa" }, 'not a language!'),
    ).toBe("(UTC+13:00) Tonga — Nuku'alofa");
    // A zone without a curated name: the offset from Intl and the city, never the identifier.
    expect(timeZoneLabel({ code: 'Pacific/Port_Moresby' }, 'en')).toBe('(UTC+10:00) Port Moresby');
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});

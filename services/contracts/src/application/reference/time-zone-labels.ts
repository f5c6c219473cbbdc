import type { TimeZoneOption } from '../application-dtos';

/**
 * Readable time-zone labels in the reader's language: English uses the curated names of TIME_ZONES;
 * other languages the browser's (or Node's) CLDR names through Intl, e.g. "(UTC+13:00) Hora estándar de
 * Tonga", with the city added when two options would read the same. Never a raw IANA identifier:
 * without Intl support the English name, else the city of the identifier.
 */

export interface TimeZoneSelectOption {
  value: string;
  label: string;
}

/** A fixed date, so names that depend on the season do not change with the day the page is shown. */
const REFERENCE_DATE = new Date(Date.UTC(2025, 0, 15, 12));
const OFFSET_PREFIX = /^\(UTC(?:[+-]\d{2}:\d{2})?\)/;
const OFFSET_ONLY = /^(?:GMT|UTC)(?:[+\-−]\d{1,2}(?::\d{2})?)?$/;

function isEnglish(language: string | null | undefined): boolean {
  return !language || /^en(?:-|$)/i.test(language);
}

function intlName(
  code: string,
  language: string,
  style: 'longGeneric' | 'long' | 'longOffset',
): string | null {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: code, timeZoneName: style }).formatToParts(
      REFERENCE_DATE,
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null; // an unknown locale or zone, or a runtime without the style
  }
}

/** "Pacific/Port_Moresby" → "Port Moresby". */
export function timeZoneCity(code: string): string {
  return (code.split('/').pop() ?? code).replace(/_/g, ' ');
}

/** "(UTC+13:00)" from the curated name, else from Intl ("GMT+13:00"), else ''. */
function offsetPrefix(zone: TimeZoneOption): string {
  const curated = zone.name ? OFFSET_PREFIX.exec(zone.name)?.[0] : undefined;
  if (curated) {
    return curated;
  }
  const offset = intlName(zone.code, 'en', 'longOffset');
  if (!offset) {
    return '';
  }
  return offset === 'GMT' ? '(UTC)' : `(${offset.replace(/^GMT/, 'UTC').replace('−', '-')})`;
}

function capitalise(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** The zone's name in `language` without the offset, or null when Intl has no real name for it. */
function localName(zone: TimeZoneOption, language: string): string | null {
  const generic = intlName(zone.code, language, 'longGeneric');
  if (generic && !OFFSET_ONLY.test(generic)) {
    return capitalise(generic, language);
  }
  // Etc/UTC, Etc/GMT+11 ...: "Coordinated Universal Time" in that language, with the offset's hours.
  const utc = intlName('Etc/UTC', language, 'long');
  if (!utc || OFFSET_ONLY.test(utc)) {
    return null;
  }
  const hours = /^\(UTC([+-]\d{2}):00\)/.exec(offsetPrefix(zone))?.[1];
  return capitalise(hours ? `${utc} ${hours}` : utc, language);
}

/** The English label: the curated name, else "(UTC±hh:mm) City". */
function englishLabel(zone: TimeZoneOption): string {
  return zone.name ?? `${offsetPrefix(zone)} ${timeZoneCity(zone.code)}`.trim();
}

/** One option's label in `language` (English when the language is English, unknown or not supported). */
export function timeZoneLabel(zone: TimeZoneOption, language?: string | null): string {
  return timeZoneOptions([zone], language)[0].label;
}

/** Select options for `zones` in `language`; options that would read the same get their city added. */
export function timeZoneOptions(
  zones: readonly TimeZoneOption[],
  language?: string | null,
): TimeZoneSelectOption[] {
  if (isEnglish(language)) {
    return zones.map((zone) => ({ value: zone.code, label: englishLabel(zone) }));
  }
  const lang = language as string;
  const labels = zones.map((zone) => {
    const name = localName(zone, lang);
    return name ? `${offsetPrefix(zone)} ${name}`.trim() : englishLabel(zone);
  });
  const seen = new Map<string, number>();
  for (const label of labels) {
    seen.set(label, (seen.get(label) ?? 0) + 1);
  }
  return zones.map((zone, i) => ({
    value: zone.code,
    label: (seen.get(labels[i]) ?? 0) > 1 ? `${labels[i]} — ${timeZoneCity(zone.code)}` : labels[i],
  }));
}

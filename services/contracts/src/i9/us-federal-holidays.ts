import type Holidays from 'date-holidays';

/**
 * US federal holidays from the date-holidays library (no list typed here). In its US data the 11 federal
 * holidays of 5 U.S.C. 6103(a) are the entries of type 'public'; the day off when one falls on a weekend
 * (Saturday → the Friday before, Sunday → the Monday after) is a separate entry with substitute = true,
 * named "… (substitute day)". The library types Veterans Day's substitute 'bank' rather than 'public', so
 * every substitute entry counts. Observances (Christmas Eve, the day after Thanksgiving, Inauguration Day
 * in D.C.) are not federal holidays and do not count.
 */
export interface HolidayCalendar {
  /** The holiday's name when the day (YYYY-MM-DD) is a holiday or an observed holiday, else null. */
  holidayName(ymd: string): string | null;
}

let library: Holidays | null = null;

/**
 * Loaded on the first holiday question, not with contracts: the library brings every country's data and
 * moment-timezone, and loading it at start-up doubled the applicant export's time and memory in
 * `npm run bench` (0.6 s → 1.2 s, +8 MB → +150 MB RSS on 100,000 rows) in every process that imports
 * contracts, most of which never ask for a holiday.
 */
function loadLibrary(): Holidays {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- deliberately lazy (see above)
  const HolidaysClass = require('date-holidays') as typeof import('date-holidays').default;
  return new HolidaysClass('US');
}
const years = new Map<number, ReadonlyMap<string, string>>();

function federalDaysOf(year: number): ReadonlyMap<string, string> {
  let days = years.get(year);
  if (!days) {
    library ??= loadLibrary();
    const map = new Map<string, string>();
    for (const h of library.getHolidays(year)) {
      if (h.type === 'public' || h.substitute === true) {
        map.set(h.date.slice(0, 10), h.name);
      }
    }
    days = map;
    years.set(year, days);
  }
  return days;
}

/** The observed federal holidays of a year, by date (YYYY-MM-DD → name), in date order. */
export function usFederalHolidays(year: number): { date: string; name: string }[] {
  return [...federalDaysOf(year)].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}

export const US_FEDERAL_HOLIDAYS: HolidayCalendar = {
  holidayName(ymd: string): string | null {
    const year = Number(ymd.slice(0, 4));
    return Number.isInteger(year) ? (federalDaysOf(year).get(ymd.slice(0, 10)) ?? null) : null;
  },
};

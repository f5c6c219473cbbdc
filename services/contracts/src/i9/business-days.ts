import { addCalendarDays, compareDates, isWeekend, toYmd } from './i9-dates';
import { US_FEDERAL_HOLIDAYS, type HolidayCalendar } from './us-federal-holidays';

/**
 * Business days for the I-9 deadlines: Monday to Friday except US federal holidays and the days they are
 * observed on (USCIS: "business days" are the days the federal government is open). Dates are YYYY-MM-DD.
 * A calendar other than the federal one can be passed (tests, or a closure day ordered by the President).
 */
export function isBusinessDay(date: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): boolean {
  toYmd(date);
  return !isWeekend(date) && calendar.holidayName(date) === null;
}

/**
 * The date `days` business days after `date` (before it when negative), not counting `date` itself:
 * addBusinessDays(Monday, 3) is Thursday; from a Saturday, 1 business day is the Monday (or the Tuesday
 * when Monday is a holiday). 0 answers `date` unchanged.
 */
export function addBusinessDays(date: string, days: number, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): string {
  if (!Number.isInteger(days)) {
    throw new RangeError(`business days must be a whole number: ${days}`);
  }
  toYmd(date);
  const step = days < 0 ? -1 : 1;
  let current = date;
  for (let left = Math.abs(days); left > 0; ) {
    current = addCalendarDays(current, step);
    if (isBusinessDay(current, calendar)) {
      left -= 1;
    }
  }
  return current;
}

/** The first business day on or after `date`. */
export function businessDayOnOrAfter(date: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): string {
  return isBusinessDay(date, calendar) ? date : addBusinessDays(date, 1, calendar);
}

/**
 * Business days after `from` up to and including `to` (Monday → Thursday is 3); negative when `to` is
 * before `from` (Thursday → Monday is -3); 0 on the same day.
 */
export function businessDaysBetween(from: string, to: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): number {
  const order = compareDates(to, from);
  if (order === 0) {
    return 0;
  }
  const [start, end, sign] = order > 0 ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let d = addCalendarDays(start, 1); compareDates(d, end) <= 0; d = addCalendarDays(d, 1)) {
    if (isBusinessDay(d, calendar)) {
      count += 1;
    }
  }
  return sign * count;
}

/** Business days from `first` to `last`, both included (how long a short job lasts). */
export function businessDaysInclusive(first: string, last: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): number {
  if (compareDates(last, first) < 0) {
    return 0;
  }
  return (isBusinessDay(first, calendar) ? 1 : 0) + businessDaysBetween(first, last, calendar);
}

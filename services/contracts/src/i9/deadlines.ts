import { addBusinessDays, businessDaysBetween, businessDaysInclusive } from './business-days';
import { compareDates, epochDay, isYmd, toYmd } from './i9-dates';
import type { I9Attestation } from './i9-types';
import { reverifyDueDate, type ReverifiableDocument } from './reverification';
import { US_FEDERAL_HOLIDAYS, type HolidayCalendar } from './us-federal-holidays';

/**
 * The I-9 deadlines (8 CFR 274a.2(b)(1); M-274 §2-6), in business days with US federal holidays:
 * - Section 1 no later than the first day of employment;
 * - Section 2 within 3 business days after the first day (Monday → Thursday), or on the first day itself
 *   when the job lasts fewer than 3 business days;
 * - reverification no later than the day the employment authorization expires (the earlier of Section 1's
 *   "work authorized until" and an expiring List A/C document of Section 2; see reverifyDueDate).
 */
export const SECTION2_BUSINESS_DAYS = 3;

export interface I9DeadlineInput {
  /** First day of employment (for pay), YYYY-MM-DD. */
  firstDay: string;
  /** How many business days the job lasts, when known to be short. */
  jobLengthDays?: number | null;
  /** The last day of a short job; used when jobLengthDays is not given. */
  lastDay?: string | null;
  attestation?: I9Attestation | null;
  workAuthUntil?: string | null;
  documents?: readonly ReverifiableDocument[];
}

export interface I9Deadlines {
  section1Due: string;
  section2Due: string;
  reverifyDue: string | null;
  /** True when Section 2 is due on the first day because the job lasts under 3 business days. */
  shortJob: boolean;
}

export function isShortJob(input: Pick<I9DeadlineInput, 'firstDay' | 'jobLengthDays' | 'lastDay'>, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): boolean {
  if (input.jobLengthDays != null) {
    return input.jobLengthDays < SECTION2_BUSINESS_DAYS;
  }
  return isYmd(input.lastDay) && businessDaysInclusive(input.firstDay, input.lastDay, calendar) < SECTION2_BUSINESS_DAYS;
}

export function i9Deadlines(input: I9DeadlineInput, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): I9Deadlines {
  toYmd(input.firstDay);
  const shortJob = isShortJob(input, calendar);
  return {
    section1Due: input.firstDay,
    section2Due: shortJob ? input.firstDay : addBusinessDays(input.firstDay, SECTION2_BUSINESS_DAYS, calendar),
    reverifyDue: reverifyDueDate({ attestation: input.attestation, workAuthUntil: input.workAuthUntil, documents: input.documents }),
    shortJob,
  };
}

export type CountdownStatus = 'upcoming' | 'due_today' | 'overdue';

export interface Countdown {
  due: string;
  status: CountdownStatus;
  /** Business days after today up to and including the due day (0 on the day, negative once overdue). */
  businessDaysLeft: number;
  calendarDaysLeft: number;
  /** Business days past the due day (0 unless overdue). */
  overdueBusinessDays: number;
}

/** Days left to a deadline as of `today`, or how far past it a record is. */
export function deadlineCountdown(due: string, today: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): Countdown {
  const order = compareDates(today, due);
  const businessDaysLeft = businessDaysBetween(today, due, calendar);
  return {
    due,
    status: order < 0 ? 'upcoming' : order === 0 ? 'due_today' : 'overdue',
    businessDaysLeft,
    calendarDaysLeft: epochDay(due) - epochDay(today),
    overdueBusinessDays: order > 0 ? -businessDaysLeft : 0,
  };
}

/** The dashboard's reverification buckets (staff: "reverification due in 90/60/30 days"). */
export const REVERIFY_REMINDER_DAYS = [30, 60, 90] as const;
export type ReverifyBucket = 'overdue' | 'due_30' | 'due_60' | 'due_90';

export function reverifyBucket(reverifyDue: string | null, today: string): ReverifyBucket | null {
  if (!reverifyDue) {
    return null;
  }
  const left = epochDay(reverifyDue) - epochDay(today);
  if (left < 0) {
    return 'overdue';
  }
  const days = REVERIFY_REMINDER_DAYS.find((d) => left <= d);
  return days ? (`due_${days}` as ReverifyBucket) : null;
}

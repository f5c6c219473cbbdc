import { addBusinessDays, businessDaysBetween } from '../i9/business-days';
import { compareDates } from '../i9/i9-dates';
import { US_FEDERAL_HOLIDAYS, type HolidayCalendar } from '../i9/us-federal-holidays';

/**
 * E-Verify's time limits, in federal working days (weekends and US federal holidays excluded, the same
 * calendar as the I-9's business days):
 * - a case is created no later than the 3rd business day after the employee starts work for pay;
 * - after a mismatch the employer notifies the employee (FAN) within 10 federal working days;
 * - a referred employee has 8 federal working days to contact SSA or DHS.
 */
export const EVERIFY_CASE_BUSINESS_DAYS = 3;
export const EVERIFY_NOTIFY_WORKING_DAYS = 10;
export const EVERIFY_CONTACT_WORKING_DAYS = 8;

export function caseDueDate(firstDayOfEmployment: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): string {
  return addBusinessDays(firstDayOfEmployment, EVERIFY_CASE_BUSINESS_DAYS, calendar);
}

/** A case created after its due date is late and needs a reason for delay. */
export function isCaseLate(firstDayOfEmployment: string | null, createdOn: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): boolean {
  return firstDayOfEmployment !== null && compareDates(createdOn, caseDueDate(firstDayOfEmployment, calendar)) > 0;
}

export function notifyEmployeeDue(tncIssuedOn: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): string {
  return addBusinessDays(tncIssuedOn, EVERIFY_NOTIFY_WORKING_DAYS, calendar);
}

export function contactAgencyDue(referredOn: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): string {
  return addBusinessDays(referredOn, EVERIFY_CONTACT_WORKING_DAYS, calendar);
}

/** Federal working days left until `due` (negative once past). */
export function workingDaysLeft(due: string, today: string, calendar: HolidayCalendar = US_FEDERAL_HOLIDAYS): number {
  return businessDaysBetween(today, due, calendar);
}

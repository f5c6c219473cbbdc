import { addCalendarYears, compareDates, toYmd } from './i9-dates';

/**
 * How long an I-9 is kept (8 U.S.C. 1324a(b)(3); 8 CFR 274a.2(b)(2)): 3 years after the date of hire, or
 * 1 year after employment ends, whichever is later. While the person is still employed only the first
 * part is known: the record is kept at least until hire + 3 years and as long as the employment lasts.
 */
export const RETENTION_YEARS_AFTER_HIRE = 3;
export const RETENTION_YEARS_AFTER_TERMINATION = 1;

export interface Retention {
  /** The last day the record must be kept; for someone still employed, the earliest it could be. */
  until: string;
  /** Which date decided: hire + 3 years, or termination + 1 year. */
  basis: 'hire_plus_3_years' | 'termination_plus_1_year';
  /** 'employed': not final, it moves once a termination date is known. */
  status: 'employed' | 'terminated';
  hirePlus3Years: string;
  terminationPlus1Year: string | null;
}

export function retentionUntil(hireDate: string, terminationDate: string | null): Retention {
  toYmd(hireDate);
  const hirePlus3Years = addCalendarYears(hireDate, RETENTION_YEARS_AFTER_HIRE);
  if (terminationDate == null) {
    return { until: hirePlus3Years, basis: 'hire_plus_3_years', status: 'employed', hirePlus3Years, terminationPlus1Year: null };
  }
  if (compareDates(terminationDate, hireDate) < 0) {
    throw new RangeError(`termination ${terminationDate} is before hire ${hireDate}`);
  }
  const terminationPlus1Year = addCalendarYears(terminationDate, RETENTION_YEARS_AFTER_TERMINATION);
  const byTermination = compareDates(terminationPlus1Year, hirePlus3Years) > 0;
  return {
    until: byTermination ? terminationPlus1Year : hirePlus3Years,
    basis: byTermination ? 'termination_plus_1_year' : 'hire_plus_3_years',
    status: 'terminated',
    hirePlus3Years,
    terminationPlus1Year,
  };
}

/** A record may be purged once the person has left and today is after the retention date (and no legal hold). */
export function isPastRetention(retention: Retention, today: string, legalHold = false): boolean {
  return !legalHold && retention.status === 'terminated' && compareDates(today, retention.until) > 0;
}

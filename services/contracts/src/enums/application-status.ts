/** Full application step list in order (spec: applicant-side section 4). */
export const APPLICATION_STATUS_ORDER = {
  SIGNUP: 0,
  BASICINFO: 1,
  TAXEXEMPT: 2,
  JOBPREFS: 3,
  EDUHIST: 4,
  WORKHIST: 5,
  SKILLCHECKLIST: 6,
  TAXCREDIT: 7,
  PRESCREEN: 8,
  COMPLETE: 9,
} as const;

export type ApplicationStatus = keyof typeof APPLICATION_STATUS_ORDER;

/** The numeric order of a status; unknown or missing maps to 0. */
export function applicationStatusOrder(status: string | null | undefined): number {
  return status && status in APPLICATION_STATUS_ORDER ? APPLICATION_STATUS_ORDER[status as ApplicationStatus] : 0;
}

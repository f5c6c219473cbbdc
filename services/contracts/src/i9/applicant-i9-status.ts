import type { I9Status } from './i9-types';

/** Where the applicant's own Section 1 stands. */
export type ApplicantSection1State = 'not_started' | 'draft' | 'signed' | 'correction_pending';

/**
 * `GET /api/v1/i9/status` (applicant): the applicant's current Form I-9 at a glance, for Home. Read-only:
 * unlike `GET /api/v1/i9` it creates no record and writes no trail row. Holds no personal data.
 */
export interface ApplicantI9Status {
  /** False until the applicant first opens the I-9 (that creates the record). */
  started: boolean;
  status: I9Status | null;
  section1: ApplicantSection1State;
  /** YYYY-MM-DD; known once the employer has set the first day of employment. */
  section1_due: string | null;
  first_day_of_employment: string | null;
  /** ISO timestamp of the first Section 1 signature. */
  section1_signed_at: string | null;
}

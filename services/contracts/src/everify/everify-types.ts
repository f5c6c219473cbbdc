/**
 * E-Verify case statuses as the product keeps them (issue 13). They follow E-Verify's own case results
 * (M-775 E-Verify User Manual): a case is created as a draft, submitted, may stop on a duplicate-case alert
 * or on photo matching, and ends Employment Authorized, or goes through a Tentative Nonconfirmation
 * ("mismatch") that the employee may contest, then closes with a closure statement.
 */
export const EVERIFY_CASE_STATUS = {
  DRAFT: 'DRAFT',
  /** Sent to the queue / E-Verify, waiting for its answer ("waiting for E-Verify" while it is down). */
  SUBMITTED: 'SUBMITTED',
  DUPLICATE_CASE_ALERT: 'DUPLICATE_CASE_ALERT',
  PHOTO_MATCHING: 'PHOTO_MATCHING',
  /** DHS verification in process: DHS answers within 3 federal working days. */
  VERIFICATION_IN_PROCESS: 'VERIFICATION_IN_PROCESS',
  EMPLOYMENT_AUTHORIZED: 'EMPLOYMENT_AUTHORIZED',
  SSA_TNC: 'SSA_TNC',
  DHS_TNC: 'DHS_TNC',
  /** The employee takes action on the mismatch: referred to SSA or DHS, 8 federal working days to contact them. */
  REFERRED: 'REFERRED',
  CASE_IN_CONTINUANCE: 'CASE_IN_CONTINUANCE',
  FINAL_NONCONFIRMATION: 'FINAL_NONCONFIRMATION',
  DHS_NO_SHOW: 'DHS_NO_SHOW',
  CLOSE_CASE_AND_RESUBMIT: 'CLOSE_CASE_AND_RESUBMIT',
  CLOSED: 'CLOSED',
} as const;
export type EverifyCaseStatus = (typeof EVERIFY_CASE_STATUS)[keyof typeof EVERIFY_CASE_STATUS];
export const EVERIFY_CASE_STATUSES = Object.values(EVERIFY_CASE_STATUS) as readonly EverifyCaseStatus[];

/** The two agencies a mismatch can come from. */
export type EverifyAgency = 'SSA' | 'DHS';

/** Photo matching answers (I-551, I-766, U.S. passport or passport card). */
export const PHOTO_MATCH_ANSWERS = ['MATCH', 'NO_MATCH', 'NO_PHOTO'] as const;
export type PhotoMatchAnswer = (typeof PHOTO_MATCH_ANSWERS)[number];

/** The reason-for-delay codes of the spec (staff-side §3 "E-Verify"). */
export const REASON_FOR_DELAY_CODES = [
  'AWAITING_SOCIAL_SECURITY_NUMBER',
  'TECHNICAL_PROBLEMS',
  'AUDIT_REVEALED_THAT_NEW_HIRE_WAS_NOT_RUN',
  'FEDERAL_CONTRACTOR',
  'AWAITING_RESPONSE_ON_CASE_WITH_INCORRECT_INFO',
  'OTHER',
] as const;
export type ReasonForDelayCode = (typeof REASON_FOR_DELAY_CODES)[number];

/** E-Verify's citizenship status names (spec: ALIEN -> AUTHORIZED_ALIEN, ..., otherwise ANY). */
export type EverifyCitizenshipStatus = 'CITIZEN' | 'NON_CITIZEN_NATIONAL' | 'PERMANENT_RESIDENT' | 'AUTHORIZED_ALIEN' | 'ANY';

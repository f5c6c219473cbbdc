import type { ClosureStatement, EverifyAgency, EverifyCaseStatus, EverifyCitizenshipStatus, PhotoMatchAnswer } from '@attest/contracts';

/** Which customer (employer) a call is made for: the simulator keeps cases per customer, the web service per employer account. */
export interface EverifyCallContext {
  customerId: number;
}

export interface EverifyDocumentInput {
  list: 'A' | 'B' | 'C';
  /** The I-9 document code (US_PASSPORT, EAD_I766, DRIVERS_LICENSE ...). */
  type: string;
  number: string | null;
  expirationDate: string | null;
}

/** What E-Verify needs to open a case: read from the I-9's signed revisions at the moment the case is sent. */
export interface EverifyCaseInput {
  /** Ours, unique per customer (`attest-case-<id>`): stored with the case at E-Verify and searchable (findCase), not a key. */
  clientReference: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  otherLastNames: string | null;
  dateOfBirth: string;
  /** 9 digits. */
  ssn: string;
  email: string | null;
  citizenshipStatus: EverifyCitizenshipStatus;
  /** A-Number / USCIS number, I-94 number, foreign passport (the one Section 1 carries). */
  aNumber: string | null;
  i94Number: string | null;
  foreignPassportNumber: string | null;
  countryOfIssuance: string | null;
  documents: EverifyDocumentInput[];
  /** YYYY-MM-DD */
  hireDate: string;
  reasonForDelay: string | null;
  reasonForDelayDescription: string | null;
}

/** E-Verify's answer about a case: its result and what goes with it. */
export interface EverifyCaseAnswer {
  caseNumber: string;
  /** The case result (a closed case keeps the result it was closed on). */
  status: EverifyCaseStatus;
  closed: boolean;
  closureStatement: ClosureStatement | null;
  tncAgency: EverifyAgency | null;
  /** E-Verify has the employer's confirmation that the employee was notified of the mismatch. */
  employeeNotified: boolean;
  /** ISO date-time of the last change at E-Verify. */
  statusChangedAt: string;
  /** Duplicate case alert: the earlier cases with the same SSN. */
  duplicateCaseNumbers: string[];
  /** After a referral: the last day for the employee to contact the agency (YYYY-MM-DD). */
  contactDueDate: string | null;
}

export interface EverifyPhoto {
  contentType: string;
  /** base64 */
  data: string;
}

/**
 * The E-Verify service behind one interface (issue 13): the simulator by default, the web service when
 * configured. Every method is called from a queued job only, never from a request handler. A method throws
 * EverifyUnavailableError (retry later) or EverifyRefusedError (do not retry).
 */
export interface EverifyAdapter {
  readonly kind: 'simulator' | 'web_service';
  submitCase(ctx: EverifyCallContext, input: EverifyCaseInput): Promise<EverifyCaseAnswer>;
  /**
   * The case E-Verify already opened for our client reference, or null. E-Verify opens a case for every
   * submission, so a submission whose answer was lost (a time-out, a worker killed before its commit) is found
   * here before the case is sent again.
   */
  findCase(ctx: EverifyCallContext, clientReference: string): Promise<EverifyCaseAnswer | null>;
  fetchStatus(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer>;
  retrievePhoto(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyPhoto>;
  submitPhotoMatch(ctx: EverifyCallContext, caseNumber: string, answer: PhotoMatchAnswer): Promise<EverifyCaseAnswer>;
  continueDuplicate(ctx: EverifyCallContext, caseNumber: string, reason: string): Promise<EverifyCaseAnswer>;
  confirmNotification(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer>;
  referCase(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer>;
  noncontest(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer>;
  closeCase(ctx: EverifyCallContext, caseNumber: string, statement: ClosureStatement): Promise<EverifyCaseAnswer>;
}

export const EVERIFY_ADAPTER = Symbol('EVERIFY_ADAPTER');

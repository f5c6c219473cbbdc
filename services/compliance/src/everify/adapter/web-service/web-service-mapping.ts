import { CLOSURE_STATEMENTS, EVERIFY_CASE_STATUS as S, type ClosureStatement, type EverifyCaseStatus } from '@attest/contracts';
import type { EverifyCaseAnswer, EverifyCaseInput } from '../everify-adapter';

/**
 * The field mapping of the E-Verify web service (issue 13, adapter skeleton). Names follow E-Verify's Web
 * Services interface (snake_case JSON, case_status + case_eligibility_statement); they must be checked against
 * the Interface Control Agreement of the version in use before the adapter is switched on (decision 0013).
 */
export interface WebServiceCaseRequest {
  client_company_id: string | null;
  client_case_reference: string;
  first_name: string;
  last_name: string;
  middle_initial: string | null;
  other_last_names_used: string[];
  date_of_birth: string;
  ssn: string;
  employee_email_address: string | null;
  citizenship_status_code: string;
  alien_number: string | null;
  i94_number: string | null;
  foreign_passport_number: string | null;
  country_code: string | null;
  document_a_type_code: string | null;
  document_b_type_code: string | null;
  document_c_type_code: string | null;
  document_number: string | null;
  expiration_date: string | null;
  date_of_hire: string;
  reason_for_delay_code: string | null;
  reason_for_delay_description: string | null;
}

export interface WebServiceCaseAnswer {
  case_number: string;
  case_status: string;
  case_eligibility_statement?: string | null;
  closure_statement?: string | null;
  tnc_agency?: string | null;
  employee_notified?: boolean | null;
  last_update_datetime?: string | null;
  duplicate_case_numbers?: string[] | null;
  contact_due_date?: string | null;
}

/** The I-9 document codes as the service names them (its document type codes). */
const DOCUMENT_CODES: Readonly<Record<string, string>> = {
  US_PASSPORT: 'US_PASSPORT',
  US_PASSPORT_CARD: 'US_PASSPORT_CARD',
  PERMANENT_RESIDENT_CARD: 'FORM_I551',
  EAD_I766: 'FORM_I766',
  FOREIGN_PASSPORT_I551_STAMP: 'FOREIGN_PASSPORT_WITH_I551_STAMP',
  FOREIGN_PASSPORT_WITH_I94: 'FOREIGN_PASSPORT_WITH_FORM_I94',
  DRIVERS_LICENSE: 'DRIVERS_LICENSE',
  STATE_ID_CARD: 'STATE_ID_CARD',
  SCHOOL_ID_CARD: 'SCHOOL_ID_CARD',
  MILITARY_CARD: 'US_MILITARY_CARD',
  SSN_CARD: 'SOCIAL_SECURITY_CARD',
  BIRTH_CERTIFICATE: 'BIRTH_CERTIFICATE',
};

const docCode = (type: string | undefined): string | null => (type ? (DOCUMENT_CODES[type] ?? type) : null);

export function toWebServiceCase(input: EverifyCaseInput, clientCompanyId: string | null): WebServiceCaseRequest {
  const a = input.documents.find((d) => d.list === 'A');
  const b = input.documents.find((d) => d.list === 'B');
  const c = input.documents.find((d) => d.list === 'C');
  const photoDoc = a ?? b;
  return {
    client_company_id: clientCompanyId,
    client_case_reference: input.clientReference,
    first_name: input.firstName,
    last_name: input.lastName,
    middle_initial: input.middleInitial,
    other_last_names_used: input.otherLastNames ? [input.otherLastNames] : [],
    date_of_birth: input.dateOfBirth,
    ssn: input.ssn,
    employee_email_address: input.email,
    citizenship_status_code: input.citizenshipStatus === 'ANY' ? 'NOT_PROVIDED' : input.citizenshipStatus,
    alien_number: input.aNumber,
    i94_number: input.i94Number,
    foreign_passport_number: input.foreignPassportNumber,
    country_code: input.countryOfIssuance,
    document_a_type_code: docCode(a?.type),
    document_b_type_code: docCode(b?.type),
    document_c_type_code: docCode(c?.type),
    document_number: photoDoc?.number ?? null,
    expiration_date: photoDoc?.expirationDate ?? null,
    date_of_hire: input.hireDate,
    reason_for_delay_code: input.reasonForDelay,
    reason_for_delay_description: input.reasonForDelayDescription,
  };
}

/** The service's eligibility statements (and the statuses that stand without one) → the product's statuses. */
const STATUS_MAP: Readonly<Record<string, EverifyCaseStatus>> = {
  EMPLOYMENT_AUTHORIZED: S.EMPLOYMENT_AUTHORIZED,
  SSA_TENTATIVE_NONCONFIRMATION: S.SSA_TNC,
  DHS_TENTATIVE_NONCONFIRMATION: S.DHS_TNC,
  DHS_VERIFICATION_IN_PROCESS: S.VERIFICATION_IN_PROCESS,
  SSA_CASE_IN_CONTINUANCE: S.CASE_IN_CONTINUANCE,
  DHS_CASE_IN_CONTINUANCE: S.CASE_IN_CONTINUANCE,
  FINAL_NONCONFIRMATION: S.FINAL_NONCONFIRMATION,
  DHS_NO_SHOW: S.DHS_NO_SHOW,
  CLOSE_CASE_AND_RESUBMIT: S.CLOSE_CASE_AND_RESUBMIT,
  DUPLICATE_CASE_ALERT: S.DUPLICATE_CASE_ALERT,
  PHOTO_MATCH: S.PHOTO_MATCHING,
  REFERRED: S.REFERRED,
  SUBMITTED: S.SUBMITTED,
};

/** An answer whose status the product does not know is a refusal to handle (never guessed). */
export function fromWebServiceCase(answer: WebServiceCaseAnswer): EverifyCaseAnswer | null {
  const status = STATUS_MAP[answer.case_eligibility_statement ?? ''] ?? STATUS_MAP[answer.case_status];
  if (!status || !answer.case_number) {
    return null;
  }
  const closure = (CLOSURE_STATEMENTS as readonly string[]).includes(answer.closure_statement ?? '') ? (answer.closure_statement as ClosureStatement) : null;
  const agency = answer.tnc_agency === 'SSA' || answer.tnc_agency === 'DHS' ? answer.tnc_agency : null;
  return {
    caseNumber: answer.case_number,
    status,
    closed: answer.case_status === 'CLOSED',
    closureStatement: closure,
    tncAgency: agency ?? (status === S.SSA_TNC ? 'SSA' : status === S.DHS_TNC ? 'DHS' : null),
    employeeNotified: !!answer.employee_notified,
    statusChangedAt: answer.last_update_datetime ?? new Date().toISOString(),
    duplicateCaseNumbers: answer.duplicate_case_numbers ?? [],
    contactDueDate: answer.contact_due_date ?? null,
  };
}

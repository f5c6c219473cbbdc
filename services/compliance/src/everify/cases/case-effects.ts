import { contactAgencyDue, notifyEmployeeDue, type EverifyCaseEvent, type EverifyCaseStatus } from '@attest/contracts';
import type { EverifyCaseEntity } from './entities';

/** The facts a move records besides the status: dates, deadlines, the agency, the employer's answers. */
export function effectsOf(event: EverifyCaseEvent, to: EverifyCaseStatus, now: Date, today: string): Partial<EverifyCaseEntity> {
  switch (event.type) {
    case 'SUBMIT':
      return { submitted_at: now };
    case 'SUBMISSION_REFUSED':
      return {};
    case 'SERVICE_RESULT':
      if (to === 'SSA_TNC' || to === 'DHS_TNC') {
        return { tnc_agency: to === 'SSA_TNC' ? 'SSA' : 'DHS', tnc_issued_at: now, notify_due: notifyEmployeeDue(today), employee_notified_at: null };
      }
      return {};
    case 'CONTINUE_DUPLICATE':
      return { duplicate_reason: event.reason.trim().slice(0, 500) };
    case 'PHOTO_MATCH':
      return { photo_answer: event.answer };
    case 'NOTIFY_EMPLOYEE':
      return { employee_notified_at: now };
    case 'REFER':
      return { referred_at: now, contact_due: contactAgencyDue(today) };
    case 'NONCONTEST':
      return {};
    case 'CLOSE':
      return { closure_statement: event.statement, closed_at: now };
  }
}

/** What the history keeps of an event's argument (never personal data). */
export function detailOf(event: EverifyCaseEvent): string | null {
  switch (event.type) {
    case 'CLOSE':
      return event.statement;
    case 'PHOTO_MATCH':
      return event.answer;
    case 'CONTINUE_DUPLICATE':
      return event.reason.trim().slice(0, 500);
    case 'SERVICE_RESULT':
      return event.status;
    case 'SUBMIT':
    case 'SUBMISSION_REFUSED':
    case 'NOTIFY_EMPLOYEE':
    case 'REFER':
    case 'NONCONTEST':
      return null;
  }
}

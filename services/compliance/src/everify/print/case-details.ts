import {
  closureStatementKey,
  everifyStatusKey,
  I9_MESSAGES_EN,
  photoAnswerKey,
  reasonForDelayKey,
  type ClosureStatement,
  type PhotoMatchAnswer,
  type ReasonForDelayCode,
} from '@attest/contracts';
import type { EverifyCaseEntity, EverifyCaseEventEntity } from '../cases/entities';
import type { EverifyCaseFileEntity } from '../documents/entities/everify-case-file.entity';
import type { EverifyTncWorkflowEntity } from '../tnc/entities/everify-tnc-workflow.entity';

/** One printed line of the case's history. */
export interface PrintedEvent {
  at: string;
  what: string;
  change: string;
  detail: string;
  by: string;
}

/** Everything the printable case details show (English), already as text. Never an SSN. */
export interface CaseDetails {
  caseId: number;
  caseNumber: string;
  employee: string;
  facts: [string, string][];
  tnc: [string, string][];
  documents: string[];
  history: PrintedEvent[];
  printedAt: Date;
}

const en = (key: string, fallback: string): string => I9_MESSAGES_EN[key] ?? fallback;
const stamp = (d: Date | string | null): string => (d ? `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');
const day = (ymd: string | null): string => {
  const m = ymd ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
};
const yesNo = (v: number | null): string => (v === null ? '' : v ? 'Yes' : 'No');

/** A history row's detail as words where it is a code (a status, closure statement, photo answer, reason, message key). */
function detailText(e: EverifyCaseEventEntity): string {
  const d = e.detail;
  if (!d) {
    return '';
  }
  const candidates = [everifyStatusKey(d as never), closureStatementKey(d as ClosureStatement), photoAnswerKey(d as PhotoMatchAnswer), reasonForDelayKey(d as ReasonForDelayCode), d];
  const key = candidates.find((k) => I9_MESSAGES_EN[k]);
  return key ? I9_MESSAGES_EN[key] : d;
}

const statusText = (s: string | null): string => (s ? en(everifyStatusKey(s as never), s) : '');

export function caseDetails(input: {
  c: EverifyCaseEntity;
  names: { first: string | null; last: string | null };
  history: EverifyCaseEventEntity[];
  workflow: EverifyTncWorkflowEntity | null;
  files: EverifyCaseFileEntity[];
  printedAt?: Date;
}): CaseDetails {
  const { c, workflow: w } = input;
  const employee = [input.names.first, input.names.last].filter(Boolean).join(' ') || `Applicant ${c.applicant_id}`;
  const reason = c.reason_for_delay ? `${en(reasonForDelayKey(c.reason_for_delay), c.reason_for_delay)}${c.reason_for_delay_description ? `: ${c.reason_for_delay_description}` : ''}${c.reason_for_delay_auto ? ' (recorded automatically: E-Verify could not be reached)' : ''}` : '';
  const facts: [string, string][] = [
    ['Employee', employee],
    ['E-Verify case number', c.case_number ?? 'Not yet opened by E-Verify'],
    ['Status', `${statusText(c.status)}${c.awaiting_service ? ' (waiting for E-Verify)' : ''}`],
    ['Form I-9 record', String(c.i9_record_id)],
    ['First day of employment', day(c.first_day_of_employment)],
    ['Case due (3rd business day)', day(c.case_due)],
    ['Created', stamp(c.created_at)],
    ['Sent to E-Verify', stamp(c.submitted_at)],
    ['Opened by E-Verify', stamp(c.opened_at)],
    ['Reason for delay', reason],
    ['Mismatch agency', c.tnc_agency ?? ''],
    ['Mismatch issued', stamp(c.tnc_issued_at)],
    ['Notify the employee by', day(c.notify_due)],
    ['Employee notified', stamp(c.employee_notified_at)],
    ['Referred', stamp(c.referred_at)],
    ['Employee to contact the agency by', day(c.contact_due)],
    ['Photo matching answer', c.photo_answer ? en(photoAnswerKey(c.photo_answer), c.photo_answer) : ''],
    ['Duplicate case numbers', (c.duplicate_case_numbers ? (JSON.parse(c.duplicate_case_numbers) as string[]) : []).join(', ')],
    ['Reason to continue a duplicate', c.duplicate_reason ?? ''],
    ['Closure statement', c.closure_statement ? en(closureStatementKey(c.closure_statement), c.closure_statement) : ''],
    ['Closed', stamp(c.closed_at)],
  ];
  const tnc: [string, string][] = w
    ? [
        ['Notice sent privately to the employee', stamp(w.notice_sent_at)],
        ['Notice downloaded by the employee', w.downloaded_at ? `${stamp(w.downloaded_at)} (${(w.downloaded_lang ?? '').toUpperCase()})` : ''],
        ['Step 1: takes action on the mismatch', yesNo(w.tnc_fan_step1)],
        ['Step 2: will contact the agency within 8 federal working days', yesNo(w.tnc_fan_step2)],
        ['Decision', w.outcome === 'REFER' ? 'Contests: case referred' : w.outcome === 'NONCONTEST' ? 'Does not contest' : ''],
        ['Decision recorded', w.answered_at ? `${stamp(w.answered_at)} by ${w.answered_party === 'applicant' ? 'the employee' : (w.answered_name ?? `user ${w.answered_by}`)}` : ''],
      ]
    : [];
  return {
    caseId: c.id,
    caseNumber: c.case_number ?? '',
    employee,
    facts: facts.filter(([, v]) => v !== ''),
    tnc: tnc.filter(([, v]) => v !== ''),
    documents: input.files.filter((f) => f.state === 'ready' && f.kind !== 'bundle').map((f) => `${f.file_name} (${stamp(f.ready_at ?? f.created_at)})`),
    history: input.history.map((e) => ({
      at: stamp(e.at),
      what: `${en(`everify_event_${e.event.toLowerCase()}`, e.event)}${e.kind === 'request' ? ' (requested)' : e.kind === 'error' ? ' (failed)' : ''}`,
      change: e.from_status || e.to_status ? `${statusText(e.from_status)} -> ${statusText(e.to_status)}` : '',
      detail: e.event === 'OPENED' ? (e.detail ?? '') : detailText(e),
      by: e.actor_party === 'system' ? 'Attest' : (e.actor_name ?? `${e.actor_party} ${e.actor_id}`),
    })),
    printedAt: input.printedAt ?? new Date(),
  };
}

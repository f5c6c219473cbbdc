import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  closesAutomatically,
  EVERIFY_CASE_STATUS as S,
  EVERIFY_WAITING_STATUSES,
  isCaseLate,
  nextCaseStatus,
  OUTAGE_REASON,
  type ClosureStatement,
  type EverifyCaseEvent,
  type PhotoMatchAnswer,
} from '@attest/contracts';
import { SYSTEM_ACTOR } from '../../shared/actor';
import { todayYmd } from '../../shared/i9-rules';
import { EVERIFY_ADAPTER, type EverifyAdapter, type EverifyCaseAnswer, type EverifyCaseInput } from '../adapter/everify-adapter';
import { EverifyRefusedError, EverifyUnavailableError } from '../adapter/everify-errors';
import { EverifyPhotoStore } from '../cases/case-photo-store';
import { caseInput, clientReferenceOf, EverifyCaseSource } from '../cases/case-source';
import { lockCaseOrNull, snapshotOf } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import { EverifyCasesService } from '../cases/everify-cases.service';

/** The call a case owes E-Verify now, in order: the employer's request first, then the photo, then a status check. */
export type SyncOperation = 'submit' | 'photo_match' | 'continue_duplicate' | 'notify' | 'refer' | 'noncontest' | 'close' | 'retrieve_photo' | 'refresh';

export function nextOperation(c: EverifyCaseEntity): SyncOperation | null {
  switch (c.pending_action) {
    case 'SUBMIT':
      return 'submit';
    case 'PHOTO_MATCH':
      return 'photo_match';
    case 'CONTINUE_DUPLICATE':
      return 'continue_duplicate';
    case 'NOTIFY_EMPLOYEE':
      return 'notify';
    case 'REFER':
      return 'refer';
    case 'NONCONTEST':
      return 'noncontest';
    case 'CLOSE':
      return 'close';
    case null:
      break;
  }
  if (c.status === S.SUBMITTED && !c.case_number) {
    return 'submit';
  }
  if (!c.case_number || c.status === S.CLOSED) {
    return null;
  }
  if (c.status === S.PHOTO_MATCHING && !c.photo_key) {
    return 'retrieve_photo';
  }
  return EVERIFY_WAITING_STATUSES.includes(c.status) ? 'refresh' : null;
}

export interface SyncOutcome {
  operation: SyncOperation | null;
  changed: boolean;
  version: number;
  status: string | null;
  /** E-Verify was unavailable for a request the case owes: the job is retried. */
  retry: string | null;
  /** The case owes another call right away (e.g. its photo after a photo-matching result). */
  followUp: boolean;
}

const CLEARED: Partial<EverifyCaseEntity> = {
  pending_action: null,
  pending_detail: null,
  pending_by: null,
  pending_since: null,
  awaiting_service: 0,
  service_attempts: 0,
  last_error: null,
  last_error_at: null,
};
const EA_CLOSURE: ClosureStatement = 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA';

/**
 * One case brought in step with E-Verify, under the case's row lock: the call and the answer's effects commit
 * together, so a retry or a second worker sees what the first did. Before a submission, E-Verify is asked for a
 * case with the case's client reference (an earlier try may have opened it), so it is opened once. An
 * answer lost after E-Verify acted on an employer action is recovered by reading the case's status.
 */
@Injectable()
export class EverifyCaseSyncService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(EVERIFY_ADAPTER) private readonly adapter: EverifyAdapter,
    private readonly cases: EverifyCasesService,
    private readonly source: EverifyCaseSource,
    private readonly photos: EverifyPhotoStore,
  ) {}

  sync(customerId: number, caseId: number): Promise<SyncOutcome> {
    return this.ds.transaction(async (m) => {
      const c = await lockCaseOrNull(m, customerId, caseId);
      const operation = c ? nextOperation(c) : null;
      if (!c || !operation) {
        return { operation: null, changed: false, version: c?.version ?? 0, status: c?.status ?? null, retry: null, followUp: false };
      }
      const before = c.version;
      let retry: string | null = null;
      try {
        await this.perform(m, c, operation);
      } catch (err) {
        if (err instanceof EverifyUnavailableError) {
          retry = await this.unavailable(m, c, operation, err);
        } else if (err instanceof EverifyRefusedError) {
          await this.refused(m, c, operation, err);
        } else {
          throw err;
        }
      }
      const next = nextOperation(c);
      return { operation, changed: c.version !== before, version: c.version, status: c.status, retry, followUp: !retry && next !== null && next !== 'refresh' };
    });
  }

  private async perform(m: EntityManager, c: EverifyCaseEntity, op: SyncOperation): Promise<void> {
    const ctx = { customerId: c.customer_id };
    const caseNumber = c.case_number ?? '';
    switch (op) {
      case 'submit':
        return this.submit(m, c);
      case 'retrieve_photo': {
        const key = await this.photos.put(c.customer_id, c.id, await this.adapter.retrievePhoto(ctx, caseNumber));
        await this.cases.patch(m, c, { photo_key: key, last_error: null, last_error_at: null });
        return this.cases.record(m, c, 'change', 'PHOTO_RECEIVED', SYSTEM_ACTOR);
      }
      case 'refresh': {
        const answer = await this.adapter.fetchStatus(ctx, caseNumber);
        await this.cases.patch(m, c, { last_checked_at: new Date(), last_error: null, last_error_at: null });
        return this.reconcile(m, c, answer);
      }
      case 'photo_match':
        return this.employerAction(m, c, { type: 'PHOTO_MATCH', answer: c.pending_detail as PhotoMatchAnswer }, () => this.adapter.submitPhotoMatch(ctx, caseNumber, c.pending_detail as PhotoMatchAnswer));
      case 'continue_duplicate':
        return this.employerAction(m, c, { type: 'CONTINUE_DUPLICATE', reason: c.pending_detail ?? '' }, () => this.adapter.continueDuplicate(ctx, caseNumber, c.pending_detail ?? ''));
      case 'notify':
        return this.employerAction(m, c, { type: 'NOTIFY_EMPLOYEE' }, () => this.adapter.confirmNotification(ctx, caseNumber));
      case 'refer':
        return this.employerAction(m, c, { type: 'REFER' }, () => this.adapter.referCase(ctx, caseNumber));
      case 'noncontest':
        return this.employerAction(m, c, { type: 'NONCONTEST' }, () => this.adapter.noncontest(ctx, caseNumber));
      case 'close':
        return this.employerAction(m, c, { type: 'CLOSE', statement: c.pending_detail as ClosureStatement }, () => this.adapter.closeCase(ctx, caseNumber, c.pending_detail as ClosureStatement));
    }
  }

  /**
   * Sends the case (read from the I-9 now) unless E-Verify already has one for its client reference: E-Verify
   * opens a case per submission, and an earlier one may have reached it with its answer lost (a time-out, a
   * worker killed before this transaction committed). A case that became late while E-Verify was down gets
   * the outage reason.
   */
  private async submit(m: EntityManager, c: EverifyCaseEntity): Promise<void> {
    const ctx = { customerId: c.customer_id };
    const answer = (await this.adapter.findCase(ctx, clientReferenceOf(c))) ?? (await this.adapter.submitCase(ctx, await this.submission(m, c)));
    await this.cases.patch(m, c, { ...CLEARED, case_number: answer.caseNumber, opened_at: new Date(), last_checked_at: new Date() });
    await this.cases.record(m, c, 'change', 'OPENED', SYSTEM_ACTOR, { detail: answer.caseNumber });
    await this.reconcile(m, c, answer);
  }

  private async submission(m: EntityManager, c: EverifyCaseEntity): Promise<EverifyCaseInput> {
    const signed = await this.source.forCase(m, c);
    if (!signed) {
      throw new EverifyRefusedError('everify_i9_not_complete');
    }
    if (!c.reason_for_delay && isCaseLate(c.first_day_of_employment, todayYmd())) {
      await this.cases.patch(m, c, { reason_for_delay: OUTAGE_REASON, reason_for_delay_description: null, reason_for_delay_auto: 1 });
      await this.cases.record(m, c, 'change', 'REASON_FOR_DELAY', SYSTEM_ACTOR, { detail: OUTAGE_REASON });
    }
    return caseInput(c, signed);
  }

  /**
   * Delivers an employer action and applies it when E-Verify confirms. A refusal may mean E-Verify already
   * acted (its answer was lost before): the case's status then shows it, and the action is applied from there.
   */
  private async employerAction(m: EntityManager, c: EverifyCaseEntity, event: EverifyCaseEvent, call: () => Promise<EverifyCaseAnswer>): Promise<void> {
    let answer: EverifyCaseAnswer;
    try {
      answer = await call();
    } catch (err) {
      if (!(err instanceof EverifyRefusedError) || !c.case_number) {
        throw err;
      }
      const status = await this.adapter.fetchStatus({ customerId: c.customer_id }, c.case_number);
      if (!alreadyDone(c, event, status)) {
        throw err;
      }
      answer = status;
    }
    await this.cases.applyEvent(m, c, event, SYSTEM_ACTOR, { patch: { ...CLEARED, ...(event.type === 'REFER' && answer.contactDueDate ? { contact_due: answer.contactDueDate } : {}) } });
    await this.reconcile(m, c, answer);
  }

  /** Takes over E-Verify's result, by the same rules; Employment Authorized closes by itself. */
  private async reconcile(m: EntityManager, c: EverifyCaseEntity, answer: EverifyCaseAnswer): Promise<void> {
    if (answer.duplicateCaseNumbers.length) {
      await this.cases.patch(m, c, { duplicate_case_numbers: JSON.stringify(answer.duplicateCaseNumbers.slice(0, 20)) });
    }
    if (c.status !== S.CLOSED && answer.status !== c.status) {
      const event: EverifyCaseEvent = { type: 'SERVICE_RESULT', status: answer.status };
      const check = nextCaseStatus(snapshotOf(c), event);
      if (!check.ok) {
        // E-Verify moved in a way the rules do not allow from here: kept for a person to look at, never forced.
        await this.cases.patch(m, c, { last_error: check.messageKey, last_error_at: new Date() });
        return this.cases.record(m, c, 'error', 'SERVICE_RESULT', SYSTEM_ACTOR, { from: c.status, to: answer.status, detail: check.messageKey });
      }
      await this.cases.applyEvent(m, c, event, SYSTEM_ACTOR, { patch: answer.tncAgency ? { tnc_agency: answer.tncAgency } : {} });
    }
    if (c.status === S.CLOSED) {
      return;
    }
    const statement = closesAutomatically(c.status) ? (answer.closureStatement ?? EA_CLOSURE) : answer.closed ? answer.closureStatement : null;
    if (statement && nextCaseStatus(snapshotOf(c), { type: 'CLOSE', statement }).ok) {
      await this.cases.applyEvent(m, c, { type: 'CLOSE', statement }, SYSTEM_ACTOR);
    }
  }

  /** E-Verify did not answer: the request stays owed ("waiting for E-Verify"); answers the key when the job should retry. */
  private async unavailable(m: EntityManager, c: EverifyCaseEntity, op: SyncOperation, err: EverifyUnavailableError): Promise<string | null> {
    const owed = op !== 'refresh' && op !== 'retrieve_photo';
    const first = c.last_error !== err.messageKey;
    await this.cases.patch(m, c, { last_error: err.messageKey, last_error_at: new Date(), service_attempts: c.service_attempts + 1, ...(owed ? { awaiting_service: 1 } : {}) });
    if (first) {
      await this.cases.record(m, c, 'error', op.toUpperCase(), SYSTEM_ACTOR, { from: c.status, detail: err.messageKey });
    }
    return owed ? err.messageKey : null;
  }

  /** E-Verify refused: the request is dropped with its reason; a refused submission returns the case to draft. */
  private async refused(m: EntityManager, c: EverifyCaseEntity, op: SyncOperation, err: EverifyRefusedError): Promise<void> {
    await this.cases.record(m, c, 'error', op.toUpperCase(), SYSTEM_ACTOR, { from: c.status, detail: err.messageKey });
    const failure = { last_error: err.messageKey, last_error_at: new Date() };
    if (op === 'submit' && c.status === S.SUBMITTED) {
      return this.cases.applyEvent(m, c, { type: 'SUBMISSION_REFUSED' }, SYSTEM_ACTOR, { patch: { ...CLEARED, ...failure }, detail: err.messageKey });
    }
    await this.cases.patch(m, c, op === 'refresh' || op === 'retrieve_photo' ? failure : { ...CLEARED, ...failure });
  }
}

/** Whether E-Verify's current answer already shows the action done (so a lost answer is not sent twice). */
function alreadyDone(c: EverifyCaseEntity, event: EverifyCaseEvent, answer: EverifyCaseAnswer): boolean {
  switch (event.type) {
    case 'NOTIFY_EMPLOYEE':
      return answer.employeeNotified;
    case 'CLOSE':
      return answer.closed;
    case 'REFER':
    case 'NONCONTEST':
    case 'PHOTO_MATCH':
    case 'CONTINUE_DUPLICATE': {
      const moved = nextCaseStatus(snapshotOf(c), event);
      if (!moved.ok || answer.status === c.status) {
        return false;
      }
      // The action's own state, or a result E-Verify can give from it.
      return answer.status === moved.status || nextCaseStatus({ ...snapshotOf(c), status: moved.status }, { type: 'SERVICE_RESULT', status: answer.status }).ok;
    }
    case 'SUBMIT':
    case 'SUBMISSION_REFUSED':
    case 'SERVICE_RESULT':
      return false;
  }
}

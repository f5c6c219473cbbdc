import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'crypto';
import { DataSource, MoreThan, type EntityManager } from 'typeorm';
import {
  closesAutomatically,
  contactAgencyDue,
  EVERIFY_CASE_STATUS as S,
  nextCaseStatus,
  normalizeI9Ssn,
  type ClosureStatement,
  type EverifyCaseEvent,
  type EverifyCaseStatus,
  type PhotoMatchAnswer,
} from '@attest/contracts';
import { isMysql, TenantRepository } from '@attest/platform';
import type { EverifyCaseAnswer, EverifyCaseInput, EverifyPhoto } from '../adapter/everify-adapter';
import { EverifyRefusedError } from '../adapter/everify-errors';
import { todayYmd } from '../../shared/i9-rules';
import { EverifySimCaseEntity } from './entities';
import { simulatedPhoto } from './simulator-photo';
import { personaOf, photoMatchResult, submissionResult, type PersonaResult } from './simulator-personas';
import { SimulatorSettingsService } from './simulator-settings.service';

const DUPLICATE_WINDOW_DAYS = 30;
const EA_CLOSURE: ClosureStatement = 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA';

/**
 * The E-Verify simulator: the remote service's side of every call, kept in its own tables. It moves its
 * cases with the same rules as the product (nextCaseStatus), so it refuses what E-Verify would refuse.
 * Every call passes the "down" switch first and may lose its answer after acting (settings).
 */
@Injectable()
export class EverifySimulatorService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly settings: SimulatorSettingsService,
  ) {}

  private repo(db: DataSource | EntityManager = this.ds) {
    return new TenantRepository(db, EverifySimCaseEntity);
  }

  /**
   * Opens a case, as E-Verify does for every submission: the client reference is stored and searchable
   * (findByReference), not a key, so a resubmission opens a second case (a duplicate case alert).
   */
  async submit(customerId: number, input: EverifyCaseInput): Promise<EverifyCaseAnswer> {
    await this.settings.gate(customerId);
    const sim = await this.open(customerId, input, validSubmission(input));
    await this.settings.loseAnswer(customerId);
    return answerOf(sim);
  }

  /**
   * The latest case opened for a client reference, or null. A look-up carries nothing out, so the "lose the
   * next answers" switch (E-Verify acted, its answer never arrived) leaves it alone; the down switch does not.
   */
  async findByReference(customerId: number, clientReference: string): Promise<EverifyCaseAnswer | null> {
    await this.settings.gate(customerId);
    const sim = await this.repo().query(customerId, 's').andWhere('s.client_reference = :clientReference', { clientReference }).orderBy('s.id', 'DESC').getOne();
    return sim ? answerOf(sim) : null;
  }

  async status(customerId: number, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.act(customerId, caseNumber, async (m, sim) => {
      if (sim.next_status && sim.next_at && sim.next_at.getTime() <= Date.now() && !sim.closed) {
        await this.move(m, sim, { type: 'SERVICE_RESULT', status: sim.next_status }, { next_status: null, next_at: null });
        await this.autoClose(m, sim);
      }
    });
  }

  async photoMatch(customerId: number, caseNumber: string, answer: PhotoMatchAnswer): Promise<EverifyCaseAnswer> {
    return this.act(customerId, caseNumber, async (m, sim) => {
      await this.move(m, sim, { type: 'PHOTO_MATCH', answer });
      await this.result(m, sim, photoMatchResult(answer));
    });
  }

  async continueDuplicate(customerId: number, caseNumber: string, reason: string): Promise<EverifyCaseAnswer> {
    return this.act(customerId, caseNumber, async (m, sim) => {
      await this.move(m, sim, { type: 'CONTINUE_DUPLICATE', reason });
      await this.result(m, sim, submissionResult(personaOf(sim.ssn_last4), sim.document_type ? [sim.document_type] : [], await this.isResubmission(m, sim)));
    });
  }

  async notifyEmployee(customerId: number, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.act(customerId, caseNumber, (m, sim) => this.move(m, sim, { type: 'NOTIFY_EMPLOYEE' }, { employee_notified: 1 }));
  }

  async refer(customerId: number, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.act(customerId, caseNumber, async (m, sim) => {
      const after = personaOf(sim.ssn_last4).afterReferral ?? null;
      await this.move(m, sim, { type: 'REFER' }, { referred_at: new Date(), contact_due: contactAgencyDue(todayYmd()), ...(after ? await this.later(customerId, after) : {}) });
    });
  }

  async noncontest(customerId: number, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.act(customerId, caseNumber, (m, sim) => this.move(m, sim, { type: 'NONCONTEST' }));
  }

  async close(customerId: number, caseNumber: string, statement: ClosureStatement): Promise<EverifyCaseAnswer> {
    return this.act(customerId, caseNumber, async (m, sim) => {
      this.requireOpen(sim);
      const check = nextCaseStatus(snapshotOf(sim), { type: 'CLOSE', statement });
      if (!check.ok) {
        throw new EverifyRefusedError(check.messageKey);
      }
      await this.patch(m, sim, { closed: 1, closure_statement: statement, next_status: null, next_at: null });
    });
  }

  /** The operator's push: E-Verify gives a result now (only a move E-Verify itself could make). */
  async push(customerId: number, caseNumber: string, status: EverifyCaseStatus): Promise<EverifySimCaseEntity> {
    return this.ds.transaction(async (m) => {
      const sim = await this.lock(m, customerId, caseNumber);
      await this.move(m, sim, { type: 'SERVICE_RESULT', status }, { next_status: null, next_at: null });
      await this.autoClose(m, sim);
      return sim;
    });
  }

  /** The photo E-Verify shows while the case waits for the employer's photo comparison. */
  async photo(customerId: number, caseNumber: string): Promise<EverifyPhoto> {
    await this.settings.gate(customerId);
    const sim = await this.repo().findOne(customerId, { case_number: caseNumber });
    if (!sim) {
      throw new EverifyRefusedError('everify_case_not_found');
    }
    if (sim.status !== S.PHOTO_MATCHING || sim.closed) {
      throw new EverifyRefusedError('everify_transition_refused', 'no photo matching step');
    }
    await this.settings.loseAnswer(customerId);
    return simulatedPhoto(sim.case_number);
  }

  list(customerId: number, take: number): Promise<EverifySimCaseEntity[]> {
    return this.repo().query(customerId, 's').orderBy('s.id', 'DESC').limit(take).getMany();
  }

  /** One call on one case: gate, lock, act, answer (the answer may then be lost). */
  private async act(customerId: number, caseNumber: string, fn: (m: EntityManager, sim: EverifySimCaseEntity) => Promise<void>): Promise<EverifyCaseAnswer> {
    await this.settings.gate(customerId);
    const answer = await this.ds.transaction(async (m) => {
      const sim = await this.lock(m, customerId, caseNumber);
      await fn(m, sim);
      return answerOf(sim);
    });
    await this.settings.loseAnswer(customerId);
    return answer;
  }

  private async lock(m: EntityManager, customerId: number, caseNumber: string): Promise<EverifySimCaseEntity> {
    const qb = this.repo(m).query(customerId, 's').andWhere('s.case_number = :caseNumber', { caseNumber });
    if (isMysql(m.connection)) {
      qb.setLock('pessimistic_write');
    }
    const sim = await qb.getOne();
    if (!sim) {
      throw new EverifyRefusedError('everify_case_not_found');
    }
    return sim;
  }

  private async open(customerId: number, input: EverifyCaseInput, ssn: string): Promise<EverifySimCaseEntity> {
    return this.ds.transaction(async (m) => {
      const last4 = ssn.slice(5);
      const since = new Date(Date.now() - DUPLICATE_WINDOW_DAYS * 86_400_000);
      const earlier = (await this.repo(m).find(customerId, { ssn_last4: last4, created_at: MoreThan(since) })).filter((c) => c.ssn === ssn);
      const documentType = input.documents.find((d) => d.list === 'A')?.type ?? input.documents[0]?.type ?? null;
      const now = new Date();
      const sim = await this.repo(m).insert(customerId, {
        client_reference: input.clientReference,
        case_number: caseNumber(now),
        ssn,
        ssn_last4: last4,
        persona: personaOf(last4).name,
        status: S.SUBMITTED,
        tnc_agency: null,
        document_type: documentType,
        employee_notified: 0,
        referred_at: null,
        contact_due: null,
        next_status: null,
        next_at: null,
        duplicate_of: earlier.length ? JSON.stringify(earlier.map((c) => c.case_number)) : null,
        closed: 0,
        closure_statement: null,
        status_changed_at: now,
        created_at: now,
        updated_at: now,
      });
      if (earlier.length) {
        await this.move(m, sim, { type: 'SERVICE_RESULT', status: S.DUPLICATE_CASE_ALERT });
      } else {
        await this.result(m, sim, submissionResult(personaOf(last4), input.documents.map((d) => d.type), false));
      }
      return sim;
    });
  }

  /** Gives a result from SUBMITTED: the status, its agency, a later result, and the automatic closure of an authorization. */
  private async result(m: EntityManager, sim: EverifySimCaseEntity, r: PersonaResult): Promise<void> {
    await this.move(m, sim, { type: 'SERVICE_RESULT', status: r.status }, { tnc_agency: r.agency, ...(r.later ? await this.later(sim.customer_id, r.later) : {}) });
    await this.autoClose(m, sim);
  }

  /** E-Verify closes an Employment Authorized case by itself. */
  private async autoClose(m: EntityManager, sim: EverifySimCaseEntity): Promise<void> {
    if (closesAutomatically(sim.status) && !sim.closed) {
      await this.patch(m, sim, { closed: 1, closure_statement: EA_CLOSURE });
    }
  }

  private async later(customerId: number, status: EverifyCaseStatus): Promise<Partial<EverifySimCaseEntity>> {
    const seconds = (await this.settings.status(customerId)).resolve_after_seconds;
    return { next_status: status, next_at: new Date(Date.now() + seconds * 1000) };
  }

  /** One move by the lifecycle rules, or a refusal as E-Verify would give it. */
  private async move(m: EntityManager, sim: EverifySimCaseEntity, event: EverifyCaseEvent, extra: Partial<EverifySimCaseEntity> = {}): Promise<void> {
    this.requireOpen(sim);
    const check = nextCaseStatus(snapshotOf(sim), event);
    if (!check.ok) {
      throw new EverifyRefusedError(check.messageKey);
    }
    const changed = check.status !== sim.status ? { status_changed_at: new Date() } : {};
    await this.patch(m, sim, { ...extra, ...changed, status: check.status });
  }

  private requireOpen(sim: EverifySimCaseEntity): void {
    if (sim.closed) {
      throw new EverifyRefusedError('everify_transition_refused', 'case closed');
    }
  }

  private async patch(m: EntityManager, sim: EverifySimCaseEntity, patch: Partial<EverifySimCaseEntity>): Promise<void> {
    const next = { ...patch, updated_at: new Date() };
    await this.repo(m).update(sim.customer_id, { id: sim.id }, next);
    Object.assign(sim, next);
  }

  private async isResubmission(m: EntityManager, sim: EverifySimCaseEntity): Promise<boolean> {
    const numbers = sim.duplicate_of ? (JSON.parse(sim.duplicate_of) as string[]) : [];
    for (const n of numbers) {
      const other = await this.repo(m).findOne(sim.customer_id, { case_number: n });
      if (other && isCloseAndResubmit(other)) {
        return true;
      }
    }
    return false;
  }
}

const isCloseAndResubmit = (c: EverifySimCaseEntity) => c.status === S.CLOSE_CASE_AND_RESUBMIT;

const snapshotOf = (sim: EverifySimCaseEntity) => ({ status: sim.status, employeeNotified: !!sim.employee_notified, tncAgency: sim.tnc_agency });

/** E-Verify's own checks of a new case: a valid SSN, names, date of birth, hire date, a document. */
function validSubmission(input: EverifyCaseInput): string {
  const ssn = normalizeI9Ssn(input.ssn);
  const missing = !input.firstName?.trim() || !input.lastName?.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(input.dateOfBirth ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(input.hireDate ?? '');
  if (!ssn || missing || input.documents.length === 0) {
    throw new EverifyRefusedError('everify_invalid_case_data');
  }
  return ssn;
}

/** E-Verify's case number form: year, day of the year, six digits, two letters (e.g. 2025123456789AB). */
function caseNumber(now: Date): string {
  const start = Date.UTC(now.getUTCFullYear(), 0, 0);
  const day = Math.floor((now.getTime() - start) / 86_400_000);
  const letters = String.fromCharCode(65 + randomInt(26), 65 + randomInt(26));
  return `${now.getUTCFullYear()}${String(day).padStart(3, '0')}${String(randomInt(1_000_000)).padStart(6, '0')}${letters}`;
}

export function answerOf(sim: EverifySimCaseEntity): EverifyCaseAnswer {
  return {
    caseNumber: sim.case_number,
    status: sim.status,
    closed: !!sim.closed,
    closureStatement: sim.closure_statement,
    tncAgency: sim.tnc_agency,
    employeeNotified: !!sim.employee_notified,
    statusChangedAt: sim.status_changed_at.toISOString(),
    duplicateCaseNumbers: sim.status === S.DUPLICATE_CASE_ALERT && sim.duplicate_of ? (JSON.parse(sim.duplicate_of) as string[]) : [],
    contactDueDate: sim.contact_due,
  };
}

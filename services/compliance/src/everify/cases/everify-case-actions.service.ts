import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { nextCaseStatus, type EverifyCaseEvent } from '@attest/contracts';
import { conflict, type AuthContext } from '@attest/platform';
import { ActorService, type Actor } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { EverifyDispatchService } from '../jobs/everify-dispatch.service';
import { caseTarget, snapshotOf } from './case-store';
import { detailOf } from './case-effects';
import { EverifyCasesService } from './everify-cases.service';
import { EverifyCaseReadsService } from './everify-case-reads.service';
import type { EverifyCaseView } from './everify-case-view';
import type { EverifyCaseEntity, PendingAction } from './entities';

export interface ActionOptions {
  /** The referral letter's language (recorded for the letter). */
  lang?: 'en' | 'es';
  /** Runs in the action's transaction once the rules allowed it (the case and its I-9 locked): what a feature records with it. */
  within?: (m: EntityManager, c: EverifyCaseEntity, actor: Actor) => Promise<void>;
}

/**
 * The employer's actions on a case (notified, referral, non-contest, photo answer, duplicate continuation,
 * closure). Each is checked by the lifecycle rules now (409 with their message key when refused), stored on
 * the case as owed to E-Verify, and delivered by the queue; the case moves when E-Verify confirms. A draft
 * that never reached E-Verify is closed at once.
 */
@Injectable()
export class EverifyCaseActionsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly cases: EverifyCasesService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
    private readonly dispatch: EverifyDispatchService,
    private readonly reads: EverifyCaseReadsService,
  ) {}

  async request(auth: AuthContext, caseId: number, event: Exclude<EverifyCaseEvent, { type: 'SUBMIT' | 'SUBMISSION_REFUSED' | 'SERVICE_RESULT' }>, opts: ActionOptions = {}): Promise<EverifyCaseView> {
    const outcome = await this.ds.transaction(async (m) => {
      const { c, record } = await this.cases.lockForAction(m, auth, caseId);
      if (c.awaiting_service) {
        throw conflict('everify_case_awaiting_service');
      }
      const check = nextCaseStatus(snapshotOf(c), event);
      if (!check.ok) {
        throw conflict(check.messageKey);
      }
      const actor = await this.actors.of(m, auth);
      await opts.within?.(m, c, actor);
      const detail = detailOf(event);
      if (event.type === 'CLOSE' && !c.case_number) {
        // Never opened at E-Verify (a draft): closed here, nothing to tell E-Verify.
        await this.cases.applyEvent(m, c, event, actor);
        await this.trail.append(m, record, actor, { action: 'update', target: caseTarget(c.id), after: { status: c.status, closure_statement: c.closure_statement } });
        return { c, queued: false, view: await this.reads.viewOf(auth, c, m) };
      }
      await this.cases.patch(m, c, {
        pending_action: event.type as PendingAction,
        pending_detail: detail,
        pending_by: actor.id,
        pending_since: new Date(),
        awaiting_service: 1,
        last_error: null,
        last_error_at: null,
        ...(event.type === 'REFER' ? { referral_lang: opts.lang ?? 'en' } : {}),
      });
      await this.cases.record(m, c, 'request', event.type, actor, { from: c.status, to: check.status, detail });
      await this.trail.append(m, record, actor, { action: 'update', target: caseTarget(c.id), after: { request: event.type, ...(detail && event.type !== 'CONTINUE_DUPLICATE' ? { detail } : {}) } });
      return { c, queued: true, view: await this.reads.viewOf(auth, c, m) };
    });
    if (outcome.queued) {
      await this.dispatch.enqueue(auth.customerId, caseId, `v${outcome.c.version}`);
    }
    return outcome.view;
  }

  /** Asks E-Verify for the case's status now (the refresh round does it every few minutes anyway). */
  async refresh(auth: AuthContext, caseId: number): Promise<EverifyCaseView> {
    const { c } = await this.cases.findInScope(auth, caseId);
    await this.dispatch.enqueue(auth.customerId, caseId, `v${c.version}-${Date.now().toString(36)}`);
    return this.reads.viewOf(auth, c);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { evaluateTncFan, type TncFanLanguage } from '@attest/contracts';
import { conflict, fieldErrors, type AuthContext } from '@attest/platform';
import { todayYmd } from '../../shared/i9-rules';
import { EverifyCaseActionsService } from '../cases/everify-case-actions.service';
import type { TncWorkflowBody } from './dto/tnc-workflow.dto';
import { EverifyLettersService } from './everify-letters.service';
import { TncCaseAccess } from './tnc-case-access';
import { languageProperty, TncPropertiesService } from './tnc-properties.service';
import { patchWorkflow, workflowOf, workflowRepo } from './tnc-workflow-store';
import { tncWorkflowView, type TncWorkflowView } from './tnc-workflow-view';

/**
 * The TNC further action notice workflow (staff-side §4, applicant-side §4; `GET and POST
 * /api/v1/everify/{id}/tncfanworkflow`). The employee answers in the portal, or staff record the employee's
 * decision (everify.manage); either way the answers are checked by contracts' evaluateTncFan and the decision
 * goes to E-Verify through the case actions (and so the queue): step 1 no → non-contest, step 1 yes with step 2
 * yes → referral, with the Referral Date Confirmation made in the employee's language once E-Verify confirms.
 */
@Injectable()
export class TncWorkflowService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: TncCaseAccess,
    private readonly actions: EverifyCaseActionsService,
    private readonly letters: EverifyLettersService,
    private readonly properties: TncPropertiesService,
  ) {}

  async get(auth: AuthContext, caseId: number): Promise<TncWorkflowView> {
    const c = await this.access.caseFor(auth, caseId);
    const w = await workflowRepo(this.ds).findOne(auth.customerId, { case_id: c.id });
    return tncWorkflowView(c, w, todayYmd(), auth.party);
  }

  async answer(auth: AuthContext, caseId: number, body: TncWorkflowBody): Promise<TncWorkflowView> {
    const outcome = evaluateTncFan({ tnc_fan_step1: body.tnc_fan_step1, tnc_fan_step2: body.tnc_fan_step2 });
    if (!outcome.valid) {
      throw fieldErrors(outcome.errors);
    }
    const found = await this.access.caseFor(auth, caseId);
    const before = await workflowRepo(this.ds).findOne(auth.customerId, { case_id: found.id });
    if (before?.outcome) {
      throw conflict('everify_tnc_already_answered');
    }
    const lang = (body.tnc_fan_language ?? before?.language ?? before?.downloaded_lang ?? 'en') as TncFanLanguage;
    const event = outcome.contest ? ({ type: 'REFER' } as const) : ({ type: 'NONCONTEST' } as const);
    await this.actions.request(auth, found.id, event, {
      lang,
      within: async (m, c, actor) => {
        this.access.requireOwn(auth, c);
        const w = await workflowOf(m, c.customer_id, c.id);
        if (w.outcome) {
          throw conflict('everify_tnc_already_answered');
        }
        await patchWorkflow(m, w, {
          tnc_fan_step1: body.tnc_fan_step1 ? 1 : 0,
          tnc_fan_step2: outcome.contest ? 1 : body.tnc_fan_step2 === false ? 0 : null,
          language: lang,
          outcome: event.type,
          answered_party: actor.party,
          answered_by: actor.id,
          answered_name: actor.name,
          answered_at: new Date(),
        });
      },
    });
    const c = await this.access.caseFor(auth, found.id);
    if (outcome.contest) {
      await this.letters.afterReferral(auth, c, lang);
    }
    await this.properties.mirror(auth, c.applicant_id, {
      tnc_fan_step1: String(!!body.tnc_fan_step1),
      tnc_fan_step2: outcome.contest ? 'true' : body.tnc_fan_step2 === false ? 'false' : null,
      tnc_fan_language: languageProperty(lang),
    });
    return tncWorkflowView(c, await workflowRepo(this.ds).findOne(auth.customerId, { case_id: c.id }), todayYmd(), auth.party);
  }
}

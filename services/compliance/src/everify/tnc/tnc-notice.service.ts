import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { CustomersService } from '@attest/identity';
import { APP_CONFIG, conflict, notFound, NotificationService, TenantRepository, type AppConfig, type AuthContext } from '@attest/platform';
import { maskEmail } from '../../second-signer/second-signer-contact';
import { EverifyCaseActionsService } from '../cases/everify-case-actions.service';
import type { EverifyCaseView } from '../cases/everify-case-view';
import { EverifyCasesService } from '../cases/everify-cases.service';
import { EverifyLettersService } from './everify-letters.service';
import { tncNoticeTexts } from './tnc-notice-message';
import { patchWorkflow, workflowOf } from './tnc-workflow-store';

export type NotifyAnswer = EverifyCaseView & { notice: { sent_at: Date; sent_to: string | null } };

/**
 * POST /api/v1/everify/notify-tnc/{id}: staff notify the employee of the mismatch privately. The email says
 * only that a notice waits and links to their portal page (i9/tnc-fan), where they read the Further Action
 * Notice in English or Spanish and answer; the case records the notification (NOTIFY_EMPLOYEE, delivered to
 * E-Verify by the queue). The email is sent inside the action's transaction: a refused action sends nothing.
 */
@Injectable()
export class TncNoticeService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly notifications: NotificationService,
    private readonly customers: CustomersService,
    private readonly cases: EverifyCasesService,
    private readonly actions: EverifyCaseActionsService,
    private readonly letters: EverifyLettersService,
  ) {}

  async notify(auth: AuthContext, caseId: number): Promise<NotifyAnswer> {
    const { c: found } = await this.cases.findInScope(auth, caseId);
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOne(auth.customerId, { applicant_id: found.applicant_id });
    if (!applicant?.email) {
      throw conflict('everify_employee_no_email');
    }
    const customer = await this.customers.findActiveById(auth.customerId);
    if (!customer) {
      throw notFound();
    }
    const location = await this.customers.locationCodeOf(customer.id, applicant.location_id);
    const link = `${this.app.publicUrl}/${encodeURIComponent(customer.customer_code)}/${encodeURIComponent(location)}/i9/tnc-fan`;
    const name = [applicant.first_name, applicant.last_name].filter(Boolean).join(' ');
    const texts = await tncNoticeTexts(this.ds, customer.id, applicant.language, { name, employer: customer.name, link });
    let sentAt = new Date();
    const view = await this.actions.request(auth, found.id, { type: 'NOTIFY_EMPLOYEE' }, {
      within: async (m, c, actor) => {
        const w = await workflowOf(m, c.customer_id, c.id);
        sentAt = new Date();
        await patchWorkflow(m, w, { notice_sent_at: sentAt, notice_sent_by: actor.id });
        await this.cases.record(m, c, 'change', 'NOTICE_EMAILED', actor);
        await this.notifications.sendEmail({ customerId: customer.id, to: applicant.email, subject: texts.subject, text: texts.text });
      },
    });
    // The employee's page offers the notice in both languages: made now, ready before they sign in.
    await this.letters.ensureFans(auth, (await this.cases.findInScope(auth, found.id)).c);
    return { ...view, notice: { sent_at: sentAt, sent_to: maskEmail(applicant.email) } };
  }
}

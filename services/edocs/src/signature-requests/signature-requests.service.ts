import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { canMoveSigRequest, isActionable, type SigRequestStatus, type SignatureRequest } from '@attest/contracts';
import { AppException, badRequest, conflict, notFound, CustomerConfigService, NotificationService, TenantRepository, type AuthContext } from '@attest/platform';
import type { CandidateSignedInput, CreateOrderInput, LogFailureInput, SecondSignerInput } from './dto/sig-request-dtos';
import { SigRequestTemplateEntity } from './entities/sig-request-template.entity';
import { SigRequestEntity } from './entities/sig-request.entity';
import { SignFailureEntity } from './entities/sign-failure.entity';
import { actorOf, type RequestMeta } from '@attest/platform';
import { recordSigRequestEvent } from './sig-request-events.service';
import { findSigRequest, templateLinks, templateRows, viewsOf } from './sig-request-loader';
import { isExpired, isRowActionable, isSigRequestStatus, isTemplateReady } from './sig-request-view';

export const ALERT_EMAIL_KEY = 'invalid_templates_alert_email';
const NO_META: RequestMeta = { ip: null, user_agent: null };

export const expiredError = () => new AppException(HttpStatus.GONE, 'sig_request_expired');

/** An actionable request past its expiration date cannot be worked on (410). */
export function assertNotExpired(req: SigRequestEntity, now = new Date()): void {
  if (isRowActionable(req) && isExpired(req, now)) {
    throw expiredError();
  }
}

/** The applicant's requests, status moves with their audit events, readiness, orders and the signing logs. */
@Injectable()
export class SignatureRequestsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly configs: CustomerConfigService,
    private readonly notifications: NotificationService,
  ) {}

  async listForApplicant(auth: AuthContext): Promise<{ todo: SignatureRequest[]; signed: SignatureRequest[] }> {
    const reqs = await new TenantRepository(this.ds, SigRequestEntity).find(auth.customerId, { applicant_id: auth.applicantId });
    reqs.sort((a, b) => new Date(b.setup_date).getTime() - new Date(a.setup_date).getTime() || b.sig_request_id - a.sig_request_id);
    const views = await viewsOf(this.ds, auth.customerId, reqs, true);
    return { todo: views.filter((v) => isActionable(v)), signed: views.filter((v) => !isActionable(v)) };
  }

  async get(auth: AuthContext, id: number, forApplicant = auth.party === 'applicant'): Promise<SignatureRequest> {
    const req = await findSigRequest(this.ds, auth, id);
    return (await viewsOf(this.ds, auth.customerId, [req], forApplicant))[0];
  }

  /**
   * PUT sigrequests/{id}/{status}: only the contracts' moves (409), not on an expired request (410); each
   * move is an event with IP, user agent and actor. Pass `m` to move inside your own transaction.
   */
  async moveStatus(auth: AuthContext, id: number, to: string, meta: RequestMeta = NO_META, m?: EntityManager): Promise<SignatureRequest> {
    if (!isSigRequestStatus(to)) {
      throw badRequest('validation_failed', { fields: { status: 'invalid_entry' } });
    }
    const run = async (tx: EntityManager) => {
      const req = await findSigRequest(tx, auth, id);
      assertNotExpired(req);
      await this.applyMove(tx, auth, req, to, meta);
    };
    if (!m) {
      await this.ds.transaction(run);
      return this.get(auth, id);
    }
    // Inside the caller's transaction: answer what that transaction sees.
    await run(m);
    return (await viewsOf(m, auth.customerId, [await findSigRequest(m, auth, id)], auth.party === 'applicant'))[0];
  }

  private async applyMove(m: EntityManager, auth: AuthContext, req: SigRequestEntity, to: SigRequestStatus, meta: RequestMeta): Promise<void> {
    if (!canMoveSigRequest(req.status, to)) {
      throw conflict('invalid_status_transition', { from: req.status, to });
    }
    const now = new Date();
    // Guarded on the status read: a concurrent move makes this one a refused transition.
    const res = await m.getRepository(SigRequestEntity).update(
      { sig_request_id: req.sig_request_id, customer_id: auth.customerId, status: req.status },
      { status: to, last_activity_date: now, last_updated: now },
    );
    if (!res.affected) {
      throw conflict('invalid_status_transition', { from: req.status, to });
    }
    await recordSigRequestEvent(m, { customer_id: auth.customerId, sig_request_id: req.sig_request_id, event: `status:${to}`, actor: actorOf(auth), ...meta, meta: { from: req.status } });
  }

  /** Marks a template's form filled (forms submit with sig_request_id); a SENT request opens. Runs in the submit's transaction. */
  async markFormComplete(m: EntityManager, auth: AuthContext, id: number, templateId: number, applicantId: number, meta: RequestMeta = NO_META): Promise<void> {
    const req = await findSigRequest(m, auth, id);
    if (req.applicant_id !== applicantId) {
      throw notFound();
    }
    const [link] = (await templateLinks(m, auth.customerId, [id])).filter((l) => l.template_id === templateId);
    if (!link) {
      throw badRequest('validation_failed', { fields: { sig_request_id: 'invalid_entry' } });
    }
    assertNotExpired(req);
    if (!link.form_complete) {
      await new TenantRepository(m, SigRequestTemplateEntity).update(auth.customerId, { id: link.id }, { form_complete: 1 });
      await recordSigRequestEvent(m, { customer_id: auth.customerId, sig_request_id: id, event: `form_complete:${templateId}`, actor: actorOf(auth), ...meta });
    }
    if (req.status === 'SENT') {
      await this.applyMove(m, auth, req, 'OPENED', meta);
    }
  }

  /** GET checkReady: every template's form submitted, every upload stored. */
  async checkReady(auth: AuthContext, id: number): Promise<{ ready: boolean; missing: number[] }> {
    const req = await findSigRequest(this.ds, auth, id);
    const links = (await templateLinks(this.ds, auth.customerId, [req.sig_request_id])).sort((a, b) => a.template_sort_order - b.template_sort_order);
    const templates = await templateRows(this.ds, auth.customerId, links.map((l) => l.template_id));
    const missing = links.filter((l) => {
      const t = templates.get(l.template_id);
      return !t || !isTemplateReady(t.template_type_id, l);
    }).map((l) => l.template_id);
    return { ready: missing.length === 0, missing };
  }

  async candidateSigned(auth: AuthContext, id: number, body: CandidateSignedInput, meta: RequestMeta): Promise<SignatureRequest> {
    await this.ds.transaction(async (m) => {
      const req = await findSigRequest(m, auth, id);
      assertNotExpired(req);
      await m.getRepository(SigRequestEntity).update({ sig_request_id: id, customer_id: auth.customerId }, { candidate_signed_date: body.date, last_updated: new Date() });
      await recordSigRequestEvent(m, { customer_id: auth.customerId, sig_request_id: id, event: 'candidate_signed', actor: actorOf(auth), ...meta, meta: { date: body.date.toISOString() } });
    });
    return this.get(auth, id);
  }

  /** POST createOrder: the order is an audit event of the request; its id is the order id. */
  async createOrder(auth: AuthContext, id: number, external: boolean, body: CreateOrderInput, meta: RequestMeta): Promise<{ order_id: number }> {
    return this.ds.transaction(async (m) => {
      const req = await findSigRequest(m, auth, id);
      assertNotExpired(req);
      const e = await recordSigRequestEvent(m, {
        customer_id: auth.customerId, sig_request_id: id, event: external ? 'external_order' : 'order', actor: actorOf(auth), ...meta,
        meta: body.order === undefined ? undefined : { order: body.order },
      });
      return { order_id: e.id };
    });
  }

  /** POST alertinvalidtemplates: staff hear about a request with invalid templates (email to the configured address). */
  async alertInvalidTemplates(auth: AuthContext, id: number, meta: RequestMeta): Promise<{ alerted: boolean }> {
    const view = await this.get(auth, id, false);
    const to = await this.configs.get(auth.customerId, ALERT_EMAIL_KEY);
    if (!view.hasInvalidTemplates || !to) {
      return { alerted: false };
    }
    await this.notifications.sendEmail({
      customerId: auth.customerId,
      to,
      subject: `Signature request ${id} has invalid templates`,
      text: `Signature request ${id} (applicant ${view.applicant_id}) includes templates that are not set up for signing. Please review its templates.`,
    });
    await this.ds.transaction((m) => recordSigRequestEvent(m, { customer_id: auth.customerId, sig_request_id: id, event: 'invalid_templates_alert', actor: actorOf(auth), ...meta }));
    return { alerted: true };
  }

  async multisignExpiry(auth: AuthContext, id: number): Promise<{ expired: boolean; expiration_date: string | null }> {
    const req = await findSigRequest(this.ds, auth, id);
    return { expired: isExpired(req), expiration_date: req.expiration_date ? new Date(req.expiration_date).toISOString() : null };
  }

  /** POST /api/sign/logfailures: the customer is the caller's; an applicant logs for themself. */
  async logFailure(auth: AuthContext, body: LogFailureInput): Promise<{ id: number }> {
    if (body.sig_request_id !== undefined) {
      await findSigRequest(this.ds, auth, body.sig_request_id);
    }
    const applicantId = auth.party === 'applicant' ? auth.applicantId! : (body.applicant_id ?? null);
    const row = await new TenantRepository(this.ds, SignFailureEntity).insert(auth.customerId, {
      applicant_id: applicantId,
      sig_request_id: body.sig_request_id ?? null,
      name: body.name ?? null,
      errors: JSON.stringify(body.errors),
      created_at: new Date(),
    });
    return { id: row.id };
  }

  /** POST /api/sign/secondsigner/{id}: a second-signer order keyed by sig_request_id (body and path must agree). */
  async secondSigner(auth: AuthContext, id: number, body: SecondSignerInput, meta: RequestMeta): Promise<{ order_id: number }> {
    if (body.sig_request_id !== id) {
      throw badRequest('validation_failed', { fields: { sig_request_id: 'invalid_entry' } });
    }
    return this.ds.transaction(async (m) => {
      await findSigRequest(m, auth, id);
      await m.getRepository(SigRequestEntity).update(
        { sig_request_id: id, customer_id: auth.customerId },
        {
          second_signer_status: 'SENT',
          second_signer_last_activity: new Date(),
          ...(body.second_signer_id !== undefined ? { second_signer_id: body.second_signer_id } : {}),
          ...(body.self_assign_second_signer !== undefined ? { self_assign_second_signer: body.self_assign_second_signer ? 1 : 0 } : {}),
        },
      );
      const e = await recordSigRequestEvent(m, { customer_id: auth.customerId, sig_request_id: id, event: 'second_signer_order', actor: actorOf(auth), ...meta });
      return { order_id: e.id };
    });
  }
}

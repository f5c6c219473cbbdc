import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { ESIGN_CONSENT_TEXT, isActionable, type SigningSession, type SigningUrl, type SignSubmission } from '@attest/contracts';
import { AppException, badRequest, conflict, JOB_QUEUE, notFound, QueueName, STORAGE, TenantRepository, type AuthContext, type JobQueue, type StorageService } from '@attest/platform';
import { SigRequestEntity } from '../signature-requests/entities';
import { portalCodes } from './portal-codes';
import { RENDER_SIGNED_PDF_JOB, signatureKey, type RenderSignedPdfJob, type StoredSignature } from './render-signed-pdf.job';
import { placedValues, readStored, requestDocuments, signerName, type RequestDocument } from './request-documents';
import { assertNotExpired, findRequest, findVisibleRequest, moveStatus, recordEvent, type EventSource } from './sig-request-store';
import { renderPreviewPdf } from './signed-pdf-renderer';
import { SigningLinksService } from './signing-links.service';
import { isPngDataUrl } from './stamp-values';

const MAX_SIGNATURE_CHARS = 512 * 1024;

const actionable = (req: SigRequestEntity) => isActionable({ status: req.status, applicant_complete_date: req.applicant_complete_date ? new Date(req.applicant_complete_date).toISOString() : null });

/** Our signing page: the link, the session it opens, the previews and the signature itself. */
@Injectable()
export class SigningSessionService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly links: SigningLinksService,
  ) {}

  /** GET /api/sign/url/{id}: the applicant's own actionable request → a 30-minute link. */
  async url(auth: AuthContext, id: number): Promise<SigningUrl> {
    const req = await findVisibleRequest(this.ds, auth, id);
    assertNotExpired(req);
    if (!actionable(req)) {
      throw conflict('sig_request_not_actionable', { status: req.status });
    }
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: req.applicant_id });
    const { token, expiresAt } = await this.links.issue(auth.customerId, req.sig_request_id, req.applicant_id);
    const { customerCode, locationCode } = await portalCodes(this.ds, auth.customerId, applicant.location_id ?? null);
    return { url: `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/esign/${token}`, expires_at: expiresAt.toISOString() };
  }

  /** GET /api/sign/sigreq/{id}: where signing stands; reverify/ead are echoed for the I-9 callers. */
  async state(auth: AuthContext, id: number, query: { user?: string; reverify?: string; ead?: string }) {
    const req = await findVisibleRequest(this.ds, auth, id);
    const docs = await requestDocuments(this.ds, auth.customerId, id);
    const expired = !!req.expiration_date && new Date(req.expiration_date).getTime() < Date.now();
    return {
      sig_request_id: req.sig_request_id,
      applicant_id: req.applicant_id,
      status: req.status,
      actionable: actionable(req) && !expired,
      expired,
      ready: docs.every((d) => !d.needsSignature || !!d.link.form_complete),
      complete_date: req.complete_date ? new Date(req.complete_date).toISOString() : null,
      templates: docs.map((d) => ({ template_id: d.template.template_id, name: d.template.name, form_complete: !!d.link.form_complete, needs_signature: d.needsSignature })),
      user: query.user ?? null,
      reverify: query.reverify === '1' || query.reverify === 'true',
      ead: query.ead === '1' || query.ead === 'true',
    };
  }

  private async open(token: string) {
    const link = await this.links.resolve(token);
    const req = await findRequest(this.ds, link.customer_id, link.sig_request_id);
    if (req.applicant_id !== link.applicant_id) {
      throw notFound();
    }
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(link.customer_id, { applicant_id: req.applicant_id });
    return { link, req, applicant };
  }

  /** GET /api/sign/session/{token}: what to sign; opening it moves the request to VIEWED (event with IP/UA). */
  async session(token: string, source: Omit<EventSource, 'actor'>): Promise<SigningSession> {
    const { req, applicant } = await this.open(token);
    assertNotExpired(req);
    const actor = { ...source, actor: `applicant:${req.applicant_id}` };
    await this.ds.transaction(async (m) => {
      if (req.status === 'SENT') {
        await moveStatus(m, req, 'OPENED', actor);
      }
      if (req.status === 'OPENED') {
        await moveStatus(m, req, 'VIEWED', actor);
      } else if (req.status === 'VIEWED') {
        await recordEvent(m, req, 'viewed', actor);
      }
    });
    const docs = await requestDocuments(this.ds, req.customer_id, req.sig_request_id);
    return {
      sig_request_id: req.sig_request_id,
      signer_name: signerName(applicant),
      documents: docs
        .filter((d) => d.needsSignature)
        .map((d) => ({ template_id: d.template.template_id, name: d.template.name, preview_url: `/api/sign/session/${token}/preview/${d.template.template_id}`, needs_signature: true })),
      consent_text: ESIGN_CONSENT_TEXT,
      status: req.status,
    };
  }

  /** The template PDF with the applicant's values drawn, no signature. */
  async preview(token: string, templateId: number): Promise<Buffer> {
    const { req, applicant } = await this.open(token);
    const doc = (await requestDocuments(this.ds, req.customer_id, req.sig_request_id)).find((d) => d.template.template_id === templateId);
    const pdf = doc ? await readStored(this.storage, doc.template.pdf_storage_key) : null;
    if (!doc || !pdf) {
      throw notFound(doc ? 'file_not_found' : 'not_found');
    }
    return Buffer.from(await renderPreviewPdf(pdf, await placedValues(this.ds, req.customer_id, applicant, templateId)));
  }

  /** POST /api/sign/session/{token}/sign: VIEWED → SIGNED → PROCESSING and the render job. */
  async sign(token: string, body: unknown, source: Omit<EventSource, 'actor'>): Promise<{ sig_request_id: number; status: string; job_id: string }> {
    const input = parseSubmission(body);
    const { req } = await this.open(token);
    assertNotExpired(req);
    if (req.status !== 'VIEWED') {
      throw conflict('invalid_status_transition', { from: req.status, to: 'SIGNED' });
    }
    const docs = await requestDocuments(this.ds, req.customer_id, req.sig_request_id);
    const notReady = docs.filter((d: RequestDocument) => d.needsSignature && !d.link.form_complete).map((d) => d.template.template_id);
    if (notReady.length) {
      throw new AppException(409, 'sig_request_not_ready', { template_ids: notReady });
    }
    const actor = { ...source, actor: `applicant:${req.applicant_id}` };
    const signedAt = new Date();
    // The signature goes to storage, not into the job payload: retries read it back, Redis stays small.
    const mark: StoredSignature = { kind: input.signature_kind, value: input.signature, signed_at: signedAt.toISOString() };
    await this.storage.put(signatureKey(req.customer_id, req.sig_request_id), Buffer.from(JSON.stringify(mark)), 'application/json');
    await this.ds.transaction(async (m) => {
      await moveStatus(m, req, 'SIGNED', actor, { candidate_signed_date: signedAt });
      await recordEvent(m, req, 'signed', actor, { consent_text: ESIGN_CONSENT_TEXT, signature_kind: input.signature_kind, signed_at: signedAt.toISOString() });
      await moveStatus(m, req, 'PROCESSING', { ...actor, actor: 'system' });
    });
    const job: RenderSignedPdfJob = { customerId: req.customer_id, version: 1, sigRequestId: req.sig_request_id };
    const { id } = await this.queue.add(QueueName.Pdf, RENDER_SIGNED_PDF_JOB, job, { jobId: `sig-${req.customer_id}-${req.sig_request_id}` });
    return { sig_request_id: req.sig_request_id, status: req.status, job_id: id };
  }
}

/** SignSubmission: a PNG data URL (drawn) or a name (typed), and consent === true. */
export function parseSubmission(body: unknown): SignSubmission {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const kind = b.signature_kind === 'typed' ? 'typed' : b.signature_kind === 'drawn' ? 'drawn' : null;
  const signature = typeof b.signature === 'string' ? b.signature.trim() : '';
  if (!signature) {
    throw badRequest('signature_required');
  }
  if (!kind || signature.length > MAX_SIGNATURE_CHARS || (kind === 'drawn' && !isPngDataUrl(signature)) || (kind === 'typed' && signature.length > 100)) {
    throw badRequest('signature_invalid');
  }
  if (b.consent !== true) {
    throw badRequest('consent_required');
  }
  return { signature, signature_kind: kind, consent: true };
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ApplicantEntity, findApplicantInScope } from '@attest/applicant';
import { esignConsentText, isActionable, type SigningSession, type SigningUrl } from '@attest/contracts';
import { AppException, badRequest, conflict, JOB_QUEUE, notFound, QueueName, STORAGE, TenantRepository, type AuthContext, type JobQueue, type StorageService } from '@attest/platform';
import { PackageEntity } from '../packages/entities';
import { SigRequestEntity } from '../signature-requests/entities';
import { portalCodes } from './portal-codes';
import { RENDER_SIGNED_PDF_JOB, signatureKey, type RenderSignedPdfJob, type StoredSignature } from './render-signed-pdf.job';
import { placedValues, readStored, requestDocuments, signerName, type RequestDocument } from './request-documents';
import { assertNotExpired, findRequest, findVisibleRequest, moveStatus, recordEvent, type EventSource } from './sig-request-store';
import { renderPreviewPdf } from './signed-pdf-renderer';
import { isOpenForSigning, loadLinked, othersSignableWith, readyToSign } from './signing-group';
import { linkedRequestIds, SigningLinksService } from './signing-links.service';
import { readSavedSignature, saveSignature } from './saved-signatures';
import { parseSubmission } from './sign-submission';

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

  /**
   * GET /api/sign/url/{id}: the applicant's own actionable request → a 30-minute link. The link also signs
   * the applicant's other requests that are signable together with it and ready.
   */
  async url(auth: AuthContext, id: number): Promise<SigningUrl> {
    const req = await findVisibleRequest(this.ds, auth, id);
    assertNotExpired(req);
    if (!actionable(req)) {
      throw conflict('sig_request_not_actionable', { status: req.status });
    }
    const applicant = await findApplicantInScope(this.ds, auth, req.applicant_id);
    const also = await othersSignableWith(this.ds, req);
    const { token, expiresAt } = await this.links.issue(auth.customerId, req.sig_request_id, req.applicant_id, also);
    const { customerCode, locationCode } = await portalCodes(this.ds, auth.customerId, applicant.location_id ?? null);
    return {
      url: `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/esign/${token}`,
      expires_at: expiresAt.toISOString(),
      sig_request_ids: [req.sig_request_id, ...also],
    };
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

  /** The link's request and, still open for signing, the others it signs together with it. */
  private async open(token: string) {
    const link = await this.links.resolve(token);
    const req = await findRequest(this.ds, link.customer_id, link.sig_request_id);
    if (req.applicant_id !== link.applicant_id) {
      throw notFound();
    }
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(link.customer_id, { applicant_id: req.applicant_id });
    const others = await loadLinked(this.ds, link.customer_id, link.applicant_id, linkedRequestIds(link).slice(1));
    return { link, req, applicant, others };
  }

  /**
   * GET /api/sign/session/{token}: what to sign; opening it moves each request to VIEWED (event with IP/UA).
   * Another request that was signed, completed or expired since the link was made drops out.
   */
  async session(token: string, source: Omit<EventSource, 'actor'>): Promise<SigningSession> {
    const { req, applicant, others } = await this.open(token);
    assertNotExpired(req);
    const actor = { ...source, actor: `applicant:${req.applicant_id}` };
    const group = [req, ...others.filter((o) => isOpenForSigning(o))];
    await this.ds.transaction(async (m) => {
      for (const r of group) {
        await markViewed(m, r, actor);
      }
    });
    const documents: SigningSession['documents'] = [];
    for (const r of group) {
      const docs = await requestDocuments(this.ds, r.customer_id, r.sig_request_id);
      for (const d of docs.filter((x) => x.needsSignature)) {
        const preview = `/api/sign/session/${token}/preview/${d.template.template_id}?request=${r.sig_request_id}`;
        documents.push({ sig_request_id: r.sig_request_id, template_id: d.template.template_id, name: d.template.name, preview_url: preview, needs_signature: true });
      }
    }
    return {
      sig_request_id: req.sig_request_id,
      signer_name: signerName(applicant),
      requests: await requestNames(this.ds, group),
      documents,
      consent_text: esignConsentText(applicant.language),
      status: req.status,
      saved_signature: await readSavedSignature(this.storage, req.customer_id, req.applicant_id),
    };
  }

  /** The template PDF with the applicant's values drawn, no signature; `requestId` is one the link signs. */
  async preview(token: string, templateId: number, requestId?: number): Promise<Buffer> {
    const { req, applicant, others } = await this.open(token);
    const target = requestId === undefined || requestId === req.sig_request_id ? req : others.find((o) => o.sig_request_id === requestId);
    const doc = target ? (await requestDocuments(this.ds, target.customer_id, target.sig_request_id)).find((d) => d.template.template_id === templateId) : undefined;
    const pdf = doc ? await readStored(this.storage, doc.template.pdf_storage_key) : null;
    if (!doc || !pdf) {
      throw notFound(doc ? 'file_not_found' : 'not_found');
    }
    return Buffer.from(await renderPreviewPdf(pdf, await placedValues(this.ds, req.customer_id, applicant, templateId, doc.link.template_version ?? null)));
  }

  /**
   * POST /api/sign/session/{token}/sign: one signature signs every request of the link that is VIEWED and
   * ready: each moves VIEWED → SIGNED → PROCESSING in one transaction (all or none) and gets its render job.
   */
  async sign(token: string, body: unknown, source: Omit<EventSource, 'actor'>): Promise<SignResult> {
    const input = parseSubmission(body);
    const { req, others, applicant } = await this.open(token);
    assertNotExpired(req);
    if (req.status !== 'VIEWED') {
      throw conflict('invalid_status_transition', { from: req.status, to: 'SIGNED' });
    }
    const notReady = (await requestDocuments(this.ds, req.customer_id, req.sig_request_id)).filter((d: RequestDocument) => d.needsSignature && !d.link.form_complete).map((d) => d.template.template_id);
    if (notReady.length) {
      throw new AppException(409, 'sig_request_not_ready', { template_ids: notReady });
    }
    const group = [req];
    for (const o of others) {
      if (o.status === 'VIEWED' && isOpenForSigning(o) && readyToSign(await requestDocuments(this.ds, o.customer_id, o.sig_request_id))) {
        group.push(o);
      }
    }
    const chosen = input.source === 'saved' ? await readSavedSignature(this.storage, req.customer_id, req.applicant_id) : input;
    if (!chosen) {
      throw badRequest('saved_signature_missing');
    }
    const ids = group.map((r) => r.sig_request_id);
    const actor = { ...source, actor: `applicant:${req.applicant_id}` };
    const signedAt = new Date();
    // The signature goes to storage, not into the job payload: retries read it back, Redis stays small.
    const mark: StoredSignature = { kind: chosen.signature_kind, value: chosen.signature, signed_at: signedAt.toISOString() };
    for (const r of group) {
      await this.storage.put(signatureKey(r.customer_id, r.sig_request_id), Buffer.from(JSON.stringify(mark)), 'application/json');
    }
    await this.ds.transaction(async (m) => {
      for (const r of group) {
        await moveStatus(m, r, 'SIGNED', actor, { candidate_signed_date: signedAt });
        const together = ids.length > 1 ? { signed_together_with: ids.filter((id) => id !== r.sig_request_id) } : {};
        await recordEvent(m, r, 'signed', actor, { consent_text: esignConsentText(applicant.language), signature_kind: chosen.signature_kind, quick_sign: input.source === 'saved', signed_at: signedAt.toISOString(), ...together });
        await moveStatus(m, r, 'PROCESSING', { ...actor, actor: 'system' });
      }
    });
    if (input.source === 'new' && input.save) {
      await saveSignature(this.storage, req.customer_id, req.applicant_id, { signature: input.signature, signature_kind: input.signature_kind });
    }
    const jobs: string[] = [];
    for (const r of group) {
      const job: RenderSignedPdfJob = { customerId: r.customer_id, version: 1, sigRequestId: r.sig_request_id };
      jobs.push((await this.queue.add(QueueName.Pdf, RENDER_SIGNED_PDF_JOB, job, { jobId: `sig-${r.customer_id}-${r.sig_request_id}` })).id);
    }
    return { sig_request_id: req.sig_request_id, status: req.status, job_id: jobs[0], sig_request_ids: ids, job_ids: jobs };
  }
}

export interface SignResult {
  sig_request_id: number;
  status: string;
  job_id: string;
  /** Every request this signature signed (the link's own first). */
  sig_request_ids: number[];
  job_ids: string[];
}

/** SENT → OPENED → VIEWED; already VIEWED: a 'viewed' event (each look at the documents is on the trail). */
async function markViewed(m: EntityManager, r: SigRequestEntity, actor: EventSource): Promise<void> {
  if (r.status === 'SENT') {
    await moveStatus(m, r, 'OPENED', actor);
  }
  if (r.status === 'OPENED') {
    await moveStatus(m, r, 'VIEWED', actor);
  } else if (r.status === 'VIEWED') {
    await recordEvent(m, r, 'viewed', actor);
  }
}

/** A request's name on the signing page: its package's name, else 'Documents #id'. */
async function requestNames(ds: DataSource, group: SigRequestEntity[]): Promise<SigningSession['requests']> {
  const packageIds = [...new Set(group.map((r) => r.package_id).filter((id): id is number => id !== null))];
  const packages = packageIds.length ? await new TenantRepository(ds, PackageEntity).find(group[0].customer_id, { package_id: In(packageIds) }) : [];
  const names = new Map(packages.map((p) => [p.package_id, p.name]));
  return group.map((r) => ({ sig_request_id: r.sig_request_id, name: (r.package_id !== null ? names.get(r.package_id) : undefined) ?? `Documents #${r.sig_request_id}`, status: r.status }));
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { PDFDocument } from 'pdf-lib';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { esignConsentText } from '@attest/contracts';
import { QueueName, STORAGE, TenantRepository, type JobProcessor, type StorageService } from '@attest/platform';
import { SignedDocumentEntity, SigRequestEntity, SigRequestEventEntity } from '../signature-requests/entities';
import { auditPdfKey, formPdfKey, RENDER_SIGNED_PDF_JOB, signatureKey, signedPdfKey, type RenderSignedPdfJob, type StoredSignature } from './render-signed-pdf.job';
import { placedValues, readStored, requestDocuments, signatureSpotOf, signerName } from './request-documents';
import { reusedSigningTimes } from './reused-documents';
import { findRequest, recordEvent } from './sig-request-store';
import { renderSignedPdf, type SignedDocumentInput, type SignedPdfOutput } from './signed-pdf-renderer';

/**
 * Renders the signed PDF of a request (documents with values and signature + the audit certificate),
 * stores it with the audit trail alone and each form's pages, records the SHA-256s and completes the
 * request. Idempotent: a request that already has its signed document is left as it is.
 * Forms re-used from an earlier request (enable_re_use_of_signed_forms) are copied from that request's
 * signed form PDF; when every document is re-used there is no stored signature and none is drawn.
 */
@Injectable()
export class RenderSignedPdfProcessor implements JobProcessor<RenderSignedPdfJob> {
  readonly queue = QueueName.Pdf;
  readonly jobName = RENDER_SIGNED_PDF_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('RenderSignedPdf');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
  ) {}

  async handle(data: RenderSignedPdfJob): Promise<{ sha256: string; key: string; skipped?: boolean }> {
    const { customerId, sigRequestId } = data;
    const existing = await new TenantRepository(this.ds, SignedDocumentEntity).findOne(customerId, { sig_request_id: sigRequestId });
    if (existing) {
      return { sha256: existing.sha256, key: existing.storage_key, skipped: true };
    }
    const req = await findRequest(this.ds, customerId, sigRequestId);
    const docs = await requestDocuments(this.ds, customerId, sigRequestId);
    const stored = await readStored(this.storage, signatureKey(customerId, sigRequestId));
    const reusedOnly = docs.some((d) => d.reusedFrom !== null) && !docs.some((d) => d.needsSignature);
    if (!stored && !reusedOnly) {
      throw new Error(`No stored signature for request ${sigRequestId}`);
    }
    const signature = stored ? (JSON.parse(stored.toString('utf8')) as StoredSignature) : null;
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(customerId, { applicant_id: req.applicant_id });
    const reusedAt = await reusedSigningTimes(this.ds, customerId, docs.flatMap((d) => (d.reusedFrom !== null ? [d.reusedFrom] : [])));
    const documents: SignedDocumentInput[] = [];
    const pageCounts: number[] = [];
    for (const d of docs) {
      if (d.reusedFrom !== null) {
        const earlier = await readStored(this.storage, formPdfKey(customerId, d.reusedFrom, d.template.template_id));
        if (!earlier) {
          // Without the earlier pages the signed PDF would not be whole: fail (and retry) rather than leave them out.
          throw new Error(`Request ${sigRequestId}: re-used form ${d.template.template_id} of request ${d.reusedFrom} is not in storage`);
        }
        const signedAt = reusedAt.get(d.reusedFrom) ?? new Date(0);
        documents.push({ templateId: d.template.template_id, name: d.template.name, pdf: earlier, values: [], signatureSpot: null, reused: { fromSigRequestId: d.reusedFrom, signedAt } });
        pageCounts.push((await PDFDocument.load(earlier)).getPageCount());
        continue;
      }
      const pdf = d.needsSignature ? await readStored(this.storage, d.template.pdf_storage_key) : null;
      if (!pdf) {
        continue; // paper-sign and upload documents keep their uploaded file; a template without a PDF has no pages
      }
      documents.push({ templateId: d.template.template_id, name: d.template.name, pdf, values: await placedValues(this.ds, customerId, applicant, d.template.template_id, d.link.template_version ?? null), signatureSpot: signatureSpotOf(d.template) });
      pageCounts.push((await PDFDocument.load(pdf)).getPageCount());
    }
    const events = await new TenantRepository(this.ds, SigRequestEventEntity).find(customerId, { sig_request_id: sigRequestId });
    const signedMeta = signedEventMeta(events);
    const signedAt = signature ? new Date(signature.signed_at) : latest(documents.map((d) => d.reused?.signedAt));
    const out = await renderSignedPdf({
      sigRequestId,
      signerName: signerName(applicant),
      signerEmail: applicant.email ?? null,
      signedAt,
      signature: !signature ? null : signature.kind === 'drawn' ? { kind: 'drawn', dataUrl: signature.value } : { kind: 'typed', name: signature.value },
      consentText: signedMeta.consent_text ?? esignConsentText(applicant.language),
      signedTogetherWith: signedMeta.signed_together_with,
      quickSign: signedMeta.quick_sign,
      language: applicant.language,
      documents,
      events: events.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime() || a.id - b.id).map((e) => ({ event: e.event, at: new Date(e.at), ip: e.ip, userAgent: e.user_agent })),
    });
    const key = signedPdfKey(customerId, sigRequestId);
    await this.storage.put(key, Buffer.from(out.pdf), 'application/pdf');
    await this.storage.put(auditPdfKey(customerId, sigRequestId), Buffer.from(out.auditPdf), 'application/pdf');
    await this.storeForms(out, documents, pageCounts, customerId, sigRequestId);
    await this.complete(req, out, key, signerName(applicant), signature?.kind ?? 'reused', signedAt);
    this.logger.log(`Request ${sigRequestId}: signed PDF stored (${out.pdf.length} bytes)`);
    return { sha256: out.sha256, key };
  }

  /** Each form's signed pages alone, for the per-form file URL. */
  private async storeForms(out: SignedPdfOutput, documents: SignedDocumentInput[], pageCounts: number[], customerId: number, sigRequestId: number): Promise<void> {
    const full = await PDFDocument.load(out.pdf);
    let first = 0;
    for (const [i, d] of documents.entries()) {
      const one = await PDFDocument.create();
      const pages = await one.copyPages(full, Array.from({ length: pageCounts[i] }, (_, k) => first + k));
      pages.forEach((p) => one.addPage(p));
      one.setTitle(d.name);
      one.setSubject(full.getSubject() ?? '');
      await this.storage.put(formPdfKey(customerId, sigRequestId, d.templateId), Buffer.from(await one.save({ useObjectStreams: false })), 'application/pdf');
      first += pageCounts[i];
    }
  }

  private async complete(req: SigRequestEntity, out: SignedPdfOutput, key: string, signer: string, signatureKind: string, signedAt: Date): Promise<void> {
    await this.ds.transaction(async (m) => {
      const docs = new TenantRepository(m, SignedDocumentEntity);
      if (await docs.findOne(req.customer_id, { sig_request_id: req.sig_request_id })) {
        return;
      }
      const now = new Date();
      await docs.insert(req.customer_id, {
        sig_request_id: req.sig_request_id,
        storage_key: key,
        template_hashes: JSON.stringify(out.templateHashes),
        sha256: out.sha256,
        signer_name: signer,
        signature_kind: signatureKind,
        signed_at: signedAt,
        created_at: now,
      });
      await new TenantRepository(m, SigRequestEntity).update(req.customer_id, { sig_request_id: req.sig_request_id }, {
        complete_date: now,
        applicant_complete_date: req.applicant_complete_date ?? now,
        last_activity_date: now,
        last_updated: now,
      });
      await recordEvent(m, req, 'completed', { ip: null, userAgent: null, actor: 'system' }, { sha256: out.sha256, content_sha256: out.contentSha256 });
    });
  }
}

/** The latest of the re-used signing times (the PDF's dates stay fixed by the request's content). */
function latest(dates: (Date | undefined)[]): Date {
  return new Date(Math.max(0, ...dates.map((d) => d?.getTime() ?? 0)));
}

/** What the 'signed' event recorded: the consent text shown and agreed to, the requests signed together, quick sign. */
function signedEventMeta(events: SigRequestEventEntity[]): { consent_text?: string; signed_together_with?: number[]; quick_sign?: boolean } {
  const signed = events.find((e) => e.event === 'signed');
  let meta: Record<string, unknown> = {};
  try {
    meta = signed?.meta ? (JSON.parse(signed.meta) as Record<string, unknown>) : {};
  } catch {
    meta = {};
  }
  return {
    consent_text: typeof meta.consent_text === 'string' && meta.consent_text ? meta.consent_text : undefined,
    signed_together_with: Array.isArray(meta.signed_together_with) ? meta.signed_together_with.filter((n): n is number => Number.isInteger(n)) : undefined,
    quick_sign: meta.quick_sign === true,
  };
}

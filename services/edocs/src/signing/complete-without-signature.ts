import { In, IsNull, type DataSource } from 'typeorm';
import { QueueName, TenantRepository, type JobQueue } from '@attest/platform';
import { SigRequestEntity } from '../signature-requests/entities';
import { isTemplateReady } from '../signature-requests/sig-request-view';
import { RENDER_SIGNED_PDF_JOB, type RenderSignedPdfJob } from './render-signed-pdf.job';
import { requestDocuments } from './request-documents';
import { recordEvent } from './sig-request-store';

/**
 * After an upload: a request with nothing left to sign (only paper-sign / file-upload documents, or forms
 * re-used from an earlier signed request) whose every document is now in place is done for the applicant.
 * With re-used forms the render job builds its PDF from the earlier signed pages; with uploads alone there
 * is no PDF to build, so it is complete at once. Answers the ids it finished.
 */
export async function completeRequestsWithNothingToSign(ds: DataSource, queue: JobQueue, customerId: number, sigRequestIds: number[], actor: string): Promise<number[]> {
  if (!sigRequestIds.length) {
    return [];
  }
  const open = await new TenantRepository(ds, SigRequestEntity).find(customerId, { sig_request_id: In(sigRequestIds), applicant_complete_date: IsNull() });
  const done: number[] = [];
  for (const req of open) {
    const docs = await requestDocuments(ds, customerId, req.sig_request_id);
    if (!docs.length || docs.some((d) => d.needsSignature) || !docs.every((d) => isTemplateReady(d.template.template_type_id, d.link))) {
      continue;
    }
    const rendered = docs.some((d) => d.reusedFrom !== null);
    const now = new Date();
    const finished = await ds.transaction(async (m) => {
      // Guarded on the empty date: two uploads finishing at once complete the request once.
      const result = await m
        .createQueryBuilder()
        .update(SigRequestEntity)
        .set({ applicant_complete_date: now, last_activity_date: now, last_updated: now, ...(rendered ? {} : { complete_date: now }) })
        .where('sig_request_id = :id AND customer_id = :c AND applicant_complete_date IS NULL', { id: req.sig_request_id, c: customerId })
        .execute();
      if (!result.affected) {
        return false;
      }
      await recordEvent(m, req, rendered ? 'documents_in_place' : 'completed', { ip: null, userAgent: null, actor }, { without_signature: true });
      return true;
    });
    if (!finished) {
      continue;
    }
    if (rendered) {
      const job: RenderSignedPdfJob = { customerId, version: 1, sigRequestId: req.sig_request_id };
      await queue.add(QueueName.Pdf, RENDER_SIGNED_PDF_JOB, job, { jobId: `sig-${customerId}-${req.sig_request_id}` });
    }
    done.push(req.sig_request_id);
  }
  return done;
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findApplicantInScope } from '@attest/applicant';
import { CustomerConfigService, forbidden, notFound, STORAGE, TenantRepository, type AuthContext, type StorageService } from '@attest/platform';
import { SigRequestTemplateEntity } from '../signature-requests/entities';
import { auditPdfKey, formPdfKey, signedPdfKey } from './render-signed-pdf.job';
import { findVisibleRequest } from './sig-request-store';

const DEFAULT_TTL_MINUTES = 15;

export type SignedFileKind = { kind: 'signed' } | { kind: 'audit' } | { kind: 'form'; templateId: number };

/** Expiring download links to a request's signed PDF, audit trail and per-form pages. */
@Injectable()
export class SignedFilesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly config: CustomerConfigService,
  ) {}

  async fileUrl(auth: AuthContext, applicantId: number, sigRequestId: number, file: SignedFileKind): Promise<{ url: string }> {
    if (auth.party === 'applicant') {
      if (applicantId !== auth.applicantId) {
        throw notFound();
      }
      // Completed documents stay with staff when the customer says so.
      if (await this.config.flag(auth.customerId, 'restrict_completed_edoc_downloading')) {
        throw forbidden('edoc_download_restricted');
      }
    } else {
      await findApplicantInScope(this.ds, auth, applicantId);
    }
    const req = await findVisibleRequest(this.ds, auth, sigRequestId);
    if (req.applicant_id !== applicantId) {
      throw notFound();
    }
    const { key, filename } = await this.keyOf(auth.customerId, sigRequestId, file);
    if (!key || !(await this.storage.exists(key))) {
      throw notFound('file_not_found');
    }
    const minutes = Number(await this.config.get(auth.customerId, 's3_presigned_get_url_time_to_live_minutes')) || DEFAULT_TTL_MINUTES;
    return { url: this.storage.signedUrl(key, { ttlSeconds: Math.round(minutes * 60), filename }) };
  }

  private async keyOf(customerId: number, sigRequestId: number, file: SignedFileKind): Promise<{ key: string | null; filename: string }> {
    if (file.kind === 'signed') {
      return { key: signedPdfKey(customerId, sigRequestId), filename: `signed-documents-${sigRequestId}.pdf` };
    }
    if (file.kind === 'audit') {
      return { key: auditPdfKey(customerId, sigRequestId), filename: `audit-trail-${sigRequestId}.pdf` };
    }
    const link = await new TenantRepository(this.ds, SigRequestTemplateEntity).findOneOr404(customerId, { sig_request_id: sigRequestId, template_id: file.templateId });
    const signed = formPdfKey(customerId, sigRequestId, file.templateId);
    // Paper-sign and upload documents have no signed pages: their uploaded file is the form.
    const key = (await this.storage.exists(signed)) ? signed : link.upload_key;
    const ext = key?.match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? '.pdf';
    return { key, filename: `form-${file.templateId}-${sigRequestId}${ext}` };
  }
}

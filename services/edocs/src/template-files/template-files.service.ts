import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { createHash } from 'crypto';
import { DataSource } from 'typeorm';
import {
  AuditService, badRequest, checkUpload, forbidden, notFound, STORAGE, StorageObjectNotFoundError, TenantRepository,
  type AuthContext, type MultipartUpload, type StorageService,
} from '@attest/platform';
import { TemplateEntity } from '@attest/forms';
import { SigRequestTemplateEntity } from '../signature-requests/entities';

export type TemplatePdfKind = 'pdf' | 'paperSign';

const KEY_COLUMN = { pdf: 'pdf_storage_key', paperSign: 'paper_sign_pdf_storage_key' } as const;

export interface StoredTemplatePdf {
  template_id: number;
  kind: TemplatePdfKind;
  title: string | null;
  size: number;
  sha256: string;
}

const pdfName = (t: TemplateEntity, suffix = '') =>
  `${t.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || `template-${t.template_id}`}${suffix}.pdf`;

/** The blank PDF and paper-sign PDF of a template (spec staff-side §7 "Templates, forms…", applicant-side §6). */
@Injectable()
export class TemplateFilesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  /** Staff: the template of their active customer; a path naming another customer is a missing row (404). */
  async staffTemplate(auth: AuthContext, templateId: number, customerId = auth.customerId): Promise<TemplateEntity> {
    if (customerId !== auth.customerId) {
      throw notFound();
    }
    return new TenantRepository(this.ds, TemplateEntity).findOneOr404(auth.customerId, { template_id: templateId });
  }

  /** Applicant: only a template in one of their signature requests and not hidden from them (else 404). */
  async applicantTemplate(auth: AuthContext, templateId: number): Promise<TemplateEntity> {
    const template = await new TenantRepository(this.ds, TemplateEntity).findOneOr404(auth.customerId, { template_id: templateId });
    const inRequest = await new TenantRepository(this.ds, SigRequestTemplateEntity)
      .query(auth.customerId, 't')
      .innerJoin('edc_sig_requests', 'r', 'r.sig_request_id = t.sig_request_id AND r.customer_id = t.customer_id')
      .andWhere('t.template_id = :templateId', { templateId })
      .andWhere('r.applicant_id = :applicantId', { applicantId: auth.applicantId ?? -1 })
      .getCount();
    if (!inRequest || template.hide_from_applicant) {
      throw notFound();
    }
    return template;
  }

  /** Stores an uploaded PDF (a real PDF by content) under a new key and points the template at it. */
  async upload(auth: AuthContext, customerId: number, templateId: number, kind: TemplatePdfKind, upload: MultipartUpload): Promise<StoredTemplatePdf> {
    const template = await this.staffTemplate(auth, templateId, customerId);
    const file = upload.file;
    if (!file) {
      throw badRequest('upload_file_required');
    }
    const checked = checkUpload({ fileName: file.fileName, bytes: file.bytes, truncated: file.truncated, accepted: ['.pdf'] });
    if (!checked.ok) {
      throw badRequest(checked.key);
    }
    // A new key per upload: signed documents keep the hash of the PDF they were made from, and an
    // in-flight signing session keeps reading the file it started with.
    const key = `templates/${auth.customerId}/${template.template_id}/${kind === 'pdf' ? 'pdf' : 'paper-sign'}-${Date.now()}.pdf`;
    await this.storage.put(key, file.bytes, 'application/pdf');
    const column = KEY_COLUMN[kind];
    try {
      await this.ds.transaction(async (m) => {
        await new TenantRepository(m, TemplateEntity).update(auth.customerId, { template_id: template.template_id }, { [column]: key, updated_at: new Date() });
        await this.audit.record(auth, { entity: 'template', entityId: template.template_id, action: `upload_${kind}`, changes: { [column]: { from: template[column], to: key } } }, m);
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    const title = (upload.fields.title ?? '').trim() || null;
    return { template_id: template.template_id, kind, title, size: checked.size, sha256: createHash('sha256').update(file.bytes).digest('hex') };
  }

  /** The stored PDF as a response body; no key or no file is 404 file_not_found. */
  async file(template: TemplateEntity, kind: TemplatePdfKind, disposition: 'inline' | 'attachment'): Promise<StreamableFile> {
    const key = template[KEY_COLUMN[kind]];
    if (!key) {
      throw notFound('file_not_found');
    }
    try {
      const stream = await this.storage.read(key);
      return new StreamableFile(stream, { type: 'application/pdf', disposition: `${disposition}; filename="${pdfName(template, kind === 'paperSign' ? '-paper-sign' : '')}"` });
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) {
        throw notFound('file_not_found');
      }
      throw err;
    }
  }

  /** The preview shows the template PDF, or for a paper-sign template without one, its paper-sign PDF. */
  previewKind(template: TemplateEntity): TemplatePdfKind {
    return !template.pdf_storage_key && template.paper_sign_pdf_storage_key ? 'paperSign' : 'pdf';
  }

  /** The blank PDF is a download an applicant may take only from a downloadable template. */
  assertApplicantMayDownload(template: TemplateEntity): void {
    if (!template.downloadable) {
      throw forbidden('not_downloadable');
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'crypto';
import { DataSource, In } from 'typeorm';
import { NO_SIGNATURE_TEMPLATE_TYPES } from '@attest/contracts';
import {
  AppException, AuditService, badRequest, checkUpload, CustomerConfigService, forbidden, JOB_QUEUE, notFound, STORAGE, TenantRepository,
  type AuthContext, type JobQueue, type MultipartUpload, type StorageService,
} from '@attest/platform';
import { TemplateEntity } from '@attest/forms';
import { SigRequestEntity, SigRequestTemplateEntity } from '../signature-requests/entities';
import { completeRequestsWithNothingToSign } from '../signing/complete-without-signature';
import { applicantForCaller } from './applicant-access';
import { ApplicantDocumentEntity } from './applicant-document.entity';
import { parseSetDocsFields, safeFileName, type SetDocsFields } from './setdocs-fields';

/** How long a document download link works. */
const LINK_TTL_SECONDS = 15 * 60;

export interface StoredDocument {
  document_id: number;
  doc_type: string;
  file_name: string;
  mime: string;
  size: number;
  field_name: string | null;
  expiration_date: string | null;
  template_id: number | null;
}

/** Applicant document uploads (setdocs) and their signed download links. */
@Injectable()
export class ApplicantDocumentsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly config: CustomerConfigService,
    private readonly audit: AuditService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  /** Before the body is read: who may upload for this applicant, and whether uploads are on. */
  async assertMayUpload(auth: AuthContext, applicantId: number): Promise<void> {
    await applicantForCaller(this.ds, auth, applicantId);
    if (await this.config.flag(auth.customerId, 'upload_docs_disabled')) {
      throw forbidden('uploads_disabled');
    }
  }

  /** Checks the file and the fields (nothing stored on any failure), stores it, and marks the request's upload template. */
  async store(auth: AuthContext, applicantId: number, userId: number | null, upload: MultipartUpload): Promise<StoredDocument> {
    const fields = parseSetDocsFields(upload.fields);
    const file = upload.file;
    if (!file) {
      throw badRequest('upload_file_required');
    }
    const checked = checkUpload({ fileName: file.fileName, bytes: file.bytes, truncated: file.truncated });
    if (!checked.ok) {
      throw badRequest(checked.key);
    }
    const requestTemplates = await this.requestTemplatesToMark(auth, applicantId, fields);
    const key = `applicant-documents/${auth.customerId}/${applicantId}/${randomUUID()}${checked.extension}`;
    await this.storage.put(key, checked.bytes, checked.mime);
    let saved: ApplicantDocumentEntity;
    try {
      saved = await this.ds.transaction(async (m) => {
        const row = await new TenantRepository(m, ApplicantDocumentEntity).insert(auth.customerId, {
          applicant_id: applicantId,
          user_id: userId,
          doc_type: fields.doc_type,
          template_id: fields.template_id,
          sig_request_ids: fields.sig_req_ids.length ? JSON.stringify(fields.sig_req_ids) : null,
          field_name: fields.field_name,
          file_name: safeFileName(file.fileName, `document${checked.extension}`),
          mime: checked.mime,
          size: checked.size,
          sha256: createHash('sha256').update(checked.bytes).digest('hex'),
          storage_key: key,
          expiration_date: fields.expiration_date,
          sync_ats: fields.sync_ats ? 1 : 0,
          uploaded_by: auth.party === 'user' ? (auth.userId ?? null) : (auth.actingUserId ?? null),
          created: new Date(),
        });
        if (requestTemplates.length) {
          await new TenantRepository(m, SigRequestTemplateEntity).update(auth.customerId, { id: In(requestTemplates.map((t) => t.id)) }, { upload_key: key, uploaded_at: new Date() });
        }
        await this.audit.record(auth, { entity: 'applicant_document', entityId: row.document_id, action: 'create', changes: { doc_type: { from: null, to: row.doc_type } } }, m);
        return row;
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    const actor = auth.party === 'applicant' ? `applicant:${applicantId}` : `user:${auth.userId ?? 0}`;
    await completeRequestsWithNothingToSign(this.ds, this.queue, auth.customerId, [...new Set(requestTemplates.map((t) => t.sig_request_id))], actor);
    return toStored(saved);
  }

  /**
   * The paper-sign / file-upload entries of the named requests for the template. The requests must be
   * this applicant's (404) and not expired (410); a template in none of them is a bad request.
   */
  private async requestTemplatesToMark(auth: AuthContext, applicantId: number, fields: SetDocsFields): Promise<SigRequestTemplateEntity[]> {
    if (fields.template_id === null || fields.sig_req_ids.length === 0) {
      return [];
    }
    const requests = await new TenantRepository(this.ds, SigRequestEntity).find(auth.customerId, { sig_request_id: In(fields.sig_req_ids), applicant_id: applicantId });
    if (requests.length !== fields.sig_req_ids.length) {
      throw notFound();
    }
    if (requests.some((r) => r.expiration_date && r.expiration_date.getTime() < Date.now())) {
      throw new AppException(410, 'sig_request_expired');
    }
    const template = await new TenantRepository(this.ds, TemplateEntity).findOneOr404(auth.customerId, { template_id: fields.template_id });
    const entries = await new TenantRepository(this.ds, SigRequestTemplateEntity).find(auth.customerId, { sig_request_id: In(fields.sig_req_ids), template_id: template.template_id });
    if (entries.length === 0) {
      throw badRequest('template_not_in_request');
    }
    return NO_SIGNATURE_TEMPLATE_TYPES.includes(template.template_type_id) ? entries : [];
  }

  /** A signed, expiring link to the stored file; a record whose file is gone answers 404 file_not_found. */
  async fileUrl(auth: AuthContext, applicantId: number, documentId: number): Promise<{ url: string }> {
    await applicantForCaller(this.ds, auth, applicantId);
    const doc = await new TenantRepository(this.ds, ApplicantDocumentEntity).findOneOr404(auth.customerId, { document_id: documentId, applicant_id: applicantId });
    if (!(await this.storage.exists(doc.storage_key))) {
      throw notFound('file_not_found');
    }
    return { url: this.storage.signedUrl(doc.storage_key, { ttlSeconds: LINK_TTL_SECONDS, filename: doc.file_name }) };
  }
}

function toStored(row: ApplicantDocumentEntity): StoredDocument {
  return {
    document_id: row.document_id,
    doc_type: row.doc_type,
    file_name: row.file_name,
    mime: row.mime,
    size: row.size,
    field_name: row.field_name,
    expiration_date: row.expiration_date,
    template_id: row.template_id,
  };
}

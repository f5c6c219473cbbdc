import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource, In, Not } from 'typeorm';
import { isYmd, type ApplicantCredentialView, type CredentialStatus } from '@attest/contracts';
import {
  AuditService, badRequest, checkUpload, CustomerConfigService, fieldErrors, forbidden, notFound, STORAGE, TenantRepository,
  type AuthContext, type MultipartUpload, type StorageService,
} from '@attest/platform';
import { CERT_EVENT } from '../certification-requirements/automation-events';
import { CredentialEventEntity, PendingAtsActionEntity } from '../certification-requirements/entities';
import { CredentialAutomationService } from '../certification-requirements/credential-automation.service';
import { applicantForCaller } from '../uploads/applicant-access';
import { safeFileName } from '../uploads/setdocs-fields';
import { parseCredentialUploadFields } from './applicant-credential-fields';
import { ApplicantCredentialEntity, CredentialTypeEntity } from './entities';

const LINK_TTL_SECONDS = 15 * 60;

/** The answer shape lives in contracts, shared with both screens that read it. */
export type { ApplicantCredentialView };

/** The uploaded file checked by content (type from the bytes, size, not empty); 400 with the upload key otherwise. */
function checkedFile(upload: MultipartUpload) {
  const file = upload.file;
  if (!file) {
    throw badRequest('upload_file_required');
  }
  const checked = checkUpload({ fileName: file.fileName, bytes: file.bytes, truncated: file.truncated });
  if (!checked.ok) {
    throw badRequest(checked.key);
  }
  return { file, checked };
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** An applicant's credentials: list, upload front/back (checked by content), request, delete, file links, send to ATS. */
@Injectable()
export class ApplicantCredentialsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly config: CustomerConfigService,
    private readonly audit: AuditService,
    private readonly automation: CredentialAutomationService,
  ) {}

  private creds() {
    return new TenantRepository(this.ds, ApplicantCredentialEntity);
  }

  async list(auth: AuthContext, applicantId: number): Promise<ApplicantCredentialView[]> {
    await applicantForCaller(this.ds, auth, applicantId);
    const rows = await this.creds().query(auth.customerId, 'c').andWhere('c.applicant_id = :applicantId', { applicantId }).andWhere("c.status <> 'DELETED'").orderBy('c.id', 'ASC').getMany();
    return this.views(auth.customerId, rows);
  }

  /** Active credential types, by name: what the applicant may upload and staff may request. */
  async types(auth: AuthContext, applicantId: number): Promise<{ credential_id: number; name: string; description: string | null; has_back: boolean; requires_expiration: boolean }[]> {
    await applicantForCaller(this.ds, auth, applicantId);
    const rows = await new TenantRepository(this.ds, CredentialTypeEntity).query(auth.customerId, 't').andWhere('t.active = 1').orderBy('t.name', 'ASC').getMany();
    return rows.map((t) => ({ credential_id: t.credential_id, name: t.name, description: t.description, has_back: t.has_back === 1, requires_expiration: t.requires_expiration === 1 }));
  }

  /** Before the body is read: who may upload for this applicant, and whether uploads are on. */
  async assertMayUpload(auth: AuthContext, applicantId: number): Promise<void> {
    await applicantForCaller(this.ds, auth, applicantId);
    if (await this.config.flag(auth.customerId, 'upload_docs_disabled')) {
      throw forbidden('uploads_disabled');
    }
  }

  /** A new credential with its front side; an open request (SENT) for the same type is fulfilled instead. */
  async create(auth: AuthContext, applicantId: number, upload: MultipartUpload): Promise<ApplicantCredentialView> {
    const fields = parseCredentialUploadFields(upload.fields, true);
    const type = await new TenantRepository(this.ds, CredentialTypeEntity).findOneOr404(auth.customerId, { credential_id: fields.credential_id as number, active: 1 });
    if (type.requires_expiration && !fields.expiration_date) {
      throw fieldErrors({ expiration_date: 'required' });
    }
    checkedFile(upload); // a refused file leaves no row behind
    const open = await this.creds().findOne(auth.customerId, { applicant_id: applicantId, credential_id: type.credential_id, status: 'SENT' });
    const now = new Date();
    const row = open ?? await this.creds().insert(auth.customerId, { applicant_id: applicantId, credential_id: type.credential_id, status: 'SENT', last_modified_date: now });
    try {
      return await this.storeSide(auth, row, upload, false, fields.expiration_date);
    } catch (err) {
      if (!open) {
        await this.creds().delete(auth.customerId, { id: row.id });
      }
      throw err;
    }
  }

  /** Replaces the front (or, with isBack, the back) of an existing credential. */
  async replaceSide(auth: AuthContext, applicantId: number, id: number, isBack: boolean, upload: MultipartUpload): Promise<ApplicantCredentialView> {
    const fields = parseCredentialUploadFields(upload.fields, false);
    const row = await this.creds().findOneOr404(auth.customerId, { id, applicant_id: applicantId, status: Not('DELETED') });
    return this.storeSide(auth, row, upload, isBack, fields.expiration_date);
  }

  private async storeSide(auth: AuthContext, row: ApplicantCredentialEntity, upload: MultipartUpload, isBack: boolean, expiration: string | null): Promise<ApplicantCredentialView> {
    const { file, checked } = checkedFile(upload);
    const key = `applicant-credentials/${auth.customerId}/${row.applicant_id}/${randomUUID()}${checked.extension}`;
    await this.storage.put(key, checked.bytes, checked.mime);
    const now = new Date();
    const name = safeFileName(file.fileName, `credential${checked.extension}`);
    const side = isBack ? { back_key: key, back_name: name, back_mime: checked.mime } : { front_key: key, front_name: name, front_mime: checked.mime };
    const replaced = isBack ? row.back_key : row.front_key;
    const wasUploaded = row.status === 'UPLOADED';
    const patch: Partial<ApplicantCredentialEntity> = {
      ...side, status: 'UPLOADED', uploaded_date: now, last_modified_date: now,
      expiration_date: expiration ?? (row.status === 'EXPIRED' ? null : row.expiration_date),
      credential_completion_date: row.credential_completion_date ?? now,
    };
    try {
      await this.ds.transaction(async (m) => {
        await new TenantRepository(m, ApplicantCredentialEntity).update(auth.customerId, { id: row.id }, patch);
        await this.audit.record(auth, { entity: 'applicant_credential', entityId: row.id, action: 'update', changes: { [isBack ? 'back' : 'front']: { from: isBack ? row.back_name : row.front_name, to: name }, status: { from: row.status, to: 'UPLOADED' } } }, m);
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    if (replaced) {
      await this.storage.delete(replaced);
    }
    const saved = await this.creds().findOneOr404(auth.customerId, { id: row.id });
    if (!wasUploaded) {
      // A credential that becomes complete raises COMPLETE once per upload (its default: update status in ATS).
      await this.automation.raise(saved, CERT_EVENT.COMPLETE, now.toISOString(), now);
    }
    return (await this.views(auth.customerId, [saved]))[0];
  }

  /** Staff ask an applicant for a credential (status SENT, with a due date); past the due date the daily job raises INCOMPLETE. */
  async request(auth: AuthContext, applicantId: number, credentialId: number, dueDate: string | null): Promise<ApplicantCredentialView> {
    await applicantForCaller(this.ds, auth, applicantId);
    if (dueDate !== null && !isYmd(dueDate)) {
      throw fieldErrors({ due_date: 'invalid_date' });
    }
    const type = await new TenantRepository(this.ds, CredentialTypeEntity).findOneOr404(auth.customerId, { credential_id: credentialId, active: 1 });
    const now = new Date();
    const row = await this.ds.transaction(async (m) => {
      const saved = await new TenantRepository(m, ApplicantCredentialEntity).insert(auth.customerId, { applicant_id: applicantId, credential_id: type.credential_id, status: 'SENT', due_date: dueDate, requested_date: now, last_modified_date: now });
      await this.audit.record(auth, { entity: 'applicant_credential', entityId: saved.id, action: 'create', changes: { status: { from: null, to: 'SENT' } } }, m);
      return saved;
    });
    return (await this.views(auth.customerId, [row]))[0];
  }

  /** DELETED, and the files removed (spec: DELETE /applicants/{id}/credentials/{id}, decision 0043). */
  async remove(auth: AuthContext, applicantId: number, id: number): Promise<void> {
    await applicantForCaller(this.ds, auth, applicantId);
    const row = await this.creds().findOneOr404(auth.customerId, { id, applicant_id: applicantId, status: Not('DELETED') });
    await this.ds.transaction(async (m) => {
      await new TenantRepository(m, ApplicantCredentialEntity).update(auth.customerId, { id }, { status: 'DELETED', front_key: null, back_key: null, last_modified_date: new Date() });
      await this.audit.record(auth, { entity: 'applicant_credential', entityId: id, action: 'delete', changes: { status: { from: row.status, to: 'DELETED' } } }, m);
    });
    for (const key of [row.front_key, row.back_key]) {
      if (key) {
        await this.storage.delete(key);
      }
    }
  }

  /** An expiring link to one side, with its type and name (the staff viewer shows an image or a PDF in the page). */
  async fileUrl(auth: AuthContext, applicantId: number, id: number, isBack: boolean): Promise<{ url: string; mime: string; file_name: string }> {
    await applicantForCaller(this.ds, auth, applicantId);
    const row = await this.creds().findOneOr404(auth.customerId, { id, applicant_id: applicantId, status: Not('DELETED') });
    const key = isBack ? row.back_key : row.front_key;
    if (!key || !(await this.storage.exists(key))) {
      throw notFound('file_not_found');
    }
    const fileName = (isBack ? row.back_name : row.front_name) ?? 'credential';
    const mime = (isBack ? row.back_mime : row.front_mime) ?? 'application/octet-stream';
    return { url: this.storage.signedUrl(key, { ttlSeconds: LINK_TTL_SECONDS, filename: fileName }), mime, file_name: fileName };
  }

  /** "Send credential to the ATS": queued as a pending ATS action until an ATS adapter carries credentials (decision 0039). */
  async sendToAts(auth: AuthContext, customerId: number, id: number): Promise<{ queued: true; pending_action_id: number }> {
    if (customerId !== auth.customerId) {
      throw notFound();
    }
    const row = await this.creds().findOneOr404(auth.customerId, { id, status: Not('DELETED') });
    await applicantForCaller(this.ds, auth, row.applicant_id);
    if (!row.front_key) {
      throw badRequest('credential_not_uploaded');
    }
    const pending = await this.ds.transaction(async (m) => {
      const saved = await new TenantRepository(m, PendingAtsActionEntity).insert(auth.customerId, { apl_credential_id: id, kind: 'send_file', credential_status: row.status, status: 'pending', created: new Date() });
      await this.audit.record(auth, { entity: 'applicant_credential', entityId: id, action: 'send_to_ats', changes: {} }, m);
      return saved;
    });
    return { queued: true, pending_action_id: pending.id };
  }

  private async views(customerId: number, rows: ApplicantCredentialEntity[]): Promise<ApplicantCredentialView[]> {
    const types = new Map((await new TenantRepository(this.ds, CredentialTypeEntity).find(customerId)).map((t) => [t.credential_id, t]));
    const events = rows.length ? await new TenantRepository(this.ds, CredentialEventEntity).find(customerId, { apl_credential_id: In(rows.map((r) => r.id)) }) : [];
    const raised = new Set(events.map((e) => `${e.apl_credential_id}:${e.status_id}:${e.occurrence}`));
    const alertOf = (r: ApplicantCredentialEntity): ApplicantCredentialView['alert'] => {
      if (r.status === 'EXPIRED') {
        return 'EXPIRED';
      }
      if (r.status === 'UPLOADED' && r.expiration_date && raised.has(`${r.id}:${CERT_EVENT.EXPIRING_SOON}:${r.expiration_date}`)) {
        return 'EXPIRING_SOON';
      }
      return r.status === 'SENT' && r.due_date && raised.has(`${r.id}:${CERT_EVENT.INCOMPLETE}:${r.due_date}`) ? 'INCOMPLETE' : null;
    };
    return rows.map((r) => {
      const t = types.get(r.credential_id);
      return {
        id: r.id, applicant_id: r.applicant_id, credential_id: r.credential_id, credential_name: t?.name ?? '', has_back: t?.has_back === 1, requires_expiration: t?.requires_expiration === 1,
        status: r.status as CredentialStatus, front_name: r.front_name, back_name: r.back_name, expiration_date: r.expiration_date, due_date: r.due_date,
        requested_date: iso(r.requested_date), uploaded_date: iso(r.uploaded_date), credential_completion_date: iso(r.credential_completion_date), last_modified_date: r.last_modified_date.toISOString(),
        alert: alertOf(r),
      };
    });
  }
}

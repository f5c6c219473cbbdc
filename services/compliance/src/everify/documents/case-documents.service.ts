import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { UPLOAD_MAX_BYTES } from '@attest/contracts';
import { badRequest, checkUpload, conflict, notFound, QueueName, type AuthContext, type MultipartUpload, type UploadErrorKey } from '@attest/platform';
import { ImageVault } from '../../documents/image-vault';
import { lockRecord } from '../../records/record-lock';
import { ActorService } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { caseTarget } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import { EverifyCasesService } from '../cases/everify-cases.service';
import { EverifyChannelService } from '../realtime/everify-channel.service';
import { CaseFileJobsService } from './case-file-jobs.service';
import { caseFileKey, caseFileRepo, caseFileView, cleanFileName, type CaseFileView } from './case-file-store';
import type { EverifyCaseFileEntity } from './entities/everify-case-file.entity';

/** What a case accepts as a document: PDFs and pictures (a letter from SSA, a photo of a document...). */
export const CASE_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

const UPLOAD_KEYS: Record<UploadErrorKey, string> = {
  upload_type_not_accepted: 'upload_type_not_accepted',
  upload_content_mismatch: 'upload_content_mismatch',
  upload_too_large: 'upload_too_large',
  upload_empty: 'everify_file_empty',
};

/** The queue and job that make each kind of generated file (to queue one again when its job was lost). */
export const FILE_JOBS = {
  fan: { queue: QueueName.Pdf, jobName: 'render-everify-letter' },
  referral: { queue: QueueName.Pdf, jobName: 'render-everify-letter' },
  bundle: { queue: QueueName.Exports, jobName: 'bundle-everify-case' },
} as const;

/**
 * The documents of a case (staff-side §7 `POST form-data and GET /api/v1/everify/{id}/documents`): uploads
 * checked by content and sealed at rest, the letters the product made, each file's state and its download.
 * Every list, upload and download is a row on the I-9's trail.
 */
@Injectable()
export class CaseDocumentsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly cases: EverifyCasesService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
    private readonly vault: ImageVault,
    private readonly jobs: CaseFileJobsService,
    private readonly channel: EverifyChannelService,
  ) {}

  /** Before the body is read: E-Verify on and the case in the caller's view (else 403/404). */
  async prepareUpload(auth: AuthContext, caseId: number): Promise<void> {
    await this.cases.findInScope(auth, caseId);
  }

  async upload(auth: AuthContext, caseId: number, upload: MultipartUpload): Promise<CaseFileView> {
    const file = upload.file;
    if (!file) {
      throw badRequest('everify_file_required', { fields: { file: 'everify_file_required' } });
    }
    const checked = checkUpload({ fileName: file.fileName, bytes: file.bytes, accepted: CASE_DOCUMENT_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES, truncated: file.truncated });
    if (!checked.ok) {
      const key = UPLOAD_KEYS[checked.key];
      throw badRequest(key, { fields: { file: key }, types: CASE_DOCUMENT_EXTENSIONS.join(' ') });
    }
    const { c: found } = await this.cases.findInScope(auth, caseId);
    const key = caseFileKey(auth.customerId, found.id);
    await this.vault.put(key, checked.bytes);
    try {
      const row = await this.ds.transaction(async (m) => {
        const { c, record } = await this.cases.lockForAction(m, auth, caseId);
        const actor = await this.actors.of(m, auth);
        const now = new Date();
        const saved = await caseFileRepo(m).insert(auth.customerId, {
          case_id: c.id,
          kind: 'upload',
          lang: null,
          file_name: cleanFileName(file.fileName, `document${checked.extension}`),
          content_type: checked.mime,
          size: checked.size,
          sha256: createHash('sha256').update(checked.bytes).digest('hex'),
          storage_key: key,
          state: 'ready',
          job_id: null,
          event_name: null,
          error: null,
          created_by_party: actor.party,
          created_by_id: actor.id,
          created_at: now,
          ready_at: now,
        });
        await this.cases.record(m, c, 'change', 'DOCUMENT_ADDED', actor, { detail: `file ${saved.id}` });
        await this.trail.append(m, record, actor, { action: 'update', target: caseTarget(c.id, 'documents'), after: { file_id: saved.id, content_type: checked.mime, size: checked.size } });
        return { saved, c };
      });
      await this.channel.publish(auth.customerId, { case_id: row.c.id, version: row.c.version });
      return caseFileView(row.saved);
    } catch (err) {
      await this.vault.delete(key);
      throw err;
    }
  }

  /** The case's documents and letters (the ZIPs made for download are not documents), oldest first. */
  async list(auth: AuthContext, caseId: number): Promise<{ case_id: number; items: CaseFileView[] }> {
    const { c } = await this.cases.findInScope(auth, caseId);
    const rows = await caseFileRepo(this.ds).find(auth.customerId, { case_id: c.id, kind: Not('bundle') });
    await this.traceView(auth, c, 'documents');
    return { case_id: c.id, items: rows.sort((a, b) => a.id - b.id).map((f) => caseFileView(f)) };
  }

  /** One file's state (queued with its progress, ready with its link, failed with its key). */
  async status(auth: AuthContext, caseId: number, fileId: number): Promise<CaseFileView> {
    const { c } = await this.cases.findInScope(auth, caseId);
    const file = await this.fileOf(c, fileId);
    return file.kind === 'upload' ? caseFileView(file) : this.jobs.status(file, FILE_JOBS[file.kind]);
  }

  /** A ready file's bytes for staff (409 everify_file_not_ready before); the download is on the trail. */
  async content(auth: AuthContext, caseId: number, fileId: number): Promise<{ file: EverifyCaseFileEntity; bytes: Buffer }> {
    const { c } = await this.cases.findInScope(auth, caseId);
    const file = await this.fileOf(c, fileId);
    if (file.state !== 'ready') {
      throw conflict(file.state === 'failed' ? (file.error ?? 'everify_file_failed') : 'everify_file_not_ready');
    }
    const bytes = await this.jobs.read(file);
    await this.traceView(auth, c, `files/${file.id}`);
    return { file, bytes };
  }

  private async fileOf(c: EverifyCaseEntity, fileId: number): Promise<EverifyCaseFileEntity> {
    const file = await caseFileRepo(this.ds).findOne(c.customer_id, { id: fileId, case_id: c.id });
    if (!file) {
      throw notFound();
    }
    return file;
  }

  private async traceView(auth: AuthContext, c: EverifyCaseEntity, part: string): Promise<void> {
    await this.ds.transaction(async (m: EntityManager) => {
      const record = await lockRecord(m, auth.customerId, c.i9_record_id);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: caseTarget(c.id, part) });
    });
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'crypto';
import { DataSource } from 'typeorm';
import { JOB_QUEUE, RealtimeService, type JobPayload, type JobQueue, type QueueName } from '@attest/platform';
import type { Actor } from '../../shared/actor';
import { ImageVault } from '../../documents/image-vault';
import { EVERIFY_CONFIG, type EverifyConfig } from '../everify-config';
import { caseFileContentUrl, caseFileKey, caseFileRepo, caseFileView, type CaseFileView } from './case-file-store';
import type { CaseFileKind, EverifyCaseFileEntity } from './entities/everify-case-file.entity';

/** Payload v1 of every case-file job (a letter, a ZIP): which file row to make. Nothing personal. */
export interface CaseFileJobData extends JobPayload {
  version: 1;
  fileId: number;
}

export interface CaseFileJobSpec {
  kind: CaseFileKind;
  lang: string | null;
  fileName: string;
  contentType: string;
  queue: QueueName;
  jobName: string;
  /** Tries; a letter waiting for E-Verify's referral uses E-Verify's own retry settings. */
  attempts?: number;
  backoffMs?: number;
}

/** What a start answers: the job to follow (progress, then the file's link on the real-time event) and the file. */
export interface CaseFileStart {
  file_id: number;
  job_id: string | null;
  event_name: string;
  subscription_url: string;
  file: CaseFileView;
}

/**
 * The queue side of case files (the FAN, the referral letter, the case ZIP): a file row is created queued with
 * its own real-time event, a job makes the bytes, and the row becomes ready (sealed in storage) or failed. The
 * job publishes `{progress}` then `{url, filename}` (or `{error}`) as the platform's exports do.
 */
@Injectable()
export class CaseFileJobsService {
  private readonly logger = new Logger('EverifyCaseFiles');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(EVERIFY_CONFIG) private readonly config: EverifyConfig,
    private readonly realtime: RealtimeService,
    private readonly vault: ImageVault,
  ) {}

  /** A new queued file of the case and its job. */
  async start(customerId: number, caseId: number, actor: Actor, spec: CaseFileJobSpec): Promise<CaseFileStart> {
    const eventName = await this.realtime.createEventName('everify-file', customerId);
    const created = await caseFileRepo(this.ds).insert(customerId, {
      case_id: caseId,
      kind: spec.kind,
      lang: spec.lang,
      file_name: spec.fileName,
      content_type: spec.contentType,
      size: null,
      sha256: null,
      storage_key: null,
      state: 'queued',
      job_id: null,
      event_name: eventName,
      error: null,
      created_by_party: actor.party,
      created_by_id: actor.id,
      created_at: new Date(),
      ready_at: null,
    });
    const file = await this.enqueue(created, spec, 'a');
    return { file_id: file.id, job_id: file.job_id, event_name: eventName, subscription_url: `/api/v1/realtime/subscriptions/${eventName}`, file: caseFileView(file) };
  }

  /** The file with its job's progress; a queued file whose job is gone (lost, or out of tries) is queued again. */
  async status(file: EverifyCaseFileEntity, spec: Pick<CaseFileJobSpec, 'queue' | 'jobName' | 'attempts' | 'backoffMs'>): Promise<CaseFileView> {
    if (file.state !== 'queued') {
      return caseFileView(file);
    }
    const job = file.job_id ? await this.queue.getJob(spec.queue, file.job_id) : null;
    if (!job || job.state === 'failed' || job.state === 'completed') {
      const again = await this.enqueue(file, { ...spec, kind: file.kind, lang: file.lang, fileName: file.file_name, contentType: file.content_type }, Date.now().toString(36));
      return caseFileView(again, 0);
    }
    return caseFileView(file, job.progress);
  }

  /** Job side: seals and stores the bytes, marks the row ready, publishes the link. Idempotent. */
  async complete(file: EverifyCaseFileEntity, bytes: Uint8Array): Promise<void> {
    const data = Buffer.from(bytes);
    const key = caseFileKey(file.customer_id, file.case_id);
    await this.vault.put(key, data);
    const patch = { storage_key: key, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), state: 'ready' as const, error: null, ready_at: new Date() };
    const updated = await caseFileRepo(this.ds).update(file.customer_id, { id: file.id, state: 'queued' }, patch);
    if (!updated) {
      // Made meanwhile by another try: keep that one.
      await this.vault.delete(key);
    }
    await this.published(file.id, file.customer_id);
  }

  /** Job side: gives up on the file with a message key, and says so on its event. */
  async fail(file: EverifyCaseFileEntity, messageKey: string): Promise<void> {
    await caseFileRepo(this.ds).update(file.customer_id, { id: file.id, state: 'queued' }, { state: 'failed', error: messageKey.slice(0, 64) });
    if (file.event_name) {
      await this.realtime.publish(file.event_name, { error: messageKey });
    }
  }

  async progress(file: EverifyCaseFileEntity, percent: number): Promise<void> {
    if (file.event_name) {
      await this.realtime.publish(file.event_name, { progress: percent });
    }
  }

  /** The ready file's bytes (decrypted). */
  read(file: EverifyCaseFileEntity): Promise<Buffer> {
    return this.vault.read(file.storage_key ?? '');
  }

  /** Publishes the ready file's link again (a retry or a duplicate job after it was made). */
  async published(fileId: number, customerId: number): Promise<void> {
    const fresh = await caseFileRepo(this.ds).findOne(customerId, { id: fileId });
    if (fresh?.state === 'ready' && fresh.event_name) {
      await this.realtime.publish(fresh.event_name, { progress: 100, url: caseFileContentUrl(fresh.case_id, fresh.id), filename: fresh.file_name });
    }
  }

  private async enqueue(file: EverifyCaseFileEntity, spec: CaseFileJobSpec, tag: string): Promise<EverifyCaseFileEntity> {
    const data: CaseFileJobData = { customerId: file.customer_id, version: 1, fileId: file.id };
    const attempts = spec.attempts ?? 3;
    const backoffMs = spec.backoffMs ?? Math.min(2000, this.config.jobBackoffMs);
    try {
      const { id } = await this.queue.add(spec.queue, spec.jobName, data, { jobId: `everify-file-${file.id}-${tag}`, attempts, backoffMs });
      await caseFileRepo(this.ds).update(file.customer_id, { id: file.id }, { job_id: id });
      return { ...file, job_id: id };
    } catch (err) {
      // The row stays queued: the next status call queues it again.
      this.logger.warn(`case file ${file.id}: not queued (${(err as Error).message})`);
      return file;
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'stream';
import { DataSource, type EntityManager } from 'typeorm';
import { StorageObjectNotFoundError, storeZip, type AuthContext, type ZipEntry } from '@attest/platform';
import { lockRecord } from '../../records/record-lock';
import { ActorService } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { caseTarget } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import { EverifyCasesService } from '../cases/everify-cases.service';
import { CasePrintService, caseDetailsFileName } from '../print/case-print.service';
import { CaseFileJobsService, type CaseFileStart } from './case-file-jobs.service';
import { caseFileRepo, type CaseFileView } from './case-file-store';
import { FILE_JOBS } from './case-documents.service';
import type { EverifyCaseFileEntity } from './entities/everify-case-file.entity';

const FOLDERS = { upload: 'documents', fan: 'letters', referral: 'letters', bundle: 'other' } as const;

/** The ZIP's name for the case. */
export const bundleFileName = (c: Pick<EverifyCaseEntity, 'id' | 'case_number'>): string => `everify-case-${c.case_number ?? c.id}.zip`;

/**
 * The case's documents and letters as one file (staff-side §7 `GET /api/v1/everify/download/{id}` and the
 * asynchronous `downloadasync/{id}`): the printable case details, then every ready letter and upload, one
 * decrypted at a time (platform store-zip streams it).
 */
@Injectable()
export class CaseBundleService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly cases: EverifyCasesService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
    private readonly prints: CasePrintService,
    private readonly jobs: CaseFileJobsService,
  ) {}

  /** The ZIP, streamed now; the download is a trail row naming the files. */
  async download(auth: AuthContext, caseId: number): Promise<{ stream: Readable; filename: string }> {
    const { c } = await this.cases.findInScope(auth, caseId);
    const files = await this.readyFiles(c);
    await this.ds.transaction(async (m: EntityManager) => {
      const record = await lockRecord(m, auth.customerId, c.i9_record_id);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: caseTarget(c.id, 'download'), after: { files: files.map((f) => f.id) } });
    });
    return { stream: Readable.from(this.zip(c, files)), filename: bundleFileName(c) };
  }

  /** Queues the ZIP (exports queue): follow the event for progress and the link. */
  async start(auth: AuthContext, caseId: number): Promise<CaseFileStart> {
    const { c } = await this.cases.findInScope(auth, caseId);
    const started = await this.ds.transaction(async (m: EntityManager) => {
      const record = await lockRecord(m, auth.customerId, c.i9_record_id);
      const actor = await this.actors.of(m, auth);
      await this.trail.append(m, record, actor, { action: 'view', target: caseTarget(c.id, 'download'), after: { mode: 'async' } });
      return actor;
    });
    return this.jobs.start(auth.customerId, c.id, started, { kind: 'bundle', lang: null, fileName: bundleFileName(c), contentType: 'application/zip', ...FILE_JOBS.bundle });
  }

  /** The latest ZIP asked for this case (null before any). */
  async latest(auth: AuthContext, caseId: number): Promise<{ case_id: number; file: CaseFileView | null }> {
    const { c } = await this.cases.findInScope(auth, caseId);
    const rows = await caseFileRepo(this.ds).find(auth.customerId, { case_id: c.id, kind: 'bundle' });
    const last = rows.sort((a, b) => b.id - a.id)[0];
    return { case_id: c.id, file: last ? await this.jobs.status(last, FILE_JOBS.bundle) : null };
  }

  /** Job side: the ZIP's bytes, reporting progress as the files go in. */
  async build(c: EverifyCaseEntity, onProgress: (percent: number) => Promise<void>): Promise<Buffer> {
    const files = await this.readyFiles(c);
    const chunks: Buffer[] = [];
    let done = 0;
    for await (const chunk of storeZip(this.entries(c, files, async () => onProgress(Math.min(99, Math.round((++done / (files.length + 1)) * 100)))))) {
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  private async readyFiles(c: EverifyCaseEntity): Promise<EverifyCaseFileEntity[]> {
    const rows = await caseFileRepo(this.ds).find(c.customer_id, { case_id: c.id, state: 'ready' });
    return rows.filter((f) => f.kind !== 'bundle').sort((a, b) => a.id - b.id);
  }

  private zip(c: EverifyCaseEntity, files: EverifyCaseFileEntity[]): AsyncGenerator<Buffer> {
    return storeZip(this.entries(c, files));
  }

  /** The case details first, then each file still in storage (one lost from storage is left out, not a broken ZIP). */
  private async *entries(c: EverifyCaseEntity, files: EverifyCaseFileEntity[], after?: () => Promise<void>): AsyncGenerator<ZipEntry> {
    yield { name: caseDetailsFileName(c), data: Buffer.from(await this.prints.render(c)) };
    await after?.();
    const used = new Set<string>();
    for (const f of files) {
      let data: Buffer;
      try {
        data = await this.jobs.read(f);
      } catch (err) {
        if (err instanceof StorageObjectNotFoundError) {
          continue;
        }
        throw err;
      }
      yield { name: uniqueName(used, `${FOLDERS[f.kind]}/${f.id}-${f.file_name}`), data, modified: new Date(f.ready_at ?? f.created_at) };
      await after?.();
    }
  }
}

function uniqueName(used: Set<string>, name: string): string {
  let out = name;
  for (let n = 2; used.has(out); n++) {
    out = name.replace(/(\.[^./]*)?$/, (ext) => `-${n}${ext}`);
  }
  used.add(out);
  return out;
}

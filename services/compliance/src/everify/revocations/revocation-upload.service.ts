import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RevocationMatchKind } from '@attest/contracts';
import { type AuthContext, badRequest, conflict, isUniqueViolation, maskTail, TenantRepository } from '@attest/platform';
import { ActorService, type Actor } from '../../shared/actor';
import { todayYmd } from '../../shared/i9-rules';
import { TrailService } from '../../trail/trail.service';
import { EverifyAccess } from '../cases/everify-access';
import { CsvFormatError } from '../lists/csv-table';
import type { SpooledCsv } from '../lists/csv-spool';
import { EadRevocationEntity, EadRevocationUploadEntity } from './entities';
import { openReverifyTask } from './reverify-tasks';
import { buildRevocationIndex, type RevocationIndex } from './revocation-index';
import { readRevocationReport, type ReportRow, type ReportRowProblem } from './revocation-report';

const BATCH = 500;
/** Bad rows named one by one in the answer (all are counted). */
const PROBLEMS_LISTED = 200;

export type MatchCounts = Record<RevocationMatchKind, number>;

export interface RevocationUploadAnswer {
  upload_id: number;
  file_name: string;
  rows_read: number;
  rows_stored: number;
  rows_invalid: number;
  rows_duplicate: number;
  tasks_opened: number;
  counts: MatchCounts;
  problems: ReportRowProblem[];
}

interface UploadRun {
  upload: EadRevocationUploadEntity;
  index: RevocationIndex;
  actor: Actor;
  today: string;
  answer: RevocationUploadAnswer;
}

const emptyCounts = (): MatchCounts => ({ exact: 0, by_card: 0, by_a_number: 0, none: 0, ambiguous: 0 });

/**
 * POST multipart /api/v1/everify/revocations {file}: E-Verify's Status Change Report, streamed from the spooled
 * upload through csv-parse, matched row by row (contracts' RevocationMatcher on the index of the customer's
 * employees, built once), stored in batches of 500 with multi-row inserts, and for each single match a
 * Supplement B reverification task on that I-9. One transaction: a file refused half-way stores nothing.
 */
@Injectable()
export class RevocationUploadService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
  ) {}

  /** Checked before the body is read: E-Verify on (403 everify_disabled). */
  async prepare(auth: AuthContext): Promise<void> {
    await this.access.requireEnabled(auth);
  }

  async upload(auth: AuthContext, file: SpooledCsv): Promise<RevocationUploadAnswer> {
    try {
      return await this.ds.transaction((m) => this.run(m, auth, file));
    } catch (err) {
      if (err instanceof CsvFormatError) {
        throw badRequest(err.key, { ...err.details, fields: { file: err.key } });
      }
      if (isUniqueViolation(err)) {
        throw conflict('ead_revocation_upload_busy');
      }
      throw err;
    } finally {
      await file.dispose();
    }
  }

  private async run(m: EntityManager, auth: AuthContext, file: SpooledCsv): Promise<RevocationUploadAnswer> {
    const today = todayYmd();
    const upload = await new TenantRepository(m, EadRevocationUploadEntity).insert(auth.customerId, {
      file_name: file.fileName || 'report.csv',
      rows_read: 0, rows_stored: 0, rows_invalid: 0, rows_duplicate: 0, tasks_opened: 0,
      created_by: auth.userId ?? 0,
      created_at: new Date(),
    });
    const run: UploadRun = {
      upload,
      index: await buildRevocationIndex(m, auth.customerId, today),
      actor: await this.actors.of(m, auth),
      today,
      answer: { upload_id: upload.id, file_name: upload.file_name, rows_read: 0, rows_stored: 0, rows_invalid: 0, rows_duplicate: 0, tasks_opened: 0, counts: emptyCounts(), problems: [] },
    };
    let batch: ReportRow[] = [];
    for await (const item of readRevocationReport(file.open())) {
      run.answer.rows_read += 1;
      if (!item.ok) {
        run.answer.rows_invalid += 1;
        if (run.answer.problems.length < PROBLEMS_LISTED) {
          run.answer.problems.push(item.problem);
        }
        continue;
      }
      batch.push(item.row);
      if (batch.length >= BATCH) {
        await this.store(m, run, batch);
        batch = [];
      }
    }
    await this.store(m, run, batch);
    const a = run.answer;
    await new TenantRepository(m, EadRevocationUploadEntity).update(auth.customerId, { id: upload.id }, {
      rows_read: a.rows_read, rows_stored: a.rows_stored, rows_invalid: a.rows_invalid, rows_duplicate: a.rows_duplicate, tasks_opened: a.tasks_opened,
    });
    return a;
  }

  /** One batch: rows already stored (same case number and date) are skipped; matches open their tasks; one multi-row insert. */
  private async store(m: EntityManager, run: UploadRun, rows: ReportRow[]): Promise<void> {
    if (!rows.length) {
      return;
    }
    const fresh = await this.withoutDuplicates(m, run.upload.customer_id, rows);
    run.answer.rows_duplicate += rows.length - fresh.length;
    const values: Partial<EadRevocationEntity>[] = [];
    for (const row of fresh) {
      values.push(await this.rowValues(m, run, row));
    }
    if (values.length) {
      await m.createQueryBuilder().insert().into(EadRevocationEntity).values(values).execute();
      run.answer.rows_stored += values.length;
    }
  }

  private async rowValues(m: EntityManager, run: UploadRun, row: ReportRow): Promise<Partial<EadRevocationEntity>> {
    const match = run.index.matcher.match(row);
    run.answer.counts[match.kind] += 1;
    const recordId = match.employeeId;
    const where = recordId !== null ? run.index.records.get(recordId) : undefined;
    const masked = { a_number_masked: maskTail(row.aNumber), card_number_masked: maskTail(row.cardNumber) };
    let taskId: number | null = null;
    if (recordId !== null) {
      const dueDate = row.revocationDate && row.revocationDate < run.today ? row.revocationDate : run.today;
      const task = await openReverifyTask(m, this.trail, run.upload.customer_id, run.actor, {
        recordId,
        locationId: where?.locationId ?? null,
        dueDate,
        revocation: { match_kind: match.kind, revocation_date: row.revocationDate, case_number: row.caseNumber, ...masked },
      });
      taskId = task.taskId;
      run.answer.tasks_opened += task.opened ? 1 : 0;
    }
    return {
      customer_id: run.upload.customer_id,
      upload_id: run.upload.id,
      line: row.line,
      location_id: where?.locationId ?? null,
      i9_record_id: recordId,
      applicant_id: where?.applicantId ?? null,
      match_kind: match.kind,
      candidates: match.candidates.length ? JSON.stringify(match.candidates.slice(0, 40)) : null,
      case_number: row.caseNumber,
      last_name: row.lastName,
      first_name: row.firstName,
      ...masked,
      a_number: row.aNumber,
      card_number: row.cardNumber,
      change_type: row.changeType,
      revocation_date: row.revocationDate,
      reverify_task_id: taskId,
      acknowledged_by: null,
      acknowledged_by_name: null,
      acknowledged_at: null,
      created_by: run.upload.created_by,
      created_at: run.upload.created_at,
    };
  }

  /** Rows whose case number and date are stored already (this upload's earlier batches included), or repeat in the batch, are dropped. */
  private async withoutDuplicates(m: EntityManager, customerId: number, rows: ReportRow[]): Promise<ReportRow[]> {
    const keyed = rows.filter((r) => r.caseNumber && r.revocationDate);
    const numbers = [...new Set(keyed.map((r) => r.caseNumber as string))];
    const stored = numbers.length
      ? await new TenantRepository(m, EadRevocationEntity)
          .query(customerId, 'r')
          .andWhere('r.case_number IN (:...numbers)', { numbers })
          .select(['r.case_number AS case_number', 'r.revocation_date AS revocation_date'])
          .getRawMany<{ case_number: string; revocation_date: string | null }>()
      : [];
    const seen = new Set(stored.map((s) => `${s.case_number}|${s.revocation_date}`));
    return rows.filter((r) => {
      if (!r.caseNumber || !r.revocationDate) {
        return true;
      }
      const key = `${r.caseNumber}|${r.revocationDate}`;
      if (seen.has(key)) {
        return false;
      }
      seen.add(key);
      return true;
    });
  }
}

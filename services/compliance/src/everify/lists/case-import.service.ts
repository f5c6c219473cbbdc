import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { ApplicantAltIdEntity, ApplicantEntity } from '@attest/applicant';
import { EVERIFY_CASE_STATUS as S } from '@attest/contracts';
import { badRequest, locationScope, TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordEntity } from '../../records/entities';
import { lockRecord } from '../../records/record-lock';
import { ActorService, type Actor } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { caseEventRepo, caseRepo, caseTarget } from '../cases/case-store';
import { EverifyAccess } from '../cases/everify-access';
import { readCaseImport, type ImportProblem, type ImportRow } from './case-import-file';
import type { SpooledCsv } from './csv-spool';
import { CsvFormatError } from './csv-table';

/** Bad rows named one by one in the refusal (all are counted). */
const PROBLEMS_LISTED = 200;

export interface ImportedCase {
  line: number;
  case_id: number;
  case_number: string;
  status: string;
  applicant_id: number;
  i9_record_id: number;
}

interface Resolved {
  row: ImportRow;
  applicant: ApplicantEntity;
  record: I9RecordEntity;
}

/**
 * POST multipart /api/v1/everify/import {file}: E-Verify cases opened in another system become cases here,
 * linked to the employee's current I-9, without calling E-Verify (they exist there already; an open one is then
 * followed like any other). Every row is checked first: one bad row and nothing is imported (400
 * case_import_rows_invalid with each row's line, column and key); otherwise all rows go in one transaction,
 * each with its history row and a `create` row on the I-9's trail.
 */
@Injectable()
export class CaseImportService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
  ) {}

  async prepare(auth: AuthContext): Promise<void> {
    await this.access.requireEnabled(auth);
  }

  async import(auth: AuthContext, file: SpooledCsv): Promise<{ imported: number; cases: ImportedCase[] }> {
    try {
      const { rows, problems } = await this.read(file);
      const resolved = await this.resolve(auth, rows, problems);
      if (problems.length) {
        problems.sort((a, b) => a.line - b.line);
        throw badRequest('case_import_rows_invalid', { invalid: problems.length, rows: problems.slice(0, PROBLEMS_LISTED) });
      }
      const cases = await this.ds.transaction(async (m) => {
        const actor = await this.actors.of(m, auth);
        const out: ImportedCase[] = [];
        for (const r of resolved) {
          out.push(await this.insert(m, auth, actor, r));
        }
        return out;
      });
      return { imported: cases.length, cases: cases.slice(0, PROBLEMS_LISTED) };
    } catch (err) {
      if (err instanceof CsvFormatError) {
        throw badRequest(err.key, { ...err.details, fields: { file: err.key } });
      }
      throw err;
    } finally {
      await file.dispose();
    }
  }

  /** Every row of the file, checked on its own; the problems (all of them: the file holds 10,000 rows at most). */
  private async read(file: SpooledCsv): Promise<{ rows: ImportRow[]; problems: ImportProblem[] }> {
    const rows: ImportRow[] = [];
    const problems: ImportProblem[] = [];
    for await (const item of readCaseImport(file.open())) {
      if (item.ok) {
        rows.push(item.row);
      } else {
        problems.push(item.problem);
      }
    }
    return { rows, problems };
  }

  /** The database's word on each row: the employee (in the caller's scope), their I-9, the case number, one open case per I-9. */
  private async resolve(auth: AuthContext, rows: ImportRow[], problems: ImportProblem[]): Promise<Resolved[]> {
    const customerId = auth.customerId;
    const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email] : [])))];
    const externalIds = [...new Set(rows.flatMap((r) => (r.externalId ? [r.externalId] : [])))];
    const byEmail = new Map((await inChunks(emails, (part) => new TenantRepository(this.ds, ApplicantEntity).find(customerId, { email: In(part) }))).map((a) => [a.email.toLowerCase(), a]));
    const alt = await inChunks(externalIds, (part) => new TenantRepository(this.ds, ApplicantAltIdEntity).find(customerId, { alt_id_value: In(part) }));
    const altApplicants = await inChunks([...new Set(alt.map((a) => a.applicant_id))], (part) => new TenantRepository(this.ds, ApplicantEntity).find(customerId, { applicant_id: In(part) }));
    const applicantById = new Map(altApplicants.map((a) => [a.applicant_id, a]));
    const byExternal = new Map<string, ApplicantEntity[]>();
    for (const a of alt) {
      const applicant = applicantById.get(a.applicant_id);
      if (applicant) {
        byExternal.set(a.alt_id_value, [...(byExternal.get(a.alt_id_value) ?? []), applicant]);
      }
    }
    const scope = locationScope(auth);
    const inScope = (a: ApplicantEntity | undefined): a is ApplicantEntity => !!a && (scope === null || (a.location_id !== null && scope.includes(a.location_id)));
    const applicantOf = (r: ImportRow): ApplicantEntity | undefined => {
      const candidates = r.email ? [byEmail.get(r.email)] : (byExternal.get(r.externalId ?? '') ?? []);
      const visible = candidates.filter(inScope);
      return visible.length === 1 ? visible[0] : undefined;
    };
    const applicants = rows.map(applicantOf);
    const records = await inChunks([...new Set(applicants.flatMap((a) => (a ? [a.applicant_id] : [])))], (part) => new TenantRepository(this.ds, I9RecordEntity).find(customerId, { current_applicant_id: In(part) }));
    const recordOf = new Map(records.map((r) => [r.current_applicant_id as number, r]));
    const taken = new Set((await inChunks(rows.map((r) => r.caseNumber), (part) => caseRepo(this.ds).find(customerId, { case_number: In(part) }))).map((c) => c.case_number));
    const openCases = new Set((await inChunks(records.map((r) => r.id), (part) => caseRepo(this.ds).find(customerId, { i9_record_id: In(part), status: Not(S.CLOSED) }))).map((c) => c.i9_record_id));
    const seenNumbers = new Set<string>();
    const out: Resolved[] = [];
    rows.forEach((row, i) => {
      const fail = (field: ImportProblem['field'], key: string) => problems.push({ line: row.line, field, key });
      const applicant = applicants[i];
      const record = applicant ? recordOf.get(applicant.applicant_id) : undefined;
      if (taken.has(row.caseNumber)) {
        return fail('case_number', 'case_import_case_number_exists');
      }
      if (seenNumbers.has(row.caseNumber)) {
        return fail('case_number', 'case_import_case_number_repeated');
      }
      seenNumbers.add(row.caseNumber);
      if (!applicant) {
        return fail(row.email ? 'email' : 'external_id', 'case_import_applicant_not_found');
      }
      if (!record) {
        return fail(row.email ? 'email' : 'external_id', 'case_import_no_i9');
      }
      if (row.status !== S.CLOSED) {
        if (openCases.has(record.id)) {
          return fail('status', 'case_import_open_case_exists');
        }
        openCases.add(record.id);
      }
      out.push({ row, applicant, record });
    });
    return out;
  }

  private async insert(m: EntityManager, auth: AuthContext, actor: Actor, r: Resolved): Promise<ImportedCase> {
    const record = await lockRecord(m, auth.customerId, r.record.id);
    const now = new Date();
    const at = (ymd: string | null): Date | null => (ymd ? new Date(`${ymd}T12:00:00Z`) : null);
    const submitted = at(r.row.submittedOn) ?? now;
    const closed = r.row.status === S.CLOSED;
    const c = await caseRepo(m).insert(auth.customerId, {
      location_id: r.applicant.location_id ?? record.location_id,
      applicant_id: r.applicant.applicant_id,
      i9_record_id: record.id,
      case_number: r.row.caseNumber,
      status: r.row.status,
      tnc_agency: r.row.agency,
      closure_statement: r.row.closure,
      closed_at: closed ? (at(r.row.closedOn) ?? now) : null,
      reason_for_delay: null,
      reason_for_delay_description: null,
      reason_for_delay_auto: 0,
      awaiting_service: 0,
      service_attempts: 0,
      first_day_of_employment: record.first_day_of_employment,
      case_due: null,
      submitted_at: submitted,
      opened_at: submitted,
      created_by: auth.userId ?? 0,
      created_at: now,
      updated_at: now,
      version: 1,
    });
    await caseEventRepo(m).insert(auth.customerId, {
      case_id: c.id, at: now, kind: 'change', event: 'IMPORT', from_status: null, to_status: c.status, detail: r.row.closure,
      actor_party: actor.party, actor_id: actor.id, actor_name: actor.name,
    });
    await this.trail.append(m, record, actor, { action: 'create', target: caseTarget(c.id), after: { imported: true, case_number: c.case_number, status: c.status, closure_statement: c.closure_statement } });
    return { line: r.row.line, case_id: c.id, case_number: r.row.caseNumber, status: c.status, applicant_id: c.applicant_id, i9_record_id: c.i9_record_id };
  }
}

/** A lookup by many values, 500 at a time (IN lists stay small). */
async function inChunks<V, T>(values: V[], find: (part: V[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += 500) {
    out.push(...(await find(values.slice(i, i + 500))));
  }
  return out;
}

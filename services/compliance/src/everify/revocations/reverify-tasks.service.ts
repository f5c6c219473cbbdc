import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordsService } from '../../records/i9-records.service';
import { ActorService } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { EadRevocationEntity } from './entities';
import { taskDoneAt, taskRepo } from './reverify-tasks';
import { LISTED_COLUMNS, matchKey, type ListedRevocation } from './revocation-view';

export interface ReverifyTaskView {
  id: number;
  reason: string;
  /** Translation key of the reason. */
  reason_key: string;
  due_date: string | null;
  opened_at: Date;
  /** When a Supplement B reverification was signed after the task opened; null while it is open. */
  done_at: Date | null;
  open: boolean;
  revocations: {
    id: number;
    match_kind: string;
    match_key: string;
    case_number: string | null;
    revocation_date: string | null;
    change_type: string | null;
    /** Masked. */
    a_number: string | null;
    card_number: string | null;
    acknowledged: boolean;
  }[];
}

/**
 * *(ours)* GET /api/v1/i9/{id}/reverification-tasks (i9.read): the Supplement B reverification tasks of an I-9
 * (opened by EAD revocations), for the record page's panel. Reading them is a `view` row on the I-9's trail.
 */
@Injectable()
export class ReverifyTasksService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
  ) {}

  async forRecord(auth: AuthContext, recordId: number): Promise<{ items: ReverifyTaskView[] }> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const tasks = await taskRepo(m).query(auth.customerId, 't').andWhere('t.record_id = :recordId', { recordId: record.id }).orderBy('t.id', 'DESC').getMany();
      if (!tasks.length) {
        return { items: [] };
      }
      const done = await taskDoneAt(m, auth.customerId, tasks);
      const rows = (await new TenantRepository(m, EadRevocationEntity)
        .query(auth.customerId, 'r')
        .andWhere({ reverify_task_id: In(tasks.map((t) => t.id)) })
        .select(LISTED_COLUMNS.map((c) => `r.${c}`))
        .orderBy('r.id', 'ASC')
        .getMany()) as ListedRevocation[];
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: 'reverify_tasks' });
      const items = tasks.map((t): ReverifyTaskView => {
        const doneAt = done.get(t.id) ?? null;
        return {
          id: t.id,
          reason: t.reason,
          reason_key: `i9_reverify_task_${t.reason}`,
          due_date: t.due_date,
          opened_at: t.opened_at,
          done_at: doneAt,
          open: doneAt === null,
          revocations: rows
            .filter((r) => r.reverify_task_id === t.id)
            .map((r) => ({
              id: r.id, match_kind: r.match_kind, match_key: matchKey(r.match_kind), case_number: r.case_number, revocation_date: r.revocation_date,
              change_type: r.change_type, a_number: r.a_number_masked, card_number: r.card_number_masked, acknowledged: r.acknowledged_at !== null,
            })),
        };
      });
      return { items };
    });
  }
}

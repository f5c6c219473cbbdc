import type { DataSource, EntityManager } from 'typeorm';
import { TenantRepository } from '@attest/platform';
import { I9RevisionEntity } from '../../records/entities';
import { lockRecord } from '../../records/record-lock';
import type { Actor } from '../../shared/actor';
import { parsePayload } from '../../shared/payload-mask';
import type { TrailService } from '../../trail/trail.service';
import { I9ReverifyTaskEntity } from './entities';

export const taskRepo = (db: DataSource | EntityManager) => new TenantRepository(db, I9ReverifyTaskEntity);

/** The trail target of a reverification task on its I-9. */
export const taskTarget = (taskId: number): string => `reverify#${taskId}`;

type TaskLike = Pick<I9ReverifyTaskEntity, 'id' | 'record_id' | 'opened_at'>;

/**
 * When each task was done: the first Supplement B reverification signed on its record at or after the task
 * was opened (null: still open). Read from the signed revisions (decrypted here), never stored apart.
 */
export async function taskDoneAt(db: DataSource | EntityManager, customerId: number, tasks: readonly TaskLike[]): Promise<Map<number, Date | null>> {
  const out = new Map<number, Date | null>(tasks.map((t) => [t.id, null]));
  if (!tasks.length) {
    return out;
  }
  const recordIds = [...new Set(tasks.map((t) => t.record_id))];
  const entries = await new TenantRepository(db, I9RevisionEntity)
    .query(customerId, 'v')
    .andWhere("v.record_id IN (:...recordIds) AND v.section = 'supplementB' AND v.signed_at IS NOT NULL", { recordIds })
    .orderBy('v.signed_at', 'ASC')
    .getMany();
  const reverified = entries.filter((v) => parsePayload(v.payload).reason === 'reverification');
  for (const t of tasks) {
    const done = reverified.find((v) => v.record_id === t.record_id && v.signed_at && new Date(v.signed_at).getTime() >= new Date(t.opened_at).getTime());
    out.set(t.id, done?.signed_at ?? null);
  }
  return out;
}

export interface TaskOpening {
  recordId: number;
  locationId: number | null;
  dueDate: string;
  /** What the trail row says about the revocation (masked numbers only). */
  revocation: Record<string, unknown>;
}

/**
 * A Supplement B reverification task on the record, inside the caller's transaction: the record is locked
 * (lock order: the record first), an open task is reused, else one is opened with a `create` trail row.
 * Answers the task id and whether it is new.
 */
export async function openReverifyTask(m: EntityManager, trail: TrailService, customerId: number, actor: Actor, open: TaskOpening): Promise<{ taskId: number; opened: boolean }> {
  const record = await lockRecord(m, customerId, open.recordId);
  const existing = await taskRepo(m).query(customerId, 't').andWhere('t.record_id = :recordId', { recordId: record.id }).orderBy('t.id', 'DESC').getMany();
  const done = await taskDoneAt(m, customerId, existing);
  const stillOpen = existing.find((t) => !done.get(t.id));
  if (stillOpen) {
    return { taskId: stillOpen.id, opened: false };
  }
  const task = await taskRepo(m).insert(customerId, {
    record_id: record.id,
    location_id: open.locationId,
    reason: 'ead_revoked',
    due_date: open.dueDate,
    opened_by: actor.id,
    opened_at: new Date(),
  });
  await trail.append(m, record, actor, { action: 'create', target: taskTarget(task.id), after: { reason: task.reason, due_date: task.due_date, revocation: open.revocation } });
  return { taskId: task.id, opened: true };
}

import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { exportModelNamed, type ScheduleDto, type ScheduleInput, type ScheduleKind } from '@attest/contracts';
import { AuditService, cronProblem, fieldErrors, JOB_QUEUE, nextCronSlot, QueueName, TenantRepository, type AuthContext, type JobQueue } from '@attest/platform';
import { ScheduleEntity } from './entities/schedule.entity';
import { repeatOf, RUN_SCHEDULE_JOB, schedulerIdOf, type RunScheduleJobData } from './schedule-job';

/**
 * staff-side §7 Schedules: the customer's schedules; every write is mirrored onto the queue's repeatable job
 * (upsert when active, removal when not) and audited.
 */
@Injectable()
export class SchedulesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext): Promise<ScheduleDto[]> {
    const rows = await this.repo().query(auth.customerId, 's').orderBy('s.name', 'ASC').addOrderBy('s.id', 'ASC').getMany();
    return rows.map(toScheduleDto);
  }

  async nextRun(auth: AuthContext, id: number): Promise<{ id: number; next_run: string | null; time_zone: string }> {
    const row = await this.own(auth, id);
    return { id: row.id, next_run: nextRunOf(row), time_zone: row.time_zone };
  }

  async create(auth: AuthContext, input: ScheduleInput): Promise<ScheduleDto> {
    const values = this.checked(auth, input);
    const now = new Date();
    const row = await this.repo().insert(auth.customerId, { ...values, created_by: auth.userId as number, created_at: now, updated_at: now });
    await this.sync(row);
    await this.audit.record(auth, { entity: 'schedule', entityId: String(row.id), action: 'create', changes: changesOf(null, row) });
    return toScheduleDto(row);
  }

  async update(auth: AuthContext, id: number, input: ScheduleInput): Promise<ScheduleDto> {
    const before = await this.own(auth, id);
    const values = this.checked(auth, input);
    await this.ds.getRepository(ScheduleEntity).update({ id, customer_id: auth.customerId }, { ...values, updated_at: new Date() });
    const after = { ...before, ...values };
    await this.sync(after);
    await this.audit.record(auth, { entity: 'schedule', entityId: String(id), action: 'update', changes: changesOf(before, after) });
    return toScheduleDto(after);
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    const row = await this.own(auth, id);
    await this.ds.getRepository(ScheduleEntity).delete({ id, customer_id: auth.customerId });
    await this.queue.removeSchedule(QueueName.Schedules, schedulerIdOf(id));
    await this.audit.record(auth, { entity: 'schedule', entityId: String(id), action: 'delete', changes: changesOf(row, null) });
  }

  /** "Run now": the same job as a slot, queued at once (also for an inactive schedule). */
  async runNow(auth: AuthContext, id: number): Promise<{ job_id: string }> {
    const row = await this.own(auth, id);
    const data: RunScheduleJobData = { version: 1, customerId: auth.customerId, scheduleId: row.id, manual: true };
    const job = await this.queue.add(QueueName.Schedules, RUN_SCHEDULE_JOB, data, { jobId: `run-now-${row.id}-${randomUUID()}`, attempts: 1 });
    await this.audit.record(auth, { entity: 'schedule', entityId: String(id), action: 'run', changes: {} });
    return { job_id: job.id };
  }

  /** Mirrors one row onto the queue (boot re-sync and every write use it). */
  async sync(row: ScheduleEntity): Promise<void> {
    if (row.active) {
      const data: RunScheduleJobData = { version: 1, customerId: row.customer_id, scheduleId: row.id };
      await this.queue.upsertSchedule(QueueName.Schedules, schedulerIdOf(row.id), repeatOf(row), RUN_SCHEDULE_JOB, data);
    } else {
      await this.queue.removeSchedule(QueueName.Schedules, schedulerIdOf(row.id));
    }
  }

  private checked(auth: AuthContext, input: ScheduleInput) {
    const timeZone = input.time_zone || 'UTC';
    const problem = cronProblem({ cron: input.cron, tz: timeZone });
    if (problem) {
      throw fieldErrors(problem === 'invalid_cron' ? { cron: 'invalid_cron' } : { time_zone: 'invalid_time_zone' });
    }
    const kind = input.kind as ScheduleKind;
    if (kind === 'export') {
      const model = exportModelNamed(input.model as string);
      // Scheduling an export needs what exporting it by hand needs.
      if (!model || !auth.permissions?.has(model.permission)) {
        throw fieldErrors({ model: 'export_not_permitted' });
      }
      // A schedule runs later with no request to scope it: only staff who see every location may schedule an export
      // (a location-limited user's file would otherwise hold applicants of locations they cannot see).
      if (auth.locationIds) {
        throw fieldErrors({ model: 'export_schedule_all_locations' });
      }
    }
    return {
      name: input.name,
      kind,
      model: kind === 'export' ? (input.model as string) : null,
      filter: kind === 'export' ? JSON.stringify(input.filter ?? {}) : null,
      message: kind === 'reminder' ? (input.message ?? null) : null,
      cron: input.cron.trim().replace(/\s+/g, ' '),
      time_zone: timeZone,
      active: input.active === false ? 0 : 1,
    };
  }

  private own(auth: AuthContext, id: number): Promise<ScheduleEntity> {
    return this.repo().findOneOr404(auth.customerId, { id }, 'schedule_not_found');
  }

  private repo() {
    return new TenantRepository(this.ds, ScheduleEntity);
  }
}

function nextRunOf(row: ScheduleEntity): string | null {
  return row.active ? nextCronSlot(repeatOf(row)).toISOString() : null;
}

const AUDITED = ['name', 'kind', 'model', 'filter', 'message', 'cron', 'time_zone', 'active'] as const;

function changesOf(before: ScheduleEntity | null, after: ScheduleEntity | null): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of AUDITED) {
    const from = before ? before[key] : null;
    const to = after ? after[key] : null;
    if (from !== to) {
      changes[key] = { from, to };
    }
  }
  return changes;
}

export function toScheduleDto(row: ScheduleEntity): ScheduleDto {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ScheduleKind,
    model: row.model,
    filter: row.filter ? (JSON.parse(row.filter) as Record<string, unknown>) : {},
    message: row.message,
    cron: row.cron,
    time_zone: row.time_zone,
    active: !!row.active,
    created_by: row.created_by,
    last_run_at: row.last_run_at ? new Date(row.last_run_at).toISOString() : null,
    last_run_status: (row.last_run_status as ScheduleDto['last_run_status']) ?? null,
    last_run_export_id: row.last_run_export_id,
    next_run: nextRunOf(row),
  };
}

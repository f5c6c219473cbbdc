import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ALERT_TYPE_REMINDER, exportModelNamed } from '@attest/contracts';
import { AccessGrantsService, JOB_QUEUE, QueueName, RealtimeService, startCsvExport, type JobContext, type JobProcessor, type JobQueue } from '@attest/platform';
import { AlertsService } from '../alerts/alerts.service';
import { ScheduleEntity } from './entities/schedule.entity';
import { RUN_SCHEDULE_JOB, type RunScheduleJobData } from './schedule-job';

/**
 * One run of a schedule (a cron slot or "run now"). An export queues the very job the export button queues
 * (job name and payload, by startCsvExport), as the schedule's creator, so it is listed with the others; a
 * reminder is an alert to the creator. The outcome is kept on the schedule (last run).
 */
@Injectable()
export class RunScheduleProcessor implements JobProcessor<RunScheduleJobData> {
  readonly queue = QueueName.Schedules;
  readonly jobName = RUN_SCHEDULE_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('RunSchedule');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly realtime: RealtimeService,
    private readonly alerts: AlertsService,
    private readonly grants: AccessGrantsService,
  ) {}

  async handle(data: RunScheduleJobData, ctx: JobContext): Promise<{ ran: boolean; exportId?: string; slot?: number }> {
    const repo = this.ds.getRepository(ScheduleEntity);
    const row = await repo.findOne({ where: { id: data.scheduleId, customer_id: data.customerId } });
    // Deleted or paused since the slot was queued: nothing to do.
    if (!row || (!row.active && !data.manual)) {
      return { ran: false };
    }
    try {
      let exportId: string | null = null;
      if (row.kind === 'export') {
        const model = exportModelNamed(row.model ?? '');
        if (!model) {
          throw new Error(`unknown export model "${row.model}"`);
        }
        // The creator's grants now, not when they saved it: a removed permission or a narrowed location scope stops
        // the export (the run is marked not_permitted and not retried).
        const grants = await this.grants.grantsFor(row.created_by, row.customer_id);
        if (!grants.permissions.has(model.permission) || grants.locationIds !== null) {
          await repo.update({ id: row.id }, { last_run_at: new Date(), last_run_status: 'not_permitted' });
          return { ran: false };
        }
        const started = await startCsvExport(
          { queue: this.jobs, realtime: this.realtime },
          { customerId: row.customer_id, userId: row.created_by },
          model.jobName,
          JSON.parse(row.filter ?? '{}') as Record<string, unknown>,
          { scheduleId: row.id },
        );
        exportId = started.job_id;
      } else {
        await this.alerts.createFor(row.customer_id, row.created_by, {
          type: ALERT_TYPE_REMINDER,
          entity_id: row.id,
          message_key: 'schedule_reminder_alert',
          message_params: { name: row.name, message: row.message ?? '' },
        });
      }
      await repo.update({ id: row.id }, { last_run_at: new Date(), last_run_status: 'ok', last_run_export_id: exportId });
      return { ran: true, ...(exportId ? { exportId } : {}), ...(ctx.scheduledFor ? { slot: ctx.scheduledFor } : {}) };
    } catch (err) {
      this.logger.error(`Schedule ${row.id} (try ${ctx.attempt}): ${(err as Error).message}`);
      await repo.update({ id: row.id }, { last_run_at: new Date(), last_run_status: 'failed' });
      throw err;
    }
  }
}

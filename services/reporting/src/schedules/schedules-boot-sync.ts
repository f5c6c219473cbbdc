import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOB_QUEUE, QueueName, type JobQueue } from '@attest/platform';
import { EXPIRE_EXPORTS_CRON, EXPIRE_EXPORTS_JOB } from '../exports/expire-exports.processor';
import { ScheduleEntity } from './entities/schedule.entity';
import { SchedulesService } from './schedules.service';

const BATCH = 500;

/**
 * At boot, every process that composes reporting puts the table's schedules back on the queue (the in-process
 * driver forgets them on restart; BullMQ keeps them, and an upsert of the same id is the same scheduler), and
 * the hourly removal of expired export files. A row whose sync fails is logged and the others still sync.
 */
@Injectable()
export class SchedulesBootSync implements OnApplicationBootstrap {
  private readonly logger = new Logger('SchedulesBootSync');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly schedules: SchedulesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertSchedule(QueueName.Schedules, EXPIRE_EXPORTS_JOB, { cron: EXPIRE_EXPORTS_CRON, tz: 'UTC' }, EXPIRE_EXPORTS_JOB, { customerId: 0, version: 1 });
    let synced = 0;
    for (let after = 0; ; ) {
      const rows = await this.ds.getRepository(ScheduleEntity).createQueryBuilder('s').where('s.id > :after', { after }).orderBy('s.id', 'ASC').take(BATCH).getMany();
      for (const row of rows) {
        try {
          await this.schedules.sync(row);
          synced += 1;
        } catch (err) {
          this.logger.error(`Schedule ${row.id} not synced: ${(err as Error).message}`);
        }
      }
      if (rows.length < BATCH) {
        break;
      }
      after = rows[rows.length - 1].id;
    }
    this.logger.log(`${synced} schedule(s) synced to the queue`);
  }
}

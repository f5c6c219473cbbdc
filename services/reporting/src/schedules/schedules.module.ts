import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { StaffAlertsModule } from '../alerts/staff-alerts.module';
import { ExpireExportsProcessor } from '../exports/expire-exports.processor';
import { ExportsModule } from '../exports/exports.module';
import { RunScheduleProcessor } from './run-schedule.processor';
import { SchedulesBootSync } from './schedules-boot-sync';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';

/**
 * Schedules and their runs. The processors (a schedule's run, the expired exports removal) register here, so
 * whichever process consumes the queue (the worker, or the embedded server) runs them.
 */
@Module({
  imports: [StaffAlertsModule, ExportsModule],
  controllers: [SchedulesController],
  providers: [SchedulesService, RunScheduleProcessor, SchedulesBootSync],
})
export class SchedulesModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly runSchedule: RunScheduleProcessor,
    private readonly expireExports: ExpireExportsProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.runSchedule as unknown as JobProcessor);
    this.queue.registerProcessor(this.expireExports as unknown as JobProcessor);
  }
}

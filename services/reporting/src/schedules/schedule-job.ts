import type { JobPayload, RepeatOptions } from '@attest/platform';
import type { ScheduleEntity } from './entities/schedule.entity';

export const RUN_SCHEDULE_JOB = 'run-schedule';

/** Payload v1 of a schedule's run: which schedule; `manual` for "run now" (runs even when inactive). */
export interface RunScheduleJobData extends JobPayload {
  version: 1;
  scheduleId: number;
  manual?: boolean;
}

/** The queue's scheduler id of a schedule (one per row, so an upsert replaces it). */
export const schedulerIdOf = (id: number) => `schedule-${id}`;

export const repeatOf = (s: Pick<ScheduleEntity, 'cron' | 'time_zone'>): RepeatOptions => ({ cron: s.cron, tz: s.time_zone });

import { Logger } from '@nestjs/common';
import { nextCronSlot } from '../cron-slots';
import type { JobPayload, RepeatOptions } from '../job.types';
import type { QueueName } from '../queue-name.enum';
import { checkScheduleId } from '../schedule-id';

export interface InProcessSchedule {
  queue: QueueName;
  scheduleId: string;
  repeat: RepeatOptions;
  jobName: string;
  data: JobPayload;
}

// setTimeout holds at most 2^31-1 ms (about 24.8 days); a later slot is reached in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The in-process driver's repeatable jobs: one timer per schedule armed for its next cron slot; at the slot
 * `fire` queues the job and the timer is armed for the following slot. Held in memory: the owner re-upserts
 * its schedules at boot (reporting re-syncs them from adm_schedules).
 */
export class InProcessSchedules {
  private readonly logger = new Logger('InProcessSchedules');
  private readonly entries = new Map<string, { schedule: InProcessSchedule; timer?: NodeJS.Timeout }>();
  private running = false;

  constructor(private readonly fire: (schedule: InProcessSchedule, slot: number) => void) {}

  upsert(schedule: InProcessSchedule): void {
    checkScheduleId(schedule.scheduleId);
    nextCronSlot(schedule.repeat); // throws on a bad expression, as BullMQ's upsert does
    this.remove(schedule.queue, schedule.scheduleId);
    const entry = { schedule: { ...schedule, data: JSON.parse(JSON.stringify(schedule.data)) as JobPayload } };
    this.entries.set(keyOf(schedule.queue, schedule.scheduleId), entry);
    if (this.running) {
      this.arm(entry);
    }
  }

  remove(queue: QueueName, scheduleId: string): void {
    const key = keyOf(queue, scheduleId);
    clearTimeout(this.entries.get(key)?.timer);
    this.entries.delete(key);
  }

  start(): void {
    this.running = true;
    for (const entry of this.entries.values()) {
      this.arm(entry);
    }
  }

  stop(): void {
    this.running = false;
    for (const entry of this.entries.values()) {
      clearTimeout(entry.timer);
      entry.timer = undefined;
    }
  }

  private arm(entry: { schedule: InProcessSchedule; timer?: NodeJS.Timeout }, after = Date.now()): void {
    clearTimeout(entry.timer);
    const slot = nextCronSlot(entry.schedule.repeat, new Date(after)).getTime();
    const wait = slot - Date.now();
    entry.timer = setTimeout(() => {
      if (!this.running || this.entries.get(keyOf(entry.schedule.queue, entry.schedule.scheduleId)) !== entry) {
        return;
      }
      if (wait > MAX_TIMER_MS) {
        this.arm(entry, after);
        return;
      }
      try {
        this.fire(entry.schedule, slot);
      } catch (err) {
        this.logger.error(`schedule ${entry.schedule.scheduleId}: ${(err as Error).message}`);
      }
      this.arm(entry, slot);
    }, Math.max(0, Math.min(wait, MAX_TIMER_MS)));
    entry.timer.unref();
  }
}

const keyOf = (queue: QueueName, scheduleId: string) => `${queue}\u0000${scheduleId}`;

import { parseExpression } from 'cron-parser';
import type { RepeatOptions } from './job.types';

/**
 * Cron reading shared by both queue drivers and the schedules API (cron-parser, the library BullMQ's job
 * schedulers use, so "next run" shown to a person is the slot the queue fires).
 */
export function nextCronSlots(repeat: RepeatOptions, count: number, after: Date = new Date()): Date[] {
  const it = parseExpression(repeat.cron, { tz: repeat.tz, currentDate: after });
  const slots: Date[] = [];
  while (slots.length < count) {
    slots.push(it.next().toDate());
  }
  return slots;
}

/** The next slot strictly after `after`. */
export function nextCronSlot(repeat: RepeatOptions, after: Date = new Date()): Date {
  return nextCronSlots(repeat, 1, after)[0];
}

/** Null when the expression and time zone are usable, else why not ('invalid_cron' or 'invalid_time_zone'). */
export function cronProblem(repeat: RepeatOptions): 'invalid_cron' | 'invalid_time_zone' | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: repeat.tz });
  } catch {
    return 'invalid_time_zone';
  }
  const fields = repeat.cron.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 6) {
    return 'invalid_cron';
  }
  try {
    nextCronSlot(repeat);
    return null;
  } catch {
    return 'invalid_cron';
  }
}

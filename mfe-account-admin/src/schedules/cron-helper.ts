/** The schedules page's cron helper: daily or weekly at a time, or a cron expression typed by hand. */
export type Frequency = 'daily' | 'weekly' | 'custom';

export interface CronChoice {
  frequency: Frequency;
  /** HH:MM, 24 h. */
  time: string;
  /** 0 Sunday … 6 Saturday (weekly). */
  weekday: number;
  custom: string;
}

export function cronOf(choice: CronChoice): string {
  if (choice.frequency === 'custom') {
    return choice.custom.trim();
  }
  const [hour, minute] = choice.time.split(':').map((n) => Number(n));
  return `${minute || 0} ${hour || 0} * * ${choice.frequency === 'weekly' ? choice.weekday : '*'}`;
}

/** Reads a cron back into the helper's choices; anything it did not write stays custom. */
export function choiceOf(cron: string): CronChoice {
  const m = /^(\d{1,2}) (\d{1,2}) \* \* (\*|[0-6])$/.exec(cron.trim());
  if (!m || Number(m[1]) > 59 || Number(m[2]) > 23) {
    return { frequency: 'custom', time: '09:00', weekday: 1, custom: cron };
  }
  const time = `${m[2].padStart(2, '0')}:${m[1].padStart(2, '0')}`;
  return m[3] === '*' ? { frequency: 'daily', time, weekday: 1, custom: cron } : { frequency: 'weekly', time, weekday: Number(m[3]), custom: cron };
}

/** A date and time in a time zone, for "next run" (en-US, 24 h, with the zone's short name). */
export function dateTimeIn(iso: string | null, timeZone: string): string {
  if (!iso) {
    return '';
  }
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false, timeZoneName: 'short' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(new Date(iso));
  }
}

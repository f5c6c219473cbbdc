import { createEvent } from 'ics';

export interface CalendarEvent {
  /** Stable per record, so a second download updates the same calendar entry. */
  uid: string;
  title: string;
  start: Date;
  durationMinutes: number;
  location: string | null;
  description?: string;
  url?: string | null;
}

/** An .ics file (RFC 5545) for one event, times written in UTC (DTSTART:...Z). Throws when the library refuses. */
export function calendarFile(e: CalendarEvent): string {
  const s = e.start;
  const { error, value } = createEvent({
    uid: e.uid,
    productId: 'attest/talent',
    title: e.title,
    start: [s.getUTCFullYear(), s.getUTCMonth() + 1, s.getUTCDate(), s.getUTCHours(), s.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: e.durationMinutes },
    ...(e.location ? { location: e.location } : {}),
    ...(e.description ? { description: e.description } : {}),
    ...(e.url ? { url: e.url } : {}),
  });
  if (error || !value) {
    throw error ?? new Error('calendar file not written');
  }
  return value;
}

/** A file name safe in a Content-Disposition header. */
export const icsFileName = (kind: string, id: number) => `${kind}-${id}.ics`;

/**
 * A date shown in the applicant's time zone as MM/DD/YYYY (spec §3: "The expiration is shown in the applicant's
 * time zone and date format"). An unknown zone falls back to the browser's; an unparsable date shows nothing
 * (spec §8: date parsing failures are only logged).
 */
export function formatInTimeZone(iso: string | null | undefined, timeZone: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    console.warn('Unparsable date', iso);
    return '';
  }
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone || undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(date);
  }
}

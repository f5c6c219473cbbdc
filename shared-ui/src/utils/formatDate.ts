/**
 * Dates travel as YYYY-MM-DD and show as MM/DD/YYYY. A value that does not parse gives the
 * fallback ('' unless told, e.g. 'N/A'); the spec only logs date parsing failures.
 */
const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2024-03-05' (or an ISO timestamp) → '03/05/2024'. */
export function formatDate(serverDate: string | null | undefined, fallback = ''): string {
  const match = serverDate ? SERVER_DATE.exec(serverDate) : null;
  if (!match) {
    return fallback;
  }
  const [year, month, day] = match.slice(1).map(Number);
  return isRealDate(year, month, day) ? `${pad(month)}/${pad(day)}/${year}` : fallback;
}

/** '3/5/2024' or '03/05/2024' → '2024-03-05'; null when it is not a real date. */
export function toServerDate(displayDate: string | null | undefined): string | null {
  const match = displayDate ? DISPLAY_DATE.exec(displayDate.trim()) : null;
  if (!match) {
    return null;
  }
  const [month, day, year] = match.slice(1).map(Number);
  return isRealDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

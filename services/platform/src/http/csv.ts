/**
 * One CSV cell: quoted when needed, and cells a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * are prefixed with a quote so an exported name cannot execute.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) {
    s = `'${s}`;
  }
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

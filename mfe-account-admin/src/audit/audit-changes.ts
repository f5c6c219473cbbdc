import type { AuditChange, AuditEntryDto } from './api/audit-api';

export interface ChangeLine {
  field: string;
  from: unknown;
  to: unknown;
}

const isChange = (value: unknown): value is AuditChange =>
  typeof value === 'object' && value !== null && ('from' in value || 'to' in value);

/** The changes of an audit entry as lines; a value that is not a from/to pair shows as the new value. */
export function changeLines(changes: AuditEntryDto['changes'] | null | undefined): ChangeLine[] {
  return Object.entries((changes ?? {}) as Record<string, unknown>).map(([field, value]) =>
    isChange(value) ? { field, from: value.from, to: value.to } : { field, from: undefined, to: value },
  );
}

/** A value as a person reads it; null for "nothing" (shown as an em dash by the caller). */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (Array.isArray(value)) {
    return value.map((v) => displayValue(v) ?? '—').join(', ');
  }
  return JSON.stringify(value);
}

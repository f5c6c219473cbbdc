/** A unique-index violation on MySQL/MariaDB (ER_DUP_ENTRY) or SQLite, as raised through TypeORM. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { driverError?: { code?: string; errno?: number }; code?: string; errno?: number } | undefined;
  const d = e?.driverError ?? e;
  return d?.code === 'ER_DUP_ENTRY' || d?.errno === 1062 || d?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

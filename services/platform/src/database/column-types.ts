import type { DataSource } from 'typeorm';

/**
 * Column types that mean the same on MySQL and SQLite, for entities and schema-builder migrations
 * (one migration set serves both databases).
 */
export const COLUMN = {
  id: 'int',
  bigId: 'bigint',
  text: 'text',
  datetime: 'datetime',
  date: 'date',
  bool: 'tinyint',
} as const;

/** Current time in a form both drivers store in a DATETIME column. */
export function nowUtc(): Date {
  return new Date();
}

export function dbKind(ds: DataSource): 'mysql' | 'sqlite' {
  return ds.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

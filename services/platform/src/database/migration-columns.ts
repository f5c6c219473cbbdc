import type { TableColumnOptions } from 'typeorm';

export const str = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
export const int = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'int', isNullable: nullable });
export const text = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });
export const flag = (name: string, def: number): TableColumnOptions => ({ name, type: 'tinyint', default: def });
export const nullableFlag = (name: string): TableColumnOptions => ({ name, type: 'tinyint', isNullable: true });
export const when = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable: nullable });
// Generated keys are INTEGER so the same migration runs on SQLite (rowid alias).
export const pk = (name: string): TableColumnOptions => ({ name, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });

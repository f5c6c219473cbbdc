import * as fs from 'fs';
import * as path from 'path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import type { DataParts } from './data-parts';

/** MySQL through mysql2 when DATABASE_URL is set, otherwise the embedded SQLite file. */
export function createDataSource(config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath'>, parts: DataParts): DataSource {
  const common = {
    entities: parts.entities,
    migrations: parts.migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false as const,
  };
  if (config.databaseUrl) {
    return new DataSource({
      ...common,
      type: 'mysql',
      url: config.databaseUrl,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      dateStrings: ['DATE'],
      connectTimeout: 5000,
      extra: { connectionLimit: 20 },
    });
  }
  if (config.sqlitePath !== ':memory:') {
    fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  }
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: config.sqlitePath,
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  });
}

export function isMysql(ds: DataSource): boolean {
  return ds.options.type === 'mysql' || ds.options.type === 'mariadb';
}

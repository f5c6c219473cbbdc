import { Global, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { createDataSource } from '../../database/create-data-source';
import { runMigrationsWithLock } from '../../database/run-migrations';
import { createApp } from '../../http/create-app';
import { notificationEntities, notificationMigrations } from '../index';
import { NotificationsModule, type NotificationsModuleOptions } from '../notifications.module';

/** A migrated database holding only the outbox: SQLite in memory unless a MySQL URL is given. */
export async function outboxDataSource(databaseUrl?: string): Promise<DataSource> {
  const ds = createDataSource({ databaseUrl, sqlitePath: ':memory:' }, { entities: notificationEntities, migrations: notificationMigrations });
  await ds.initialize();
  await runMigrationsWithLock(ds);
  return ds;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ ATTEST_VAR_DIR: '/tmp/attest-notifications-test' }), ...overrides };
}

/** A real Nest app with the notifications module on the given DataSource. */
export async function startNotificationsApp(
  ds: DataSource,
  config: AppConfig,
  options: NotificationsModuleOptions = {},
): Promise<NestFastifyApplication> {
  @Global()
  @Module({ providers: [{ provide: DataSource, useValue: ds }], exports: [DataSource] })
  class TestDatabaseModule {}
  @Module({ imports: [ConfigModule.forRoot(config), TestDatabaseModule, NotificationsModule.forRoot(options)] })
  class NotificationsTestModule {}
  const app = await createApp(NotificationsTestModule, config, { logger: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

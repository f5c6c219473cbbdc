import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { createDataSource } from './create-data-source';
import type { DataParts } from './data-parts';
import { runMigrationsWithLock } from './run-migrations';

/** Provides the one initialised DataSource (class token `DataSource`), migrated before use. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  static forRoot(config: AppConfig, parts: DataParts, options: { migrate?: boolean } = {}): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          useFactory: async () => {
            const ds = createDataSource(config, parts);
            await ds.initialize();
            if (options.migrate !== false) {
              await runMigrationsWithLock(ds);
            }
            return ds;
          },
        },
      ],
      exports: [DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.ds.isInitialized) {
      await this.ds.destroy();
    }
  }
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalDiskStorage } from './drivers/local-disk-storage';
import { FilesController } from './files.controller';
import { STORAGE } from './storage.types';

/** Provides the StorageService under STORAGE and serves signed downloads at /api/v1/files/*. */
@Global()
@Module({})
export class StorageModule {
  static forRoot(): DynamicModule {
    return {
      module: StorageModule,
      controllers: [FilesController],
      providers: [
        {
          provide: STORAGE,
          inject: [APP_CONFIG],
          // The one place a driver is picked; an S3-compatible driver slots in here when configured.
          useFactory: (config: AppConfig) => new LocalDiskStorage(config.storageDir, config.signingSecret),
        },
      ],
      exports: [STORAGE],
    };
  }
}

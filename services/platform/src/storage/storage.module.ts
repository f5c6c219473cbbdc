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
          // The one place a driver is picked (STORAGE_DRIVER, decision 0048). S3 checks its bucket at start; the AWS
          // SDK is loaded only then, so the local default does not pay for it at start-up.
          useFactory: async (config: AppConfig) => {
            if (config.storageDriver === 's3' && config.s3) {
              const { S3Storage } = await import('./drivers/s3-storage');
              return await new S3Storage(config.s3, config.signingSecret).start();
            }
            return new LocalDiskStorage(config.storageDir, config.signingSecret);
          },
        },
      ],
      exports: [STORAGE],
    };
  }
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import { AuditService } from './audit/audit.service';
import { AuthModule } from './auth/auth.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { configureFieldCipher } from './crypto/field-cipher';
import { DatabaseModule } from './database/database.module';
import { mergeDataParts, type DataParts } from './database/data-parts';
import { NotificationsModule } from './notifications';
import { platformDataParts } from './platform-data';
import { QueueModule } from './queue';
import { RealtimeModule } from './realtime';
import { StorageModule } from './storage';

@Global()
@Module({ providers: [AuditService], exports: [AuditService] })
class AuditModule {}

/**
 * The kernel every service process imports once: config, database (migrated), auth guard, audit,
 * queue, storage, real-time and notifications. `parts` are the feature tables of that process.
 */
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, parts: DataParts[], options: { migrate?: boolean; realtimeGateway?: boolean } = {}): DynamicModule {
    configureFieldCipher(config.encryptionKey);
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config, mergeDataParts(platformDataParts, ...parts), { migrate: options.migrate }),
        AuthModule.forRoot(config),
        AuditModule,
        QueueModule.forRoot({ prefix: config.queuePrefix }),
        StorageModule.forRoot(),
        RealtimeModule.forRoot({ gateway: options.realtimeGateway ?? true }),
        NotificationsModule.forRoot({ mailboxEnabled: config.mailboxEnabled }),
      ],
    };
  }
}

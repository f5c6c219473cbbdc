import { DynamicModule, Global, Module } from '@nestjs/common';
import { AuditService } from './audit/audit.service';
import { CustomerConfigService } from './customer-config/customer-config.service';
import { AuthModule } from './auth/auth.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { configureFieldCipher } from './crypto/field-cipher';
import { DatabaseModule } from './database/database.module';
import { mergeDataParts, type DataParts } from './database/data-parts';
import { NotificationsModule } from './notifications';
import { ObservabilityModule } from './observability/observability.module';
import { platformDataParts } from './platform-data';
import { QueueModule } from './queue';
import { RealtimeModule } from './realtime';
import { StorageModule } from './storage';

@Global()
@Module({ providers: [AuditService, CustomerConfigService], exports: [AuditService, CustomerConfigService] })
class KernelServicesModule {}

/**
 * The kernel every service process imports once: config, database (migrated), auth guard, audit,
 * queue, storage, real-time, notifications, metrics and health probes. `parts` are the feature tables of that process.
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
        KernelServicesModule,
        QueueModule.forRoot({ prefix: config.queuePrefix }),
        StorageModule.forRoot(),
        RealtimeModule.forRoot({ gateway: options.realtimeGateway ?? true }),
        NotificationsModule.forRoot({ mailboxEnabled: config.mailboxEnabled }),
        // /metrics, /health/live, /health/ready (decision 0047).
        ObservabilityModule,
      ],
    };
  }
}

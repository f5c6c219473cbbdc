import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown, Optional, Provider, Type } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalRealtimeBus } from './bus/local-realtime-bus';
import type { RealtimeBus } from './bus/realtime-bus';
import { RedisRealtimeBus } from './bus/redis-realtime-bus';
import { HubGateway } from './hub.gateway';
import { RealtimeConnections } from './realtime-connections';
import { RealtimeService } from './realtime.service';
import { REALTIME_BUS, REALTIME_OPTIONS, REALTIME_REDIS, REALTIME_STORE, type RealtimeModuleOptions } from './realtime.types';
import { MemoryRealtimeStore } from './stores/memory-realtime-store';
import { RedisRealtimeStore } from './stores/redis-realtime-store';
import { SubscriptionService } from './subscription.service';
import { SubscriptionsController } from './subscriptions.controller';

@Injectable()
class RealtimeShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(REALTIME_BUS) private readonly bus: RealtimeBus,
    @Optional() @Inject(REALTIME_REDIS) private readonly redis: RealtimeConnections | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
    await this.redis?.close();
  }
}

/**
 * RealtimeService everywhere; the /hub gateway and the subscription route where `gateway` is on
 * (the default). Redis configured: shared store, pub/sub bus and the socket.io Redis adapter;
 * otherwise everything stays in the process.
 */
@Global()
@Module({})
export class RealtimeModule {
  static forRoot(options: RealtimeModuleOptions = {}): DynamicModule {
    const resolved: Required<RealtimeModuleOptions> = { gateway: options.gateway ?? true, keyPrefix: options.keyPrefix ?? 'attest:rt:' };
    const prefix = resolved.keyPrefix;
    const providers: Provider[] = [
      { provide: REALTIME_OPTIONS, useValue: resolved },
      {
        provide: REALTIME_REDIS,
        inject: [APP_CONFIG],
        useFactory: (config: AppConfig) => (config.redisUrl ? new RealtimeConnections(config.redisUrl) : null),
      },
      {
        provide: REALTIME_STORE,
        inject: [REALTIME_REDIS],
        useFactory: (redis: RealtimeConnections | null) => (redis ? new RedisRealtimeStore(redis.command, prefix) : new MemoryRealtimeStore()),
      },
      {
        provide: REALTIME_BUS,
        inject: [REALTIME_REDIS],
        useFactory: (redis: RealtimeConnections | null) =>
          redis ? new RedisRealtimeBus(redis.command, `${prefix}messages`) : new LocalRealtimeBus(),
      },
      RealtimeService,
      RealtimeShutdown,
    ];
    const controllers: Type<unknown>[] = [];
    if (resolved.gateway) {
      providers.push(HubGateway, SubscriptionService);
      controllers.push(SubscriptionsController);
    }
    return { module: RealtimeModule, providers, controllers, exports: [RealtimeService] };
  }
}

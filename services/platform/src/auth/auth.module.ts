import { DynamicModule, Global, Module, OnApplicationShutdown, Inject } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { AccessGrantsService } from '../access/access-grants.service';
import { AuthGuard } from './auth.guard';
import { MemoryRateLimiter, RATE_LIMITER, RateLimiter, RedisRateLimiter } from './rate-limiter';
import { TokenService } from './token.service';

/** Token service, the global AuthGuard and the login rate limiter. */
@Global()
@Module({})
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter & { close?: () => Promise<void> }) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AuthModule,
      providers: [
        TokenService,
        AccessGrantsService,
        { provide: APP_GUARD, useClass: AuthGuard },
        {
          provide: RATE_LIMITER,
          useFactory: (): RateLimiter => {
            if (!config.redisUrl) {
              return new MemoryRateLimiter();
            }
            const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
            return Object.assign(new RedisRateLimiter(redis, `${config.queuePrefix}:rl:`), { close: async () => void (await redis.quit()) });
          },
        },
      ],
      exports: [TokenService, AccessGrantsService, RATE_LIMITER],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.limiter.close?.();
  }
}

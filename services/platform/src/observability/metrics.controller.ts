import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { timingSafeEqual } from 'crypto';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { unauthorized } from '../errors/app-exception';
import { MetricsService } from './metrics.service';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format (decision 0047). Open when METRICS_TOKEN is unset (the embedded
 * default and private networks); with it, `Authorization: Bearer <METRICS_TOKEN>` is required.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const token = this.config.metricsToken;
    if (token) {
      const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!given || !sameSecret(given, token)) {
        throw unauthorized();
      }
    }
    void reply.header('content-type', this.metrics.contentType());
    return this.metrics.text();
  }
}

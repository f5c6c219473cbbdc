import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator';
import { HealthChecksService } from './health-checks.service';

/**
 * Probes for orchestrators (decision 0047). Public on purpose: they reveal only which dependency is down.
 * The older GET /api/v1/health/{service} routes stay as they were.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly checks: HealthChecksService) {}

  /** 200 while the process runs and its event loop answers. */
  @Public()
  @Get('live')
  live() {
    return { status: 'live' };
  }

  /** 200 when the database, Redis (if configured) and storage answer within 1 s; else 503 naming the failed checks. */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const { ready, checks } = await this.checks.readiness();
    if (ready) {
      return { status: 'ready', checks };
    }
    void reply.status(503);
    const failed = Object.entries(checks)
      .filter(([, result]) => result === 'failed')
      .map(([name]) => name);
    return { statusCode: 503, error: 'Service Unavailable', messageKey: 'not_ready', status: 'not_ready', details: { failed, checks } };
  }
}
